import { EventEmitter } from "node:events";
import os from "node:os";
import { MessageChannel } from "node:worker_threads";
import { messages } from "@lectern/core";
import { Piscina } from "piscina";
import type { AiConfig } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import type { TaskHooks } from "./work.ts";
import type { WorkerInput, WorkerMessage } from "./worker.ts";

// The local engine's jobs run in worker threads, never on the thread that answers requests (DESIGN §6,
// issue 12): a note that takes long to read delays no one else, and a job is stopped — its thread terminated
// — when the caller goes away or its time budget runs out.

/** A job went over GENERATION_BUDGET_MS in its worker and was stopped. */
export class GenerationTooLongError extends Error {
  constructor() {
    super(messages.generation.noteTooLongToAnalyse);
  }
}

/** What the pool reports about its jobs, for logs and tests: started, finished, aborted (and why). */
export type PoolEvents = {
  started: [];
  finished: [];
  aborted: [why: "client" | "budget"];
};

export type GenerationPool = {
  run(input: WorkerInput["task"], hooks: TaskHooks & { signal: AbortSignal }): Promise<unknown>;
  events: EventEmitter<PoolEvents>;
};

// From source (tests, dev) the worker is TypeScript, loaded through tsx; the build ships it bundled beside
// dist/index.js as generation-worker.js (build.mjs).
const fromSource = import.meta.url.endsWith(".ts");
const WORKER_FILE = new URL(fromSource ? "./worker.ts" : "./generation-worker.js", import.meta.url).href;

/** One thread per spare core (at least one), started on demand and let go when idle. */
const maxThreads = Math.max(1, Math.min(4, os.availableParallelism() - 1));

export function createGenerationPool(budgetMs: number, logger: Logger): GenerationPool {
  const piscina = new Piscina({
    filename: WORKER_FILE,
    execArgv: fromSource ? ["--import", "tsx"] : [],
    minThreads: 0,
    maxThreads,
    idleTimeout: 30_000,
  });
  // A job that finishes just as it is aborted makes piscina report its late answer as an error: not a fault.
  piscina.on("error", (err) => logger.warn({ err }, "generation worker"));
  const events = new EventEmitter<PoolEvents>();

  return {
    events,
    async run(task, { onProgress, signal }) {
      const { port1, port2 } = new MessageChannel();
      const stop = new AbortController();
      let budget: NodeJS.Timeout | undefined;
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
      // The budget counts from the moment a thread takes the job, not while it waits for a free thread.
      port1.on("message", (message: WorkerMessage) => {
        if (message.type === "started") {
          events.emit("started");
          budget = setTimeout(() => abort("budget"), budgetMs);
        } else if (message.type === "progress") {
          onProgress?.({ current: message.current, total: message.total });
        } else allLines();
      });
      try {
        const input: WorkerInput = { task, port: port2 };
        const result = await piscina.run(input, { transferList: [port2], signal: stop.signal });
        await linesDone; // every progress line before the result
        events.emit("finished");
        return result;
      } catch (error) {
        if (!why) throw error;
        events.emit("aborted", why);
        throw why === "budget" ? new GenerationTooLongError() : error;
      } finally {
        clearTimeout(budget);
        signal.removeEventListener("abort", onClientGone);
        port1.close();
      }
    },
  };
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
