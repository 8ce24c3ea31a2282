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
};

export function runWorker<Result>(job: WorkerJob<Result>): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    if (job.signal.aborted) {
      reject(abortError());
      return;
    }
    const worker = job.start();
    const finish = () => {
      worker.terminate();
      job.signal.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    job.signal.addEventListener("abort", onAbort, { once: true });
    worker.addEventListener("message", (event: MessageEvent) => {
      const message = event.data as WorkerReply<Result>;
      if (message?.lectern !== true) return;
      if (message.type === "result") {
        finish();
        resolve(message.result);
      } else if (message.type === "error") {
        finish();
        reject(new Error(message.message));
      } else {
        job.onReply?.(message, (answer) => worker.postMessage(answer));
      }
    });
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      finish();
      reject(new Error(job.crashMessage));
    });
    worker.addEventListener("messageerror", () => {
      finish();
      reject(new Error(job.crashMessage));
    });
    worker.postMessage(job.request, job.transfer ?? []);
  });
}
