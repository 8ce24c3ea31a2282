// Sending the queue: oldest first, in batches, each op answered on its own (spec 1 §4, DESIGN §4 push).

import {
  messages,
  retryDelayMs,
  SYNC_PUSH_MAX_OPS,
  type SyncPushResult,
  syncPushResponseSchema,
} from "@lectern/core";
import { readQueue, toSyncQueueItem } from "../db/queue";
import type { QueueEntry, RejectedChange } from "../db/schema";
import type { SyncContext } from "./context";
import { isServerError, judgeSuspects, stepAfterFailure } from "./isolate";
import { type AnsweredOp, settleAnswered } from "./settle";
import { callApi } from "./transport";

export interface DrainResult {
  applied: number;
  stale: number;
  rejected: RejectedChange[];
  /** Ops kept for a later retry in this drain. */
  retrying: number;
  unauthorized: boolean;
  /** The last failure, for logs and the indicator. */
  error: string | null;
  /** When the head of the queue may be retried (epoch ms), if it is waiting for its backoff. */
  nextRetryAt: number | null;
}

export interface DrainOptions {
  /** Send even ops whose backoff has not elapsed: the user or the network just gave a reason to try now. */
  ignoreBackoff?: boolean;
}

type Step = "continue" | "stop";

/** One drain's bookkeeping beyond its result: ops set aside as suspects, and whether the server took any op. */
interface Drain {
  result: DrainResult;
  suspects: { entry: QueueEntry; error: string }[];
  serverTookChanges: boolean;
}

/**
 * Sends the queue until it is empty, the server is unreachable, or the session is gone. Applied and stale
 * ops leave the queue, rejected ones leave it and are reported, failures stay with a growing backoff. An op the
 * server keeps failing on (5xx) is found by splitting its batch, set aside, and refused if the server took other
 * changes meanwhile (issue 12), so it never holds the queue.
 */
export async function drainQueue(ctx: SyncContext, options: DrainOptions = {}): Promise<DrainResult> {
  const drain: Drain = {
    result: {
      applied: 0,
      stale: 0,
      rejected: [],
      retrying: 0,
      unauthorized: false,
      error: null,
      nextRetryAt: null,
    },
    suspects: [],
    serverTookChanges: false,
  };
  const { result } = drain;
  // The queue as read, in sending order, less what was sent since. Read again only once it is used up: reading the
  // whole queue before each batch made an imported deck's 20,000 ops take 200 reads of up to 20,000 entries.
  // Nothing is missed: an op queued meanwhile is the newest (queue.ts never dates one before the last), so it
  // goes after every op read, and each batch is sent as stored now (pushBatch reads it again).
  let upcoming: QueueEntry[] = [];
  for (;;) {
    const setAside = new Set(drain.suspects.map(({ entry }) => entry.seq));
    if (upcoming.length === 0) upcoming = await readQueue(ctx.db);
    upcoming = upcoming.filter((entry) => !setAside.has(entry.seq));
    const head = upcoming[0];
    if (!head) break;
    // Ops are sent strictly in order, so a head waiting for its retry holds the queue back.
    if (!options.ignoreBackoff && head.next_attempt_at > ctx.now()) {
      result.nextRetryAt = head.next_attempt_at;
      break;
    }
    const batch = upcoming.slice(0, SYNC_PUSH_MAX_OPS);
    upcoming = upcoming.slice(batch.length);
    if ((await pushBatch(ctx, batch, drain)) === "stop") break;
  }
  if (!result.unauthorized) await settleSuspects(ctx, drain);
  return result;
}

async function pushBatch(ctx: SyncContext, entries: QueueEntry[], drain: Drain): Promise<Step> {
  const { result } = drain;
  // As stored now: settling an earlier part of a split batch may have moved these ops' base on (settle.ts).
  const batch = (await ctx.db.sync_queue.bulkGet(entries.map((entry) => entry.seq))).filter(
    (entry): entry is QueueEntry => entry !== undefined,
  );
  if (batch.length === 0) return "continue";
  const outcome = await callApi(
    ctx.transport,
    `${ctx.baseUrl}/api/sync/push`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ops: batch.map(toSyncQueueItem) }),
    },
    ctx.timeoutMs,
  );

  switch (outcome.kind) {
    case "unauthorized":
      result.unauthorized = true;
      return "stop";
    case "retry": {
      const failures = (batch[0]?.attempts ?? 0) + 1;
      const step = stepAfterFailure(batch, failures, isServerError(outcome.status));
      if (step.kind === "split") {
        for (const half of step.halves) {
          if ((await pushBatch(ctx, half, drain)) === "stop") return "stop";
        }
        return "continue";
      }
      if (step.kind === "suspect") {
        drain.suspects.push({ entry: step.op, error: outcome.error });
        return "continue";
      }
      await scheduleRetry(ctx, batch, outcome.error, result);
      return "stop";
    }
    case "refused":
      if (batch.length > 1) {
        // One bad op must not hold back the others: send them one by one to find it.
        for (const entry of batch) {
          if ((await pushBatch(ctx, [entry], drain)) === "stop") return "stop";
        }
        return "continue";
      }
      await settle(
        ctx,
        batch,
        [{ id: batch[0]!.id, status: "rejected", code: "validation", reason: outcome.error }],
        result,
      );
      return "continue";
    case "ok": {
      const parsed = syncPushResponseSchema.safeParse(outcome.body);
      if (!parsed.success) {
        await scheduleRetry(ctx, batch, "The server's sync answer was not understood", result);
        return "stop";
      }
      if (parsed.data.results.length > 0) drain.serverTookChanges = true;
      const missing = await settle(ctx, batch, parsed.data.results, result);
      if (missing.length === 0) return "continue";
      await scheduleRetry(ctx, missing, "The server did not answer this change", result);
      return "stop";
    }
  }
}

/** Refuses the drain's suspects if the server took other changes meanwhile; otherwise they wait for a retry. */
async function settleSuspects(ctx: SyncContext, drain: Drain): Promise<void> {
  if (drain.suspects.length === 0) return;
  if (judgeSuspects(drain.serverTookChanges) === "retry") {
    for (const { entry, error } of drain.suspects) await scheduleRetry(ctx, [entry], error, drain.result);
    return;
  }
  const entries = drain.suspects.map(({ entry }) => entry);
  const answers: SyncPushResult[] = drain.suspects.map(({ entry, error }) => ({
    id: entry.id,
    status: "rejected",
    code: "server_error",
    reason: messages.network.serverKeptFailing(error),
  }));
  await settle(ctx, entries, answers, drain.result);
}

/** Settles every answered op of the batch in one transaction; returns the ops the server did not answer. */
async function settle(
  ctx: SyncContext,
  batch: QueueEntry[],
  results: SyncPushResult[],
  result: DrainResult,
): Promise<QueueEntry[]> {
  const byId = new Map(results.map((answer) => [answer.id, answer]));
  const answered: AnsweredOp[] = [];
  const missing: QueueEntry[] = [];
  for (const entry of batch) {
    const answer = byId.get(entry.id);
    if (!answer) missing.push(entry);
    else answered.push({ entry, answer });
  }
  const rejections = await ctx.db.transaction("rw", ctx.db.tables, () =>
    settleAnswered(ctx.db, answered, new Date(ctx.now()).toISOString()),
  );
  for (const { answer } of answered) {
    if (answer.status === "applied") result.applied += 1;
    if (answer.status === "stale") result.stale += 1;
  }
  result.rejected.push(...rejections);
  return missing;
}

/** Keeps the ops queued and pushes their next attempt back by the backoff of their attempt count. */
async function scheduleRetry(
  ctx: SyncContext,
  entries: QueueEntry[],
  error: string,
  result: DrainResult,
): Promise<void> {
  const now = ctx.now();
  let earliest: number | null = null;
  await ctx.db.transaction("rw", ctx.db.sync_queue, async () => {
    for (const entry of entries) {
      const stored = await ctx.db.sync_queue.get(entry.seq);
      if (!stored) continue;
      const attempts = stored.attempts + 1;
      const nextAttemptAt = now + retryDelayMs(attempts, ctx.random);
      await ctx.db.sync_queue.update(entry.seq, {
        attempts,
        next_attempt_at: nextAttemptAt,
        last_error: error,
      });
      earliest = earliest === null ? nextAttemptAt : Math.min(earliest, nextAttemptAt);
    }
  });
  result.retrying += entries.length;
  result.error = error;
  if (earliest !== null) result.nextRetryAt = Math.min(earliest, result.nextRetryAt ?? earliest);
}
