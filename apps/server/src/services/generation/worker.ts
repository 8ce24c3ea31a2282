// The generation worker thread (a piscina task module; bundled as dist/generation-worker.js). It holds one
// local engine, so wink's model loads once per thread; the pool terminates the thread to cancel a job.
import { type MessagePort, workerData } from "node:worker_threads";
import { createLocalProvider } from "@lectern/generator";
import { type LowPriorityWorkerData, lowerThisThreadPriority } from "../../worker-priority.ts";
import { type JobThread, ownJobThread, ownThreadId } from "./budget.ts";
import { type GenerationTask, runTask } from "./work.ts";

export type GenerationWorkerData = LowPriorityWorkerData;
lowerThisThreadPriority(workerData as GenerationWorkerData);

/** What the pool sends: the task, and a port for progress lines (the first message says the job started). */
export type WorkerInput = { task: GenerationTask; port: MessagePort };
export type WorkerMessage =
  /** `job`: this thread's Linux id and CPU time now, which the pool counts the budget from (budget.ts). */
  | { type: "started"; job: JobThread }
  | { type: "progress"; current: number; total: number }
  | { type: "done" };

const provider = createLocalProvider();
const thread = ownThreadId();

export default async function generate({ task, port }: WorkerInput): Promise<unknown> {
  const post = (message: WorkerMessage) => port.postMessage(message);
  post({ type: "started", job: ownJobThread(thread) });
  try {
    return await runTask(provider, task, { onProgress: (p) => post({ type: "progress", ...p }) });
  } finally {
    // Progress travels on this port, the result on piscina's: "done" tells the pool every line has arrived.
    post({ type: "done" });
    port.close();
  }
}
