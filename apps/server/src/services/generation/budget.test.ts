import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { ownThreadId, threadCpuMs, WALL_BACKSTOP, watchBudget } from "./budget.ts";

// Real threads: one that works (a busy loop) and one that waits (Atomics.wait uses no CPU), each telling the test
// its Linux thread id as the generation worker tells the pool.
const THREAD = `
  const { parentPort } = require("node:worker_threads");
  const fs = require("node:fs");
  const id = Number(/\\/task\\/(\\d+)$/.exec(fs.readlinkSync("/proc/thread-self"))[1]);
  parentPort.once("message", (mode) => {
    parentPort.postMessage(id);
    if (mode === "work") for (;;) {} // until the test terminates it
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
  });`;

const started: Worker[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.terminate()));
});

function threadThat(mode: "work" | "wait"): Promise<number> {
  const worker = new Worker(THREAD, { eval: true });
  started.push(worker);
  const id = new Promise<number>((resolve) => worker.once("message", resolve));
  worker.postMessage(mode);
  return id;
}

/** When the watch said the budget was over (ms after it started), and the CPU the thread had used by then. */
function overAfter(budgetMs: number, thread: number | null, backstop?: number) {
  const t0 = performance.now();
  const cpu0 = thread === null ? 0 : (threadCpuMs(thread) ?? 0);
  return new Promise<{ ms: number; cpuMs: number }>((resolve) =>
    watchBudget(
      budgetMs,
      { thread, cpuMs: null },
      () =>
        resolve({
          ms: performance.now() - t0,
          cpuMs: thread === null ? 0 : (threadCpuMs(thread) ?? 0) - cpu0,
        }),
      backstop,
    ),
  );
}

const linux = process.platform === "linux";

describe.runIf(linux)("the generation budget in the thread's CPU time (budget.ts)", () => {
  it("reads this thread's id and CPU time from /proc", () => {
    const id = ownThreadId();
    expect(id).toBeGreaterThan(0);
    expect(threadCpuMs(id as number)).toBeGreaterThan(0);
    expect(threadCpuMs(2 ** 31 - 1)).toBeNull();
  });

  it("stops a working thread once it has used its budget of CPU", async () => {
    // A far backstop: on a busy machine the thread may get a fraction of a core, and it is the CPU that must count.
    const over = await overAfter(300, await threadThat("work"), 50);
    expect(over.cpuMs).toBeGreaterThanOrEqual(300);
    // /proc counts in 10 ms ticks, the first reading rounded down: the clock may be a tick or two short of it.
    expect(over.ms).toBeGreaterThanOrEqual(280);
    expect(over.ms).toBeLessThan(300 * 50);
  });

  it("lets a thread that gets no CPU run to the clock's backstop, not the budget", async () => {
    const over = await overAfter(200, await threadThat("wait"));
    expect(over.cpuMs).toBeLessThan(200);
    expect(over.ms).toBeGreaterThanOrEqual(200 * WALL_BACKSTOP - 5);
  });

  it("counts the clock alone when the thread is unknown", async () => {
    const over = await overAfter(100, null);
    expect(over.ms).toBeGreaterThanOrEqual(95);
  });

  it("counts from the CPU time the thread read when it took the job", () => {
    const now = threadCpuMs(ownThreadId() as number) as number;
    let called = false;
    // Told it started 10 s of CPU ago: over at the first check.
    const stop = watchBudget(1000, { thread: ownThreadId(), cpuMs: now - 10_000 }, () => {
      called = true;
    });
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        stop();
        expect(called).toBe(true);
        resolve();
      }, 400),
    );
  });

  it("never waits past setTimeout's longest delay (a longer one would fire at once)", async () => {
    let called = false;
    const stop = watchBudget(2 ** 31, { thread: null, cpuMs: null }, () => {
      called = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(called).toBe(false);
  });

  it("stops watching when told: nothing is called after", async () => {
    let called = false;
    const stop = watchBudget(50, { thread: await threadThat("work"), cpuMs: null }, () => {
      called = true;
    });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(called).toBe(false);
  });
});
