import { describe, expect, it, vi } from "vitest";
import { SpeechEngineClient } from "./engine-client";
import type { WorkerEvent, WorkerRequest } from "./protocol";

/** A worker stand-in that records what the page sends and lets the test answer as the worker would. */
class ScriptedWorker {
  sent: WorkerRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerEvent>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: WorkerRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  emit(event: WorkerEvent) {
    this.onmessage?.({ data: event } as MessageEvent<WorkerEvent>);
  }
  crash() {
    this.onerror?.({ message: "Uncaught SyntaxError", preventDefault() {} } as ErrorEvent);
  }
}

function setup() {
  const workers: ScriptedWorker[] = [];
  const client = new SpeechEngineClient(() => {
    const w = new ScriptedWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  const seen: string[] = [];
  client.subscribe(() => seen.push(client.getStatus().state));
  return { client, workers, seen };
}

const audio = () => new Float32Array(16000);

describe("SpeechEngineClient", () => {
  it("starts one worker, asks it to load the real engine, and follows file progress to Ready", () => {
    const { client, workers } = setup();
    client.start();
    client.start();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent).toEqual([{ type: "load", engine: "transformers" }]);
    workers[0]!.emit({ type: "file", event: { status: "initiate", file: "config.json" } });
    workers[0]!.emit({
      type: "file",
      event: { status: "progress", file: "config.json", loaded: 5, total: 10, progress: 50 },
    });
    expect(client.getStatus()).toMatchObject({
      state: "loading",
      files: [{ file: "config.json", progress: 50 }],
    });
    workers[0]!.emit({ type: "ready", device: "wasm" });
    expect(client.getStatus()).toMatchObject({ state: "ready", device: "wasm" });
  });

  it("shows the load error's message, and 'Worker initialization failed' when the worker itself fails", () => {
    const a = setup();
    a.client.start();
    a.workers[0]!.emit({ type: "load-failed", message: "Failed to fetch" });
    expect(a.client.getStatus()).toMatchObject({ state: "error", error: "Failed to fetch" });

    const b = setup();
    b.client.start();
    b.workers[0]!.crash();
    expect(b.client.getStatus()).toMatchObject({ state: "error", error: "Worker initialization failed" });

    const c = new SpeechEngineClient(() => {
      throw new Error("Workers are not supported");
    });
    c.start();
    expect(c.getStatus()).toMatchObject({ state: "error", error: "Worker initialization failed" });
  });

  it("after Ready, a worker error fails only the work in flight", async () => {
    const { client, workers } = setup();
    client.start();
    workers[0]!.emit({ type: "ready", device: "wasm" });
    const pending = client.transcribe(audio());
    workers[0]!.crash();
    await expect(pending).rejects.toThrow("Uncaught SyntaxError");
    expect(client.getStatus().state).toBe("ready");
  });

  it("refuses to transcribe before the model is ready (spec 1 §5)", async () => {
    const { client } = setup();
    client.start();
    await expect(client.transcribe(audio())).rejects.toThrow("Model not ready. Please wait for it to load.");
  });

  it("answers each transcription by its id, with the offset passed to the worker", async () => {
    const { client, workers } = setup();
    client.start();
    const w = workers[0]!;
    w.emit({ type: "ready", device: "wasm" });
    const first = client.transcribe(audio(), { offsetSeconds: 10 });
    const second = client.transcribe(audio());
    expect(w.sent.slice(1).map((m) => m.type === "transcribe" && [m.id, m.offsetSeconds])).toEqual([
      [1, 10],
      [2, 0],
    ]);
    w.emit({ type: "failed", id: 2, message: "out of memory" });
    w.emit({
      type: "result",
      id: 1,
      result: { text: "w10a", segments: [{ text: "w10a", start: 10, end: 11 }] },
    });
    await expect(first).resolves.toEqual({ text: "w10a", segments: [{ text: "w10a", start: 10, end: 11 }] });
    await expect(second).rejects.toThrow("out of memory");
  });

  it("cancels through the signal: rejects with AbortError and tells the worker", async () => {
    const { client, workers } = setup();
    client.start();
    workers[0]!.emit({ type: "ready", device: "wasm" });
    const controller = new AbortController();
    const pending = client.transcribe(audio(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(workers[0]!.sent.at(-1)).toEqual({ type: "cancel", id: 1 });
    // A late answer for the cancelled job is ignored.
    workers[0]!.emit({ type: "result", id: 1, result: { text: "late", segments: [] } });
  });

  it("retry replaces the worker, fails what was pending and loads again", async () => {
    const { client, workers, seen } = setup();
    client.start();
    workers[0]!.emit({ type: "ready", device: "wasm" });
    const pending = client.transcribe(audio());
    const caught = vi.fn();
    pending.catch(caught);
    client.retry();
    await Promise.resolve();
    expect(caught).toHaveBeenCalled();
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(client.getStatus()).toEqual({ state: "loading", files: [] });
    expect(seen).toEqual(["ready", "loading"]);
  });
});
