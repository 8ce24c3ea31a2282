import { SYNC_PULL_PAGE_BUDGET_CHARS, type SyncedCollection, type SyncPullResponse } from "@lectern/core";
import { and, asc, eq, getTableName, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Tx } from "../../db/user-writes.ts";
import { SYNCED_TABLES } from "./collections.ts";
import { epochAndHighWater, renewEpoch } from "./epoch.ts";

/**
 * The user's rows changed after `since` across every synced collection, tombstones included, in server_seq
 * order. Each table gives at most `limit` rows above the cursor, so the first `limit` of their merge are exactly
 * the next `limit` changes overall.
 *
 * Every read of a page runs in one REPEATABLE READ READ ONLY transaction (issue 13): one snapshot for the probe,
 * the tables and the epoch. Read one by one (on PostgreSQL, on different pool connections), a push committing
 * between two reads could give a page with seq n+1 but not seq n, and the cursor would pass n forever. With one
 * snapshot and every writer holding the user's lock (withUserWrites), the user's rows in the snapshot are
 * exactly the numbers below some point, so the cursor never passes a row that commits later.
 *
 * A cursor above every number this database ever gave means it lost rows the device holds (a restored backup):
 * the answer starts a new epoch and says `reset`, and the device starts over from 0 (syncPullResponseSchema).
 */
export async function pullChanges(
  db: Database,
  userId: string,
  since: number,
  limit: number,
): Promise<SyncPullResponse> {
  const page = await db.transaction((tx) => readPage(tx, userId, since, limit), SNAPSHOT);
  if (since <= page.highWater) return page.response;
  return {
    changes: [],
    cursor: 0,
    hasMore: true,
    epoch: await renewEpoch(db, page.epoch, since),
    reset: true,
  };
}

const SNAPSHOT = { isolationLevel: "repeatable read", accessMode: "read only" } as const;

async function readPage(tx: Tx, userId: string, since: number, limit: number) {
  const { epoch, highWater } = await epochAndHighWater(tx);
  const perTable: { collection: SyncedCollection; record: Record<string, unknown> }[][] = [];
  // One after another: a transaction is one connection, which runs one statement at a time anyway.
  for (const collection of await collectionsChangedSince(tx, userId, since)) {
    const { table } = SYNCED_TABLES[collection];
    const rows = await tx
      .select()
      .from(table)
      .where(and(eq(table.user_id, userId), gt(table.server_seq, since)))
      .orderBy(asc(table.server_seq))
      .limit(limit + 1);
    perTable.push(rows.map((record) => ({ collection, record: record as Record<string, unknown> })));
  }
  const merged = perTable.flat().sort((a, b) => Number(a.record.server_seq) - Number(b.record.server_seq));
  const changes = withinBudget(merged.slice(0, limit), SYNC_PULL_PAGE_BUDGET_CHARS);
  const last = changes.at(-1);
  const response: SyncPullResponse = {
    changes,
    cursor: last ? Number(last.record.server_seq) : since,
    hasMore: merged.length > changes.length,
    epoch,
  };
  return { response, epoch, highWater };
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
async function collectionsChangedSince(db: Tx, userId: string, since: number): Promise<SyncedCollection[]> {
  const collections = Object.keys(SYNCED_TABLES) as SyncedCollection[];
  const probes = collections.map((collection) => {
    const table = sql.identifier(getTableName(SYNCED_TABLES[collection].table));
    return sql`select ${collection}::text as collection where exists (select 1 from ${table} where user_id = ${userId} and server_seq > ${since})`;
  });
  const result = await db.execute(sql.join(probes, sql` union all `));
  return rowsOf<{ collection: SyncedCollection }>(result).map((row) => row.collection);
}
