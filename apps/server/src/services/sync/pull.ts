import type { SyncedCollection, SyncPullResponse } from "@lectern/core";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { SYNCED_TABLES } from "./collections.ts";

/**
 * The user's rows changed after `since` across every synced collection, tombstones included, in server_seq
 * order. Each table gives at most `limit` rows above the cursor, so the first `limit` of their merge are exactly
 * the next `limit` changes overall.
 */
export async function pullChanges(
  db: Database,
  userId: string,
  since: number,
  limit: number,
): Promise<SyncPullResponse> {
  const perTable = await Promise.all(
    (Object.keys(SYNCED_TABLES) as SyncedCollection[]).map(async (collection) => {
      const { table } = SYNCED_TABLES[collection];
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.user_id, userId), gt(table.server_seq, since)))
        .orderBy(asc(table.server_seq))
        .limit(limit + 1);
      return rows.map((record) => ({ collection, record: record as Record<string, unknown> }));
    }),
  );
  const merged = perTable.flat().sort((a, b) => Number(a.record.server_seq) - Number(b.record.server_seq));
  const changes = merged.slice(0, limit);
  const last = changes.at(-1);
  return { changes, cursor: last ? Number(last.record.server_seq) : since, hasMore: merged.length > limit };
}
