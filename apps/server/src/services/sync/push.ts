import {
  checkSyncOp,
  messages,
  type SyncOpCheck,
  type SyncPushResult,
  type SyncQueueItem,
} from "@lectern/core";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { syncAppliedOps } from "../../db/schema/index.ts";
import { SYNCED_TABLES, type SyncedTable } from "./collections.ts";
import { applyCommonPush } from "./push-fast.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Row = Record<string, unknown>;

/** Second key of the per-user advisory lock that orders one user's server_seq numbers (DESIGN §4). */
const USER_WRITE_LOCK = 7243;

/** Takes the user's write lock for the rest of the transaction; every synced write goes through here. */
export async function lockUserWrites(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_WRITE_LOCK}, hashtext(${userId}))`);
}

const rejected = (id: string, code: "validation" | "forbidden", reason: string): SyncPushResult => ({
  id,
  status: "rejected",
  code,
  reason,
});

/**
 * Applies a push's ops in order, each once: a retry with the same op id gets the first answer. One transaction
 * holds the user's write lock for the batch and each op runs in its own savepoint, so a refused op is undone
 * alone and never blocks the others (DESIGN §4 asks for one transaction per op; savepoints keep that
 * atomicity at a fraction of the cost — measured in bench/sync.bench.ts). A row id that belongs to another user
 * is refused and never overwritten; an op older than the server's version comes back `stale` with the server's
 * row (spec 1 §4 merge, last writer by updated_at). Each op is checked on its own (`checkSyncOp`): a bad op is
 * `rejected` by the field at fault and the rest of the batch applies (issue 12).
 */
export async function applyOps(
  db: Database,
  userId: string,
  ops: { id: string }[],
): Promise<SyncPushResult[]> {
  const checks = ops.map((op) => checkSyncOp(op));
  return db.transaction(async (tx) => {
    await lockUserWrites(tx, userId);
    const valid = checks.flatMap((check) => (check.ok ? [check.op] : []));
    // The bulk path takes only batches where every op passed its checks; a refused op goes op by op.
    if (valid.length === ops.length) {
      const common = await applyCommonPush(tx, userId, valid);
      if (common) return common;
    }
    const results: SyncPushResult[] = [];
    for (const [i, op] of ops.entries()) {
      const check = checks[i] as SyncOpCheck;
      try {
        results.push(await tx.transaction((savepoint) => applyOp(savepoint, userId, op.id, check)));
      } catch (error) {
        // What the database refuses that the checks did not foresee (a second schedule for one card, a value
        // it cannot store): that op is refused, never answered with a 5xx that the device would retry forever.
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        results.push(rejected(op.id, "validation", refusal));
      }
    }
    return results;
  });
}

/**
 * SQLSTATE classes that are about the op's own data: 22 data exception (22P05 untranslatable character, 22003
 * numeric out of range, 22007/22008 datetime, 22P02 invalid text), 23 integrity constraint, 54 program limit
 * (a value too large to index). Anything else (a lost connection, a serialization failure) is the server's.
 */
const OP_DATA_ERROR_CLASSES = ["22", "23", "54"];

/** The user-facing reason for a database refusal of one op's data, or null when the error is not about it. */
export function refusalOf(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    const code = e.code;
    if (typeof code !== "string" || !OP_DATA_ERROR_CLASSES.includes(code.slice(0, 2))) continue;
    return code.startsWith("23")
      ? `Conflicts with an existing record (${code})`
      : `The database could not store this change (${code})`;
  }
  return null;
}

async function applyOp(tx: Tx, userId: string, opId: string, check: SyncOpCheck): Promise<SyncPushResult> {
  const [done] = await tx.select().from(syncAppliedOps).where(eq(syncAppliedOps.op_id, opId));
  if (done) {
    return done.user_id === userId
      ? (done.result as SyncPushResult)
      : rejected(opId, "forbidden", "This change id was already used.");
  }
  if (!check.ok) return rejected(opId, "validation", check.reason);
  const { op } = check;
  const result =
    op.operation === "delete" ? await applyDelete(tx, userId, op) : await applyUpdate(tx, userId, op);
  if (result.status !== "rejected") {
    await tx.insert(syncAppliedOps).values({ op_id: op.id, user_id: userId, collection: op.type, result });
  }
  return result;
}

async function findRow(tx: Tx, table: SyncedTable, id: string): Promise<Row | undefined> {
  const [row] = await tx.select().from(table).where(eq(table.id, id));
  return row as Row | undefined;
}

async function applyUpdate(tx: Tx, userId: string, op: SyncQueueItem): Promise<SyncPushResult> {
  // op.data was parsed by its collection's schema in checkSyncOp.
  const record = op.data as Row & { id: string; user_id: string; updated_at: string };
  if (record.user_id !== userId) return rejected(op.id, "forbidden", messages.network.notYours);

  const { table, references } = SYNCED_TABLES[op.type];
  const existing = await findRow(tx, table, record.id);
  if (existing && existing.user_id !== userId) return rejected(op.id, "forbidden", messages.network.notYours);
  if (existing && Date.parse(String(existing.updated_at)) > Date.parse(record.updated_at)) {
    return { id: op.id, status: "stale", record: existing };
  }
  for (const ref of references) {
    const target = record[ref.column];
    if (typeof target !== "string") continue;
    const row = await findRow(tx, SYNCED_TABLES[ref.collection].table, target);
    if (!row) return rejected(op.id, "validation", `Invalid ${ref.column}: no such record`);
    if (row.user_id !== userId) return rejected(op.id, "forbidden", messages.network.notYours);
  }

  const columns = getTableColumns(table);
  const values: Row = {};
  for (const key of Object.keys(columns))
    if (key in record && key !== "server_seq") values[key] = record[key];
  values.user_id = userId;
  const [saved] = await tx
    .insert(table)
    .values(values)
    .onConflictDoUpdate({ target: table.id, set: values, setWhere: eq(table.user_id, userId) })
    .returning();
  if (!saved) return rejected(op.id, "forbidden", messages.network.notYours);
  return { id: op.id, status: "applied", record: saved as Row };
}

async function applyDelete(tx: Tx, userId: string, op: SyncQueueItem): Promise<SyncPushResult> {
  const { table } = SYNCED_TABLES[op.type];
  const id = String(op.data.id);
  const existing = await findRow(tx, table, id);
  if (!existing) {
    // Born and deleted on the device before it ever synced: nothing to remove here.
    return { id: op.id, status: "applied", record: { id, deleted_at: op.data.deleted_at ?? op.timestamp } };
  }
  if (existing.user_id !== userId) return rejected(op.id, "forbidden", messages.network.notYours);
  const when = typeof op.data.deleted_at === "string" ? op.data.deleted_at : op.timestamp;
  const [saved] = await tx
    .update(table)
    .set({ deleted_at: String(existing.deleted_at ?? when), updated_at: when })
    .where(and(eq(table.id, id), eq(table.user_id, userId)))
    .returning();
  return { id: op.id, status: "applied", record: saved as Row };
}
