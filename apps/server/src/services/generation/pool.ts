import { EventEmitter } from "node:events";
import os from "node:os";
import { MessageChannel } from "node:worker_threads";
import { AI_CHUNK_CHARS, messages } from "@lectern/core";
import { Piscina } from "piscina";
import type { AiConfig } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import { watchBudget } from "./budget.ts";
import type { TaskHooks } from "./work.ts";
import type { GenerationWorkerData, WorkerInput, WorkerMessage } from "./worker.ts";

// The local engine's jobs run in worker threads, never on the thread that answers requests (DESIGN §6,
// issue 12): a note that takes long to read delays no one else, and a job is stopped — its thread terminated
// — when the caller goes away or its time budget runs out.

/** A job went over GENERATION_BUDGET_MS in its worker and was stopped. */
export class GenerationTooLongError extends Error {
  constructor() {
    super(messages.generation.noteTooLongToAnalyse);
  }
}

/**
 * The pool is full for this caller (issue 16 §6): the caller already has GENERATION_JOBS_PER_USER jobs running
 * or waiting, or the queue is at its bound. Answered 429 with Retry-After (`retryAfterSeconds`).
 */
export class GenerationBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(messages.generation.generatorBusy(retryAfterSeconds));
  }
}

/** Jobs one user may have running or waiting at once: a second tab's run waits, a third is refused. */
export const GENERATION_JOBS_PER_USER = 2;
/** Jobs that may wait for a thread, per thread: beyond it a run would wait longer than it is worth. */
export const GENERATION_QUEUE_PER_THREAD = 4;
/** What Retry-After says when the pool is full: about one typical long run (a note of 80,000 characters). */
export const GENERATION_RETRY_AFTER_S = 3;

/** What the pool reports about its jobs, for logs and tests: started, finished, aborted (and why). */
export type PoolEvents = {
  started: [];
  finished: [];
  aborted: [why: "client" | "budget"];
};

export type GenerationPool = {
  /**
   * Runs a job for `userId`; refused with GenerationBusyError, before any work, when admits(userId) is false.
   */
  run(
    input: WorkerInput["task"],
    hooks: TaskHooks & { signal: AbortSignal; userId?: string },
  ): Promise<unknown>;
  /** Whether a job of `userId` would be taken now (the route asks before any other work). */
  admits(userId: string): boolean;
  events: EventEmitter<PoolEvents>;
  /** Jobs running or waiting, all users. */
  readonly pending: number;
};

// From source (tests, dev) the worker is TypeScript, loaded through tsx; the build ships it bundled beside
// dist/index.js as generation-worker.js (build.mjs).
const fromSource = import.meta.url.endsWith(".ts");
const WORKER_FILE = new URL(fromSource ? "./worker.ts" : "./generation-worker.js", import.meta.url).href;

/**
 * How much lower a generation thread's CPU priority is than the server's (Linux nice, 0-19). Below a password
 * hash's (PASSWORD_WORK_NICENESS, 10): a student waiting at the sign-in form is waiting on ~90 ms of scrypt, while a
 * generation is seconds of background work behind a progress bar. At the same priority as the request thread, a
 * class generating while the rest of it signs in held each sign-in's hash off the cores (issue 18 §7: sign-in p99).
 */
export const GENERATION_WORK_NICENESS = 15;

/** One thread per spare core, started on demand and let go when idle; at least one per lane (see laneOf). */
const maxThreads = Math.max(1, Math.min(4, os.availableParallelism() - 1));

/**
 * Which lane a job runs in (issue 16 §6). A note of more than one chunk (AI_CHUNK_CHARS) is a long job: up to
 * ~1 s for 80,000 characters. Long jobs get the spare cores but one; short ones (a one-chunk note, a client's
 * chunk call) get a thread of their own, so a short generation never waits behind a long one.
 */
export function laneOf(task: WorkerInput["task"]): "long" | "short" {
  const chars = task.op === "note" ? task.note.content.length : task.input.chunkContent.length;
  return chars > AI_CHUNK_CHARS ? "long" : "short";
}

/**
 * Who may start a job (issue 16 §6: shared fairly): at most `perUser` jobs of one user running or waiting, and
 * at most `threads` running plus `threads × GENERATION_QUEUE_PER_THREAD` waiting in all. Counts are of this
 * process; a job holds its place from admission to its end, however it ends.
 */
export function createAdmission(threads: number, perUser = GENERATION_JOBS_PER_USER) {
  const byUser = new Map<string, number>();
  const bound = threads + threads * GENERATION_QUEUE_PER_THREAD;
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    admits: (userId: string | undefined) =>
      pending < bound && (userId === undefined || (byUser.get(userId) ?? 0) < perUser),
    /** Takes a place, or null when full; the returned function gives it back (once). */
    take(userId: string | undefined): (() => void) | null {
      if (!this.admits(userId)) return null;
      pending += 1;
      if (userId !== undefined) byUser.set(userId, (byUser.get(userId) ?? 0) + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        pending -= 1;
        if (userId === undefined) return;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },
  };
}

export function createGenerationPool(budgetMs: number, logger: Logger, threads = maxThreads): GenerationPool {
  const longThreads = Math.max(1, threads - 1);
  const admission = createAdmission(longThreads + 1);
  const lane = (size: number) => {
    const piscina = new Piscina({
      filename: WORKER_FILE,
      execArgv: fromSource ? ["--import", "tsx"] : [],
      workerData: { niceness: GENERATION_WORK_NICENESS } satisfies GenerationWorkerData,
      minThreads: 0,
      maxThreads: size,
      idleTimeout: 30_000,
    });
    // A job that finishes just as it is aborted makes piscina report its late answer as an error: not a fault.
    piscina.on("error", (err) => logger.warn({ err }, "generation worker"));
    return piscina;
  };
  const lanes = { long: lane(longThreads), short: lane(1) };
  const events = new EventEmitter<PoolEvents>();

  return {
    events,
    get pending() {
      return admission.pending;
    },
    admits: (userId) => admission.admits(userId),
    async run(task, { onProgress, signal, userId }) {
      const release = admission.take(userId);
      if (!release) throw new GenerationBusyError(GENERATION_RETRY_AFTER_S);
      try {
        return await runInThread(task, onProgress, signal);
      } finally {
        release();
      }
    },
  };

  async function runInThread(
    task: WorkerInput["task"],
    onProgress: TaskHooks["onProgress"],
    signal: AbortSignal,
  ): Promise<unknown> {
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    let stopWatching = () => {};
    let why: "client" | "budget" | undefined;
    const abort = (reason: "client" | "budget") => {
      if (why) return;
      why = reason;
      stop.abort(reason === "budget" ? new GenerationTooLongError() : signal.reason);
    };
    const onClientGone = () => abort("client");
    signal.addEventListener("abort", onClientGone, { once: true });
    if (signal.aborted) onClientGone();
    let allLines: () => void = () => {};
    const linesDone = new Promise<void>((resolve) => {
      allLines = resolve;
    });
    // The budget counts from the moment a thread takes the job, not while it waits for a free thread, and in the
    // thread's CPU time (budget.ts).
    let ended = false;
    port1.on("message", (message: WorkerMessage) => {
      if (message.type === "started") {
        events.emit("started");
        // The port and piscina's answer are two channels: a start heard after the end starts no watch.
        if (!ended) stopWatching = watchBudget(budgetMs, message.job, () => abort("budget"));
      } else if (message.type === "progress") {
        onProgress?.({ current: message.current, total: message.total });
      } else allLines();
    });
    try {
      const input: WorkerInput = { task, port: port2 };
      const result = await lanes[laneOf(task)].run(input, { transferList: [port2], signal: stop.signal });
      await linesDone; // every progress line before the result
      events.emit("finished");
      return result;
    } catch (error) {
      if (!why) throw error;
      events.emit("aborted", why);
      throw why === "budget" ? new GenerationTooLongError() : error;
    } finally {
      ended = true;
      stopWatching();
      signal.removeEventListener("abort", onClientGone);
      port1.close();
    }
  }
}

const pools = new WeakMap<AiConfig, GenerationPool>();

/** The pool of a configuration, made on first use (like providerFor). */
export function poolFor(config: AiConfig, logger: Logger): GenerationPool {
  let pool = pools.get(config);
  if (!pool) {
    pool = createGenerationPool(config.budgetMs, logger);
    pools.set(config, pool);
  }
  return pool;
}

/** The local engine's jobs running or waiting for a configuration, 0 before its pool exists (issue 18 §4 metric). */
export function pendingJobs(config: AiConfig): number {
  return pools.get(config)?.pending ?? 0;
}
