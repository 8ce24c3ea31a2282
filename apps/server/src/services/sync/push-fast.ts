import type { SyncPushResult, SyncQueueItem } from "@lectern/core";
import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { syncAppliedOps } from "../../db/schema/index.ts";
import { SYNCED_TABLES, type SyncedTable } from "./collections.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Row = Record<string, unknown>;

/**
 * The common push — new or newer records of the pusher's own, each once — written with a handful of statements
 * instead of several per op: reads are batched, every decision is made in memory, and each collection is written
 * with one multi-row upsert. The ops come checked (checkSyncOp); anything out of the ordinary (a retry, a delete,
 * a stale or foreign record, one record twice) returns null, and the caller takes the careful op-by-op path; so
 * does a write the database refuses, after this attempt's savepoint is rolled back, so one op the database cannot
 * store never undoes the batch: the careful path refuses that op alone. Same answers either way.
 */
export async function applyCommonPush(
  tx: Tx,
  userId: string,
  ops: SyncQueueItem[],
): Promise<SyncPushResult[] | null> {
  if (ops.some((op) => op.operation !== "update")) return null;
  const ids = ops.map((op) => String(op.data.id));
  if (new Set(ids).size !== ids.length) return null;
  const retried = await tx
    .select({ op_id: syncAppliedOps.op_id })
    .from(syncAppliedOps)
    .where(
      inArray(
        syncAppliedOps.op_id,
        ops.map((op) => op.id),
      ),
    );
  if (retried.length) return null;

  // The ops passed checkSyncOp: their data is parsed records of their collections.
  const records = ops.map((op) => op.data as Row);
  if (records.some((record) => record.user_id !== userId)) return null;
  if (!(await ownAndCurrent(tx, userId, ops, records))) return null;

  const outcome = await tx
    .transaction(async (savepoint) => {
      const saved = new Map<string, Row>();
      for (const collection of [...new Set(ops.map((op) => op.type))]) {
        const { table } = SYNCED_TABLES[collection];
        const columns = Object.keys(getTableColumns(table)).filter((c) => c !== "server_seq");
        const values = records
          .filter((_, i) => ops[i]?.type === collection)
          .map((r) => Object.fromEntries(columns.filter((c) => c in r).map((c) => [c, r[c]])));
        const updatable = Object.fromEntries(
          columns.filter((c) => c !== "id").map((c) => [c, excluded(table, c)]),
        );
        const rows = await savepoint
          .insert(table)
          .values(values)
          .onConflictDoUpdate({ target: table.id, set: updatable, setWhere: eq(table.user_id, userId) })
          .returning();
        for (const row of rows as Row[]) saved.set(String(row.id), row);
      }
      // A row that changed hands between the checks and the write: undo this attempt, go op by op.
      if (saved.size !== ops.length) throw new Error("bulk write skipped a row");
      const results: SyncPushResult[] = ops.map((op) => ({
        id: op.id,
        status: "applied",
        record: saved.get(String(op.data.id)) ?? {},
      }));
      await savepoint.insert(syncAppliedOps).values(
        ops.map((op, i) => ({
          op_id: op.id,
          user_id: userId,
          collection: op.type,
          result: results[i] as Row,
        })),
      );
      return results;
    })
    .catch(() => null);
  return outcome;
}

/** Every record is new or older on the server, the pusher's own, and points only at the pusher's records. */
async function ownAndCurrent(tx: Tx, userId: string, ops: SyncQueueItem[], records: Row[]): Promise<boolean> {
  const wanted = new Map<string, Set<string>>();
  const want = (collection: string, id: string) =>
    wanted.set(collection, (wanted.get(collection) ?? new Set()).add(id));
  ops.forEach((op, i) => {
    want(op.type, String(records[i]?.id));
    for (const ref of SYNCED_TABLES[op.type].references) {
      const target = records[i]?.[ref.column];
      if (typeof target === "string") want(ref.collection, target);
    }
  });
  const found = new Map<string, Row>();
  for (const [collection, idSet] of wanted) {
    const { table } = SYNCED_TABLES[collection as SyncQueueItem["type"]];
    const rows = await tx
      .select()
      .from(table)
      .where(inArray(table.id, [...idSet]));
    for (const row of rows as Row[]) found.set(`${collection}:${row.id}`, row);
  }
  const created = new Set<string>();
  for (const [i, op] of ops.entries()) {
    const record = records[i] as Row;
    const existing = found.get(`${op.type}:${record.id}`);
    if (existing && existing.user_id !== userId) return false;
    if (existing && Date.parse(String(existing.updated_at)) > Date.parse(String(record.updated_at)))
      return false;
    for (const ref of SYNCED_TABLES[op.type].references) {
      const target = record[ref.column];
      if (typeof target !== "string") continue;
      const key = `${ref.collection}:${target}`;
      const row = found.get(key);
      if (!created.has(key) && (!row || row.user_id !== userId)) return false;
    }
    created.add(`${op.type}:${record.id}`);
  }
  return true;
}

/** `excluded.<column>`: the value the conflicting insert proposed. */
const excluded = (table: SyncedTable, property: string) => sql.raw(`excluded."${table[property].name}"`);
