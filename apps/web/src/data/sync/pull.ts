// Fetching the server's changes since the stored cursor and merging them (spec 1 §4 merge, DESIGN §4 pull).

import {
  SYNC_PULL_MAX_LIMIT,
  type SyncedCollection,
  type SyncPullResponse,
  syncPullResponseSchema,
} from "@lectern/core";
import { mergeRemoteRecords } from "../db/merge-remote";
import { getMeta, setMeta } from "../db/meta";
import { rederivePulledChanges } from "../study/rederive-pulled";
import type { SyncContext } from "./context";
import { rememberEpoch, serverLostChanges, startOver } from "./start-over";
import { callApi } from "./transport";

type Change = { collection: SyncedCollection; record: Record<string, unknown> };

export interface PullResult {
  pages: number;
  /** Changes the merge rule let in (added, replaced or deleted). */
  accepted: number;
  /** Changes the rule kept out (older, or the device has a pending change). */
  kept: number;
  /** Changes queued again because the server lost some (a restored backup): push them next. */
  requeued: number;
  cursor: number;
  unauthorized: boolean;
  error: string | null;
}

export interface PullOptions {
  limit?: number;
}

/**
 * Pages through the server's changes with the stored cursor. Each page is merged and its cursor stored in one
 * transaction, so an interrupted pull resumes where it stopped and never skips or half-applies a page.
 */
export async function pull(ctx: SyncContext, options: PullOptions = {}): Promise<PullResult> {
  // The largest page the server gives: each page is one local transaction that wakes every live query, so a
  // fresh device with 10,000 notes re-renders its screens 20 times instead of 50.
  const limit = options.limit ?? SYNC_PULL_MAX_LIMIT;
  let cursor = (await getMeta(ctx.db, "pull_cursor")) ?? 0;
  const result: PullResult = {
    pages: 0,
    accepted: 0,
    kept: 0,
    requeued: 0,
    cursor,
    unauthorized: false,
    error: null,
  };
  let startedOver = false;

  // The next page is fetched while this one is merged, so the network and the server's query overlap with the
  // device's IndexedDB writes; pages are still merged strictly in order, each with its cursor.
  let next = fetchPage(ctx, cursor, limit);
  for (;;) {
    const page = await next;
    if (page.kind === "unauthorized") return { ...result, unauthorized: true };
    if (page.kind === "error") return { ...result, error: page.error };
    const { changes, cursor: pageCursor, hasMore, epoch } = page.data;
    // The server lost changes this device holds: start over from 0 and send them back (once per pull).
    if (serverLostChanges(page.data, await getMeta(ctx.db, "sync_epoch"))) {
      if (startedOver) return { ...result, error: "The server restarted its sync twice in one pull" };
      startedOver = true;
      result.requeued += await startOver(ctx.db, epoch, new Date(ctx.now()));
      cursor = 0;
      next = fetchPage(ctx, cursor, limit);
      continue;
    }
    // A cursor that does not move would page forever.
    if (hasMore && pageCursor <= cursor) return { ...result, error: "The sync cursor did not advance" };
    if (hasMore) next = fetchPage(ctx, pageCursor, limit);

    const merged = await mergePage(ctx, changes, pageCursor, epoch);
    result.pages += 1;
    result.accepted += merged.accepted;
    result.kept += merged.kept;
    result.cursor = pageCursor;
    if (!hasMore) break;
    cursor = pageCursor;
  }
  await setMeta(ctx.db, "last_synced_at", new Date(ctx.now()).toISOString());
  return result;
}

type PageOutcome =
  | { kind: "ok"; data: SyncPullResponse }
  | { kind: "unauthorized" }
  | { kind: "error"; error: string };

async function fetchPage(ctx: SyncContext, since: number, limit: number): Promise<PageOutcome> {
  const outcome = await callApi(
    ctx.transport,
    `${ctx.baseUrl}/api/sync/pull?since=${since}&limit=${limit}`,
    { method: "GET" },
    ctx.timeoutMs,
  );
  if (outcome.kind === "unauthorized") return { kind: "unauthorized" };
  if (outcome.kind !== "ok") return { kind: "error", error: outcome.error };
  const page = syncPullResponseSchema.safeParse(outcome.body);
  if (!page.success) return { kind: "error", error: "The server's sync answer was not understood" };
  return { kind: "ok", data: page.data };
}

async function mergePage(ctx: SyncContext, changes: Change[], cursor: number, epoch?: string) {
  let accepted = 0;
  let kept = 0;
  const byCollection = new Map<SyncedCollection, Record<string, unknown>[]>();
  for (const { collection, record } of changes) {
    const records = byCollection.get(collection);
    if (records) records.push(record);
    else byCollection.set(collection, [record]);
  }
  await ctx.db.transaction("rw", ctx.db.tables, async () => {
    for (const [collection, records] of byCollection) {
      for (const outcome of await mergeRemoteRecords(ctx.db, collection, records)) {
        if (outcome === "accepted") accepted += 1;
        if (outcome === "kept") kept += 1;
      }
    }
    // Cards whose reviews, schedule or settings came in are derived again with the device's own pending reviews.
    await rederivePulledChanges(ctx.db, changes);
    await setMeta(ctx.db, "pull_cursor", cursor);
    await rememberEpoch(ctx.db, epoch);
  });
  return { accepted, kept };
}
