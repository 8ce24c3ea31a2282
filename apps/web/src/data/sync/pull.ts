// Fetching the server's changes since the stored cursor and merging them (spec 1 §4 merge, DESIGN §4 pull).

import { SYNC_PULL_MAX_LIMIT, type SyncedCollection, syncPullResponseSchema } from "@lectern/core";
import { mergeRemoteRecords } from "../db/merge-remote";
import { getMeta, setMeta } from "../db/meta";
import type { SyncContext } from "./context";
import { callApi } from "./transport";

type Change = { collection: SyncedCollection; record: Record<string, unknown> };

export interface PullResult {
  pages: number;
  /** Changes the merge rule let in (added, replaced or deleted). */
  accepted: number;
  /** Changes the rule kept out (older, or the device has a pending change). */
  kept: number;
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
  const result: PullResult = { pages: 0, accepted: 0, kept: 0, cursor, unauthorized: false, error: null };

  for (;;) {
    const outcome = await callApi(
      ctx.transport,
      `${ctx.baseUrl}/api/sync/pull?since=${cursor}&limit=${limit}`,
      { method: "GET" },
      ctx.timeoutMs,
    );
    if (outcome.kind === "unauthorized") return { ...result, unauthorized: true };
    if (outcome.kind !== "ok") return { ...result, error: outcome.error };
    const page = syncPullResponseSchema.safeParse(outcome.body);
    if (!page.success) return { ...result, error: "The server's sync answer was not understood" };

    const merged = await mergePage(ctx, page.data.changes, page.data.cursor);
    result.pages += 1;
    result.accepted += merged.accepted;
    result.kept += merged.kept;
    result.cursor = page.data.cursor;
    if (!page.data.hasMore) break;
    // A cursor that does not move would page forever.
    if (page.data.cursor <= cursor) return { ...result, error: "The sync cursor did not advance" };
    cursor = page.data.cursor;
  }
  await setMeta(ctx.db, "last_synced_at", new Date(ctx.now()).toISOString());
  return result;
}

async function mergePage(ctx: SyncContext, changes: Change[], cursor: number) {
  let accepted = 0;
  let kept = 0;
  const byCollection = new Map<SyncedCollection, Record<string, unknown>[]>();
  for (const { collection, record } of changes)
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), record]);
  await ctx.db.transaction("rw", ctx.db.tables, async () => {
    for (const [collection, records] of byCollection) {
      for (const outcome of await mergeRemoteRecords(ctx.db, collection, records)) {
        if (outcome === "accepted") accepted += 1;
        if (outcome === "kept") kept += 1;
      }
    }
    await setMeta(ctx.db, "pull_cursor", cursor);
  });
  return { accepted, kept };
}
