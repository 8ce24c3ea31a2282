import { messages } from "@lectern/core";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app.ts";
import type { Config } from "../config.ts";
import { clientIp } from "../http/client-ip.ts";
import { ApiError } from "../http/errors.ts";
import { acquireLease, consumeRateLimit, type Lease, releaseLease } from "./rate-limit.ts";

/**
 * The usage limits (issue 18 §2): limits that stop abuse, not students. Each kind has a request count per window
 * and — except the waitlist, whose join already takes a global lock — a cap on requests running at once, both in
 * the database (rate_limit), so they hold across several servers on one PostgreSQL (DESIGN §8). A refusal is a
 * 429 with Retry-After in seconds and a message that says minutes.
 */
export type UsageKind = "generation" | "transcription" | "syncPush" | "waitlist";
type CappedKind = Exclude<UsageKind, "waitlist">;

/** What a refusal for too many running at once asks the client to wait: a running request usually ends by then. */
export const CONCURRENCY_RETRY_AFTER_S = 60;

const TOO_MANY: Record<UsageKind, (seconds: number) => string> = {
  generation: messages.limits.tooManyGenerations,
  transcription: messages.limits.tooManyTranscriptions,
  syncPush: messages.limits.tooManySyncPushes,
  waitlist: messages.limits.tooManyWaitlistJoins,
};
const AT_ONCE: Record<CappedKind, (seconds: number) => string> = {
  generation: messages.limits.generationsAtOnce,
  transcription: messages.limits.transcriptionsAtOnce,
  syncPush: messages.limits.syncPushesAtOnce,
};

/**
 * How long a slot stays held if its server dies before releasing it (every live path releases it in `finally`).
 * Longer than the kind's longest real request, so a slow request is never counted out while it runs: a chunked
 * generation on a remote model (10 chunks, each up to AI_TIMEOUT_MS with retries), an upload at the transcriber's
 * own timeout, a push of 100 ops.
 */
function leaseSecondsOf(kind: CappedKind, config: Config): number {
  if (kind === "generation") return 15 * 60;
  if (kind === "transcription") return Math.ceil(config.transcribe.timeoutMs / 1000) + 60;
  return 60;
}

/** Answers 429 with Retry-After (seconds) and `{ error }` (minutes), through the app's error handler. */
function refuse(c: Context<AppEnv>, retryAfter: number, error: string): never {
  c.header("Retry-After", String(retryAfter));
  throw new ApiError(429, error);
}

/** Who a limit counts: the signed-in user, or the client address on the public waitlist. */
function subjectOf(c: Context<AppEnv>, kind: UsageKind): string {
  if (kind === "waitlist") return `ip:${clientIp(c, c.get("deps").config.trustProxy)}`;
  return `user:${c.get("user").id}`;
}

/** Counts one request of `kind` against its window; refuses (429) past the limit. */
export async function chargeUsage(c: Context<AppEnv>, kind: UsageKind, now = Date.now()): Promise<void> {
  const { database, config } = c.get("deps");
  const rule = config.limits[kind];
  const verdict = await consumeRateLimit(database.db, `usage:${kind}:${subjectOf(c, kind)}`, rule, now);
  if (!verdict.allowed) {
    const retryAfter = verdict.retryAfter ?? rule.windowSeconds;
    refuse(c, retryAfter, TOO_MANY[kind](retryAfter));
  }
}

/** The window limit as middleware, for routes whose every request counts (before the body is read). */
export const limitUsage =
  (kind: UsageKind): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await chargeUsage(c, kind);
    return next();
  };

/**
 * Takes one of the user's running slots for `kind`, or refuses (429) when all are held; answers the release,
 * which the caller must run on every path (success, error, the client gone) — a second call does nothing.
 */
export async function holdSlot(c: Context<AppEnv>, kind: CappedKind): Promise<() => Promise<void>> {
  const { database, config, logger } = c.get("deps");
  const rule = { max: config.limits[kind].concurrent, ttlSeconds: leaseSecondsOf(kind, config) };
  const lease = await acquireLease(database.db, `lease:${kind}:${subjectOf(c, kind)}`, rule);
  if (!lease) refuse(c, CONCURRENCY_RETRY_AFTER_S, AT_ONCE[kind](CONCURRENCY_RETRY_AFTER_S));
  let held: Lease | null = lease;
  return async () => {
    if (!held) return;
    const giving = held;
    held = null;
    // A release that fails leaves the slot to its lease's end: logged, never the request's failure.
    await releaseLease(database.db, giving).catch((err: unknown) =>
      logger.warn({ err, kind }, "releasing a usage slot failed"),
    );
  };
}

/** Runs `work` in one of the user's slots for `kind` (holdSlot), released however it ends. */
export async function withSlot<T>(c: Context<AppEnv>, kind: CappedKind, work: () => Promise<T>): Promise<T> {
  const release = await holdSlot(c, kind);
  try {
    return await work();
  } finally {
    await release();
  }
}
