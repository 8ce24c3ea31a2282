import { afterEach, describe, expect, it, vi } from "vitest";
import { keptWorker } from "./worker-client";

/** Stands in for a Worker's lifecycle only: which were started, warmed and terminated. */
function fakeWorkers() {
  const started: { id: number; terminated: boolean; warmed: boolean }[] = [];
  const start = () => {
    const worker = { id: started.length, terminated: false, warmed: false, terminate: () => {} };
    worker.terminate = () => {
      worker.terminated = true;
    };
    started.push(worker);
    return worker as unknown as Worker;
  };
  const warmUp = (worker: Worker) => {
    (worker as unknown as { warmed: boolean }).warmed = true;
  };
  return { started, start, warmUp };
}

afterEach(() => vi.useRealTimers());

describe("keptWorker", () => {
  it("prepares one warmed worker, hands it to the next job and keeps it between jobs", () => {
    const { started, start, warmUp } = fakeWorkers();
    const kept = keptWorker(start, warmUp);
    kept.prepare();
    kept.prepare();
    expect(started).toHaveLength(1);
    expect(started[0]?.warmed).toBe(true);
    const first = kept.take();
    kept.give(first);
    expect(kept.take()).toBe(first);
    expect(started).toHaveLength(1);
  });

  it("starts another worker for a job while the kept one is busy, and keeps only one after", () => {
    const { started, start } = fakeWorkers();
    const kept = keptWorker(start);
    const a = kept.take();
    const b = kept.take();
    expect(a).not.toBe(b);
    kept.give(a);
    kept.give(b);
    expect(started.map((w) => w.terminated)).toEqual([false, true]);
  });

  it("lets an idle worker go after a minute", () => {
    vi.useFakeTimers();
    const { started, start } = fakeWorkers();
    const kept = keptWorker(start);
    kept.prepare();
    vi.advanceTimersByTime(59_000);
    expect(started[0]?.terminated).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(started[0]?.terminated).toBe(true);
    kept.take();
    expect(started).toHaveLength(2);
  });
});
