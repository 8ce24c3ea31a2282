// What happens to the device's copy of a record once the server answered its op (DESIGN §4 push).

import type { SyncPushResult } from "@lectern/core";
import type { LecternDB } from "../db/database";
import { hasQueuedChange } from "../db/queue";
import type { LocalRecord, QueueEntry, RejectedChange } from "../db/schema";

/**
 * Removes the answered op from the queue and settles its record, inside the caller's transaction (which must
 * include every table):
 * - applied: the server's copy (with its server_seq) replaces the local one; an acknowledged tombstone is
 *   removed from the device, its delete has reached the server;
 * - stale: the server's newer copy replaces the local one, which is kept as a previous version;
 * - rejected: the local record stays as it is, and the refusal is stored for the user to see.
 * The pending flag clears only when no later change of the record is still queued: that change goes next and
 * its record must not be overwritten by an older answer. Returns the stored refusal, if any.
 */
export async function settleOp(
  db: LecternDB,
  entry: QueueEntry,
  result: SyncPushResult,
  nowIso: string,
): Promise<RejectedChange | undefined> {
  // The op may have left the queue while the push was on its way (sign-out cleared the data).
  if (!(await db.sync_queue.get(entry.seq))) return undefined;
  await db.sync_queue.delete(entry.seq);

  let rejection: RejectedChange | undefined;
  if (result.status === "rejected") {
    rejection = {
      id: entry.id,
      collection: entry.type,
      record_id: entry.record_id,
      operation: entry.operation,
      code: result.code,
      reason: result.reason,
      data: entry.data,
      rejected_at: nowIso,
    };
    await db.sync_rejections.put(rejection);
  }

  if (await hasQueuedChange(db, entry.type, entry.record_id)) return rejection;
  const table = db.records(entry.type);
  const local = await table.get(entry.record_id);
  if (!local) return rejection;

  if (result.status === "rejected" || result.record.id !== entry.record_id) {
    await table.update(entry.record_id, { pending: 0 } as Partial<LocalRecord<typeof entry.type>>);
    return rejection;
  }

  const server = result.record;
  if (result.status === "stale") {
    const { pending: _pending, ...previous } = local;
    await db.previous_versions.add({
      collection: entry.type,
      record_id: entry.record_id,
      record: previous,
      replaced_at: nowIso,
    });
  }
  const deleted = Boolean(server.deleted_at) || (result.status === "applied" && entry.operation === "delete");
  if (deleted) {
    await table.delete(entry.record_id);
  } else {
    // An applied op's answer may leave out fields the device sent; the server's values win where given.
    const base = result.status === "applied" ? local : {};
    await table.put({ ...base, ...server, pending: 0 } as LocalRecord<typeof entry.type>);
  }
  return rejection;
}
