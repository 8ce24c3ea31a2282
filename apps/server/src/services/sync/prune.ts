import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { generationRequests, syncAppliedOps } from "../../db/schema/index.ts";

/** How long an op id (and a generation request id) is remembered: a device retries within minutes, not months. */
export const APPLIED_OPS_KEEP_DAYS = 30;

/** Forgets op ids and generation request ids older than APPLIED_OPS_KEEP_DAYS: two indexed deletes (issue 13). */
export async function pruneRememberedRequests(db: Database): Promise<void> {
  const cutoff = sql`now() - make_interval(days => ${APPLIED_OPS_KEEP_DAYS})`;
  await db.delete(syncAppliedOps).where(lt(syncAppliedOps.applied_at, cutoff));
  await db.delete(generationRequests).where(lt(generationRequests.created_at, cutoff));
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrune = Number.NEGATIVE_INFINITY;

/**
 * Prunes at most once an hour per process, after a push has answered (never on its path). Several servers each
 * pruning hourly cost a few indexed deletes; nothing else depends on this timestamp.
 */
export function pruneNowAndThen(db: Database, onError: (error: unknown) => void, now = Date.now()): void {
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  pruneRememberedRequests(db).catch(onError);
}
