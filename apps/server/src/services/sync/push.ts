import {
  checkSyncOp,
  decideOp,
  isUuidV4,
  messages,
  NATURAL_KEYS,
  type OpDecision,
  PushChain,
  type ServerRow,
  type SyncedCollection,
  type SyncOpCheck,
  type SyncPushResult,
  type SyncQueueItem,
  studyPreferencesId,
} from "@lectern/core";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { syncAppliedOps } from "../../db/schema/index.ts";
import { withUserWrites } from "../../db/user-writes.ts";
import { countSyncOutcomes } from "../metrics.ts";
import { recomputeAfterPush, touchesSettings } from "../study/after-push.ts";
import { readPreferences } from "../study/recompute.ts";
import { appliedOpRow, replayAnswer } from "./applied-ops.ts";
import { SYNCED_TABLES, type SyncedTable } from "./collections.ts";
import { applyCommonPush } from "./push-fast.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Row = Record<string, unknown>;

const rejected = (
  id: string,
  code: "validation" | "forbidden" | "log_rewrite",
  reason: string,
): SyncPushResult => ({
  id,
  status: "rejected",
  code,
  reason,
});

/**
 * Applies a push's ops in order, each once: a retry with the same op id gets the first answer. One transaction
 * holds the user's write lock for the batch and each op runs in its own savepoint, so a refused op is undone
 * alone and never blocks the others (DESIGN §4 asks for one transaction per op; savepoints keep that
 * atomicity at a fraction of the cost — measured in bench/sync.bench.ts). Each op is decided by `decideOp`
 * (core, the only copy of the rule): another user's row is refused and never overwritten; a row that moved past
 * the op's base comes back `stale`; logs are insert-only; natural keys merge (issue 13). Each op is checked on its
 * own (`checkSyncOp`): a bad op is `rejected` by the field at fault and the rest of the batch applies (issue 12).
 */
export async function applyOps(
  db: Database,
  userId: string,
  ops: { id: string }[],
): Promise<SyncPushResult[]> {
  const checks = ops.map((op) => checkOwnPreferencesId(checkSyncOp(op)));
  return withUserWrites(db, userId, async (tx) => {
    const valid = checks.flatMap((check) => (check.ok ? [check.op] : []));
    // A settings change re-derives what it can move (issue 14): what the settings were decides that.
    const settingsBefore = touchesSettings(valid) ? await readPreferences(tx, userId) : null;
    // The bulk path takes only batches where every op passed its checks; a refused op goes op by op.
    if (valid.length === ops.length) {
      const common = await applyCommonPush(tx, userId, valid);
      if (common) {
        await recomputeAfterPush(
          tx,
          userId,
          valid.map((op, i) => ({ type: op.type, result: common[i] as SyncPushResult })),
          settingsBefore,
        );
        return common;
      }
    }
    const results: SyncPushResult[] = [];
    const chain = new PushChain();
    for (const [i, op] of ops.entries()) {
      const check = checks[i] as SyncOpCheck;
      try {
        results.push(await tx.transaction((savepoint) => applyOp(savepoint, userId, op.id, check, chain)));
      } catch (error) {
        // What the database refuses that the checks did not foresee (a value it cannot store, a constraint): that op is refused, never answered with a 5xx that the device would retry forever.
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        results.push(rejected(op.id, "validation", refusal));
      }
    }
    // Reviews are the truth (issue 14): the cards this push touched get their counts and schedule derived again.
    await recomputeAfterPush(
      tx,
      userId,
      results.map((result, i) => {
        const check = checks[i] as SyncOpCheck;
        return { type: check.ok ? check.op.type : undefined, result };
      }),
      settingsBefore,
    );
    return attachServerRows(tx, userId, ops, results);
  }).then(countSyncOutcomes); // issue 18 §4: counted once the transaction has committed
}

/**
 * A study-preferences record lives under its user's one id, studyPreferencesId(user_id) (issue 14): a record under
 * any other id is refused, so nobody can take another user's id before that user first saves their settings.
 */
function checkOwnPreferencesId(check: SyncOpCheck): SyncOpCheck {
  if (!check.ok || check.op.type !== "study_preferences" || check.op.operation !== "update") return check;
  const { id, user_id } = check.op.data;
  if (typeof user_id === "string" && id === studyPreferencesId(user_id)) return check;
  return { ok: false, reason: "Invalid id: study preferences must use the user's own record id" };
}

/**
 * A refused op's answer carries the user's row of its record when the server has one, so the device puts the
 * server's version back instead of keeping a copy the server never took (issue 13). Another user's row, or a
 * record id that is not one, gets nothing.
 */
async function attachServerRows(
  tx: Tx,
  userId: string,
  ops: { id: string }[],
  results: SyncPushResult[],
): Promise<SyncPushResult[]> {
  for (const [i, result] of results.entries()) {
    if (result.status !== "rejected" || result.record || result.code === "forbidden") continue;
    const { type, data } = ops[i] as { type?: unknown; data?: { id?: unknown } };
    const collection =
      typeof type === "string" && Object.hasOwn(SYNCED_TABLES, type) ? (type as SyncedCollection) : null;
    const id = data?.id;
    if (!collection || !isUuidV4(id)) continue;
    const row = await findRow(tx, SYNCED_TABLES[collection].table, id);
    if (row && row.user_id === userId) results[i] = { ...result, record: row };
  }
  return results;
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

async function applyOp(
  tx: Tx,
  userId: string,
  opId: string,
  check: SyncOpCheck,
  chain: PushChain,
): Promise<SyncPushResult> {
  const [done] = await tx.select().from(syncAppliedOps).where(eq(syncAppliedOps.op_id, opId));
  if (done) {
    return done.user_id === userId
      ? replayAnswer(tx, done)
      : rejected(opId, "forbidden", "This change id was already used.");
  }
  if (!check.ok) return rejected(opId, "validation", check.reason);
  const { op } = check;
  const { table } = SYNCED_TABLES[op.type];
  const current = await findRow(tx, table, String(op.data.id));
  const sameKey = current || op.operation === "delete" ? undefined : await findSameKey(tx, userId, op);
  const decision = decideOp({
    op: { ...op, base_seq: chain.baseOf(op) },
    userId,
    current,
    sameKey,
    now: new Date(),
  });
  const result = await carryOut(tx, userId, op, decision);
  if (result.status === "applied") chain.noteApplied(op, result.record.server_seq);
  if (result.status !== "rejected")
    await tx.insert(syncAppliedOps).values(appliedOpRow(op.id, userId, op.type, result));
  return result;
}

/** Does what decideOp answered: writes the row, or answers with the server's row. */
async function carryOut(
  tx: Tx,
  userId: string,
  op: SyncQueueItem,
  decision: OpDecision,
): Promise<SyncPushResult> {
  switch (decision.status) {
    case "stale":
      return { id: op.id, status: "stale", record: decision.record };
    case "rejected":
      // Another user's row never leaves the server: decideOp sends none with a forbidden refusal.
      return decision.record
        ? {
            id: op.id,
            status: "rejected",
            code: decision.code,
            reason: decision.reason,
            record: decision.record,
          }
        : rejected(op.id, decision.code, decision.reason);
    case "applied":
      break;
  }
  const { table, references } = SYNCED_TABLES[op.type];
  if (decision.write === "none") return { id: op.id, status: "applied", record: decision.record };
  if (decision.write === "delete") {
    const [saved] = await tx
      .update(table)
      .set(decision.values)
      .where(and(eq(table.id, decision.id), eq(table.user_id, userId)))
      .returning();
    return { id: op.id, status: "applied", record: saved as Row };
  }
  const record = decision.values;
  for (const ref of references) {
    const target = record[ref.column];
    if (typeof target !== "string") continue;
    const row = await findRow(tx, SYNCED_TABLES[ref.collection].table, target);
    if (!row) return rejected(op.id, "validation", `Invalid ${ref.column}: no such record`);
    if (row.user_id !== userId)
      return rejected(op.id, "forbidden", ref.notYours ?? messages.network.notYours);
  }
  const values = columnValues(table, record);
  const [saved] = await tx
    .insert(table)
    .values(values)
    .onConflictDoUpdate({ target: table.id, set: values, setWhere: eq(table.user_id, userId) })
    .returning();
  if (!saved) return rejected(op.id, "forbidden", messages.network.notYours);
  return { id: op.id, status: "applied", record: saved as Row };
}

/** The record's values for its table's columns; server_seq is the server's to stamp. */
export function columnValues(table: SyncedTable, record: Row): Row {
  const values: Row = {};
  for (const key of Object.keys(getTableColumns(table)))
    if (key in record && key !== "server_seq") values[key] = record[key];
  return values;
}

async function findRow(tx: Tx, table: SyncedTable, id: string): Promise<ServerRow | undefined> {
  const [row] = await tx.select().from(table).where(eq(table.id, id));
  return row as ServerRow | undefined;
}

/** The user's row with the op's natural key (one summary per note, one schedule per card), if the collection has one. */
async function findSameKey(tx: Tx, userId: string, op: SyncQueueItem): Promise<ServerRow | undefined> {
  const key = NATURAL_KEYS[op.type];
  const value = key ? op.data[key] : undefined;
  if (!key || typeof value !== "string") return undefined;
  const { table } = SYNCED_TABLES[op.type];
  // The live row first, newest first, as generation picks the summary it replaces (services/generation/save.ts),
  // should a key hold two rows (summaries written before the rule); a tombstone only when none is live (a card's
  // schedule is unique per card, deleted or not).
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.user_id, userId), eq(table[key], value)))
    .orderBy(sql`${table.deleted_at} is null desc`, desc(table.updated_at))
    .limit(1);
  return row as ServerRow | undefined;
}
