import { messages, type SyncPushResult, type SyncQueueItem, syncedRecordSchemas } from "@lectern/core";
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
 * row (spec 1 §4 merge, last writer by updated_at).
 */
export async function applyOps(
  db: Database,
  userId: string,
  ops: SyncQueueItem[],
): Promise<SyncPushResult[]> {
  return db.transaction(async (tx) => {
    await lockUserWrites(tx, userId);
    const common = await applyCommonPush(tx, userId, ops);
    if (common) return common;
    const results: SyncPushResult[] = [];
    for (const op of ops) {
      try {
        results.push(await tx.transaction((savepoint) => applyOp(savepoint, userId, op)));
      } catch (error) {
        // A constraint the checks below did not foresee (say, a second schedule for one card): the op is
        // refused, never answered with a 5xx that the device would retry forever.
        const code = constraintCode(error);
        if (!code) throw error;
        results.push(rejected(op.id, "validation", `Conflicts with an existing record (${code})`));
      }
    }
    return results;
  });
}

/** The SQLSTATE of an integrity-constraint violation (class 23), wherever the driver nests it. */
function constraintCode(error: unknown): string | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string" && e.code.startsWith("23")) return e.code;
  }
  return null;
}

async function applyOp(tx: Tx, userId: string, op: SyncQueueItem): Promise<SyncPushResult> {
  const [done] = await tx.select().from(syncAppliedOps).where(eq(syncAppliedOps.op_id, op.id));
  if (done) {
    return done.user_id === userId
      ? (done.result as SyncPushResult)
      : rejected(op.id, "forbidden", "This change id was already used.");
  }
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
  const parsed = syncedRecordSchemas[op.type].safeParse(op.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return rejected(op.id, "validation", `Invalid ${issue?.path.join(".") || "record"}: ${issue?.message}`);
  }
  const record = parsed.data as Row & { id: string; user_id: string; updated_at: string };
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
