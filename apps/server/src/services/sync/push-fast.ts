import {
  decideOp,
  NATURAL_KEYS,
  type ServerRow,
  type SyncPushResult,
  type SyncQueueItem,
} from "@lectern/core";
import { eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { syncAppliedOps } from "../../db/schema/index.ts";
import { appliedOpRow } from "./applied-ops.ts";
import { SYNCED_TABLES, type SyncedTable } from "./collections.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Row = Record<string, unknown>;
type AppliedResult = Extract<SyncPushResult, { status: "applied" }>;

/**
 * The common push — creates and edits of the pusher's own records, each once — written with a handful of
 * statements instead of several per op: reads are batched, every op is decided in memory by `decideOp` (the same
 * rule as the careful path), and each collection is written with one multi-row upsert. The ops come checked
 * (checkSyncOp); anything out of the ordinary (a retry, a delete, any answer but a plain apply, a new record of a
 * natural-key collection, one record twice) returns null, and the caller takes the careful op-by-op path; so
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
  const records = await decideAll(tx, userId, ops);
  if (!records) return null;

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
      await savepoint
        .insert(syncAppliedOps)
        .values(ops.map((op, i) => appliedOpRow(op.id, userId, op.type, results[i] as AppliedResult)));
      return results;
    })
    .catch(() => null);
  return outcome;
}

/**
 * The values to write for each op, when decideOp applies every one as a plain write of its own record and every
 * reference points at the pusher's records; otherwise null.
 */
async function decideAll(tx: Tx, userId: string, ops: SyncQueueItem[]): Promise<Row[] | null> {
  const wanted = new Map<string, Set<string>>();
  const want = (collection: string, id: string) =>
    wanted.set(collection, (wanted.get(collection) ?? new Set()).add(id));
  ops.forEach((op) => {
    want(op.type, String(op.data.id));
    for (const ref of SYNCED_TABLES[op.type].references) {
      const target = op.data[ref.column];
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
  const now = new Date();
  const records: Row[] = [];
  for (const op of ops) {
    const current = found.get(`${op.type}:${op.data.id}`) as ServerRow | undefined;
    // A new record of a natural-key collection may have to merge into the key's row: the careful path looks.
    if (!current && NATURAL_KEYS[op.type]) return null;
    const decision = decideOp({ op, userId, current, now });
    if (decision.status !== "applied" || decision.write !== "upsert") return null;
    const record = decision.values;
    for (const ref of SYNCED_TABLES[op.type].references) {
      const target = record[ref.column];
      if (typeof target !== "string") continue;
      const key = `${ref.collection}:${target}`;
      const row = found.get(key);
      if (!created.has(key) && (!row || row.user_id !== userId)) return null;
    }
    created.add(`${op.type}:${record.id}`);
    records.push(record);
  }
  return records;
}

/** `excluded.<column>`: the value the conflicting insert proposed. */
const excluded = (table: SyncedTable, property: string) => sql.raw(`excluded."${table[property].name}"`);
