// The record of ops a server applied, by op id (DESIGN §4): a retried push answers from here, never twice.

import type { SyncedCollection, SyncPushResult } from "@lectern/core";
import { eq } from "drizzle-orm";
import type { syncAppliedOps } from "../../db/schema/index.ts";
import type { Tx } from "../../db/user-writes.ts";
import { SYNCED_TABLES } from "./collections.ts";

type Answered = Extract<SyncPushResult, { status: "applied" | "stale" }>;

/**
 * The row that remembers an answered op: its outcome, the record's id and the server_seq it had then, not the
 * record (issue 13). Refused ops are not remembered: a retry of one is decided again.
 */
export function appliedOpRow(opId: string, userId: string, collection: SyncedCollection, result: Answered) {
  const { id, server_seq } = result.record;
  return {
    op_id: opId,
    user_id: userId,
    collection,
    status: result.status,
    record_id: typeof id === "string" ? id : null,
    server_seq: typeof server_seq === "number" ? server_seq : null,
  };
}

/** What a retried op is answered: the first answer's outcome, with the record as the server holds it now. */
export async function replayAnswer(
  tx: Tx,
  done: typeof syncAppliedOps.$inferSelect,
): Promise<SyncPushResult> {
  const status = done.status === "stale" ? "stale" : "applied";
  const table = SYNCED_TABLES[done.collection as SyncedCollection]?.table;
  if (!table || !done.record_id) return { id: done.op_id, status, record: {} };
  const [row] = await tx.select().from(table).where(eq(table.id, done.record_id));
  // A record that never reached the server (born and deleted on the device) is answered as the tombstone it was.
  return { id: done.op_id, status, record: (row as Record<string, unknown>) ?? { id: done.record_id } };
}
