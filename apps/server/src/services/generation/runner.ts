import type { AiConfig } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import { poolFor } from "./pool.ts";
import { providerFor } from "./provider.ts";
import { type GenerationTask, runTask, type TaskHooks, type TaskResult } from "./work.ts";

/** `userId`: whose job it is, for the pool's per-user limit (issue 16 §6). */
export type RunTask = <T extends GenerationTask>(
  task: T,
  hooks: TaskHooks & { signal: AbortSignal; userId?: string },
) => Promise<TaskResult<T>>;

/**
 * Where a configuration's jobs run. The local engine is CPU work: a worker thread with a time budget (pool.ts).
 * A remote model is network work, bounded by AI_TIMEOUT_MS per call, so it stays on this thread; its quality
 * pass (refineQuestions/refineFlashcards) is CPU but linear — the note is normalised once and each of the few
 * items is looked up in it — so it stays here too rather than paying a thread per call.
 */
export function runnerFor(config: AiConfig, logger: Logger): RunTask {
  if (config.provider === "local") {
    const pool = poolFor(config, logger);
    return async (task, hooks) => (await pool.run(task, hooks)) as TaskResult<typeof task>;
  }
  return (task, hooks) => runTask(providerFor(config), task, hooks);
}

/**
 * Whether a job of `userId` would be taken now: the local engine's pool has room for it (per-user limit,
 * bounded queue); a remote model has no pool here (its calls are bounded by AI_TIMEOUT_MS and the provider's
 * own rate limits).
 */
export function admitsJob(config: AiConfig, logger: Logger, userId: string): boolean {
  return config.provider !== "local" || poolFor(config, logger).admits(userId);
}
