// The page's side of a document worker: one worker per job, so Cancel is terminate() (issue 19 §1: "Cancel =
// the AbortSignal terminates the worker at once") and a crashed or frozen engine never outlives its job.

import type { WorkerReply } from "./worker-protocol";

export function abortError(): DOMException {
  return new DOMException("The extraction was cancelled.", "AbortError");
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw abortError();
}

export type WorkerJob<Result> = {
  /** Starts the worker (a `new Worker(new URL(...))` expression, so Vite bundles it). */
  start: () => Worker;
  request: unknown;
  transfer?: Transferable[];
  signal: AbortSignal;
  /** Replies other than result and error (progress, page images); `post` answers the worker. */
  onReply?: (reply: WorkerReply<Result>, post: (message: unknown) => void) => void;
  /** Message for a worker that failed to load or crashed (out of memory, a script error). */
  crashMessage: string;
  /**
   * Leave the worker running after it answered (a result or an error of its own): its owner reuses it. A
   * cancelled or crashed worker is terminated all the same. `onFinish` says which it was.
   */
  keepAlive?: boolean;
  onFinish?: (worker: Worker, alive: boolean) => void;
};

export function runWorker<Result>(job: WorkerJob<Result>): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    if (job.signal.aborted) {
      reject(abortError());
      return;
    }
    const worker = job.start();
    // Removes this job's listeners at the end, so a worker kept alive carries none into its next job.
    const listening = new AbortController();
    const finish = (answered: boolean) => {
      listening.abort();
      job.signal.removeEventListener("abort", onAbort);
      const alive = answered && job.keepAlive === true;
      if (!alive) worker.terminate();
      job.onFinish?.(worker, alive);
    };
    const onAbort = () => {
      finish(false);
      reject(abortError());
    };
    job.signal.addEventListener("abort", onAbort, { once: true });
    const on = { signal: listening.signal };
    worker.addEventListener(
      "message",
      (event: MessageEvent) => {
        const message = event.data as WorkerReply<Result>;
        if (message?.lectern !== true) return;
        if (message.type === "result") {
          finish(true);
          resolve(message.result);
        } else if (message.type === "error") {
          finish(true);
          reject(new Error(message.message));
        } else {
          job.onReply?.(message, (answer) => worker.postMessage(answer));
        }
      },
      on,
    );
    worker.addEventListener(
      "error",
      (event) => {
        event.preventDefault();
        finish(false);
        reject(new Error(job.crashMessage));
      },
      on,
    );
    worker.addEventListener(
      "messageerror",
      () => {
        finish(false);
        reject(new Error(job.crashMessage));
      },
      on,
    );
    worker.postMessage(job.request, job.transfer ?? []);
  });
}

/** How long an idle kept worker waits for a file before it is let go (its engine holds tens of MB). */
const KEPT_IDLE_MS = 60_000;

export type KeptWorker = {
  /** Starts a worker now (and warms it), unless one is waiting, so the next job finds its engine loaded. */
  prepare: () => void;
  /** The waiting worker, or a new one when none is (it is busy, or was cancelled); the job owns it until `give`. */
  take: () => Worker;
  /** A job's worker that answered and is free again: kept for the next job (one is kept; more are terminated). */
  give: (worker: Worker) => void;
};

/**
 * One worker of a kind kept between jobs. A fresh worker pays for loading its engine and for running its code
 * cold, which was most of a short PDF's time (npm run bench documents: 150–170 ms for one page, against about
 * 20 ms in a warm worker); a batch of files reads back to back in one worker. The screens prepare one on arrival,
 * warmed with `warmUp` (pdf.worker.ts reads a one-page PDF). Cancel still terminates the job's worker; the next
 * job starts another. An idle worker is terminated after a minute.
 */
export function keptWorker(start: () => Worker, warmUp?: (worker: Worker) => void): KeptWorker {
  let waiting: Worker | null = null;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const keep = (worker: Worker) => {
    waiting = worker;
    clearTimeout(idle);
    idle = setTimeout(() => {
      waiting?.terminate();
      waiting = null;
    }, KEPT_IDLE_MS);
  };
  return {
    prepare() {
      if (waiting) return keep(waiting);
      const worker = start();
      warmUp?.(worker);
      keep(worker);
    },
    take() {
      clearTimeout(idle);
      const worker = waiting ?? start();
      waiting = null;
      return worker;
    },
    give(worker) {
      if (waiting) worker.terminate();
      else keep(worker);
    },
  };
}
