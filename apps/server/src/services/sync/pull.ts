import { SYNC_PULL_PAGE_BUDGET_CHARS, type SyncedCollection, type SyncPullResponse } from "@lectern/core";
import { and, asc, eq, getTableName, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
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
    (await collectionsChangedSince(db, userId, since)).map(async (collection) => {
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
  const changes = withinBudget(merged.slice(0, limit), SYNC_PULL_PAGE_BUDGET_CHARS);
  const last = changes.at(-1);
  return {
    changes,
    cursor: last ? Number(last.record.server_seq) : since,
    hasMore: merged.length > changes.length,
  };
}

/** The leading changes whose records fit in `budget` characters; the first one always goes, so a page moves on. */
export function withinBudget<T extends { record: Record<string, unknown> }>(
  changes: T[],
  budget: number,
): T[] {
  let used = 0;
  for (const [i, change] of changes.entries()) {
    used += approximateChars(change.record);
    if (used > budget && i > 0) return changes.slice(0, i);
  }
  return changes;
}

/** About how many characters a record takes as JSON: its strings in full, other values roughly. */
function approximateChars(record: Record<string, unknown>): number {
  let chars = 0;
  for (const value of Object.values(record)) {
    if (typeof value === "string") chars += value.length + 8;
    else if (value !== null && typeof value === "object") chars += JSON.stringify(value).length;
    else chars += 16;
  }
  return chars;
}

/**
 * The collections with any of the user's rows above the cursor, in one round trip. Most pulls touch one or two
 * of the ten collections; asking only those keeps a pull to two or three queries instead of eleven.
 */
async function collectionsChangedSince(
  db: Database,
  userId: string,
  since: number,
): Promise<SyncedCollection[]> {
  const collections = Object.keys(SYNCED_TABLES) as SyncedCollection[];
  const probes = collections.map((collection) => {
    const table = sql.identifier(getTableName(SYNCED_TABLES[collection].table));
    return sql`select ${collection}::text as collection where exists (select 1 from ${table} where user_id = ${userId} and server_seq > ${since})`;
  });
  const result = await db.execute(sql.join(probes, sql` union all `));
  return rowsOf<{ collection: SyncedCollection }>(result).map((row) => row.collection);
}
