// What happens to the device's copy of a record once the server answered its op (DESIGN §4 push).

import type { SyncedCollection, SyncPushResult } from "@lectern/core";
import type { LecternDB } from "../db/database";
import type { LocalRecord, PreviousVersion, QueueEntry, RejectedChange } from "../db/schema";

export type AnsweredOp = { entry: QueueEntry; answer: SyncPushResult };

type AnyRecord = LocalRecord<SyncedCollection>;
const recordKey = (type: string, id: string) => `${type}\u0000${id}`;

/**
 * Removes the answered ops from the queue and settles their records, in queue order, inside the caller's
 * transaction (which must include every table):
 * - applied: the server's copy (with its server_seq) replaces the local one; an acknowledged tombstone is
 *   removed from the device, its delete has reached the server;
 * - stale: the server's newer copy replaces the local one, which is kept as a previous version;
 * - rejected: the local record stays as it is, and the refusal is stored for the user to see.
 * The pending flag clears only when no later change of the record is still queued: that change goes next and
 * its record must not be overwritten by an older answer. Reads and writes are done in bulk (a batch is up to
 * 100 ops); the outcome is the same as settling op by op. Returns the stored refusals.
 */
export async function settleAnswered(
  db: LecternDB,
  answered: AnsweredOp[],
  nowIso: string,
): Promise<RejectedChange[]> {
  // An op may have left the queue while the push was on its way (sign-out cleared the data).
  const stillQueued = await db.sync_queue.bulkGet(answered.map(({ entry }) => entry.seq));
  const queuedPerRecord = new Map<string, number>();
  for (const queued of await db.sync_queue.toArray()) {
    const key = recordKey(queued.type, queued.record_id);
    queuedPerRecord.set(key, (queuedPerRecord.get(key) ?? 0) + 1);
  }

  const removed: number[] = [];
  const rejections: RejectedChange[] = [];
  // The ops whose record is settled now: its last queued change was answered.
  const finals: AnsweredOp[] = [];
  answered.forEach((op, i) => {
    if (!stillQueued[i]) return;
    const { entry, answer } = op;
    removed.push(entry.seq);
    const key = recordKey(entry.type, entry.record_id);
    queuedPerRecord.set(key, (queuedPerRecord.get(key) ?? 1) - 1);
    if (answer.status === "rejected") rejections.push(rejectionOf(entry, answer, nowIso));
    if ((queuedPerRecord.get(key) ?? 0) === 0) finals.push(op);
  });

  const previousVersions: Omit<PreviousVersion, "seq">[] = [];
  const puts = new Map<SyncedCollection, AnyRecord[]>();
  const deletes = new Map<SyncedCollection, string[]>();
  const add = <T>(map: Map<SyncedCollection, T[]>, type: SyncedCollection, item: T) => {
    const list = map.get(type);
    if (list) list.push(item);
    else map.set(type, [item]);
  };
  for (const [type, ops] of groupByCollection(finals)) {
    const locals = await db.records(type).bulkGet(ops.map(({ entry }) => entry.record_id));
    ops.forEach(({ entry, answer }, i) => {
      const local = locals[i] as AnyRecord | undefined;
      if (!local) return;
      if (answer.status === "rejected" || answer.record.id !== entry.record_id) {
        add(puts, type, { ...local, pending: 0 });
        return;
      }
      const server = answer.record;
      if (answer.status === "stale") {
        const { pending: _pending, ...previous } = local;
        previousVersions.push({
          collection: type,
          record_id: entry.record_id,
          record: previous,
          replaced_at: nowIso,
        });
      }
      const deleted =
        Boolean(server.deleted_at) || (answer.status === "applied" && entry.operation === "delete");
      if (deleted) add(deletes, type, entry.record_id);
      // An applied op's answer may leave out fields the device sent; the server's values win where given.
      else
        add(puts, type, {
          ...(answer.status === "applied" ? local : {}),
          ...server,
          pending: 0,
        } as AnyRecord);
    });
  }

  await db.sync_queue.bulkDelete(removed);
  if (rejections.length) await db.sync_rejections.bulkPut(rejections);
  if (previousVersions.length) await db.previous_versions.bulkAdd(previousVersions as PreviousVersion[]);
  for (const [type, records] of puts) await db.records(type).bulkPut(records);
  for (const [type, ids] of deletes) await db.records(type).bulkDelete(ids);
  return rejections;
}

function rejectionOf(
  entry: QueueEntry,
  answer: Extract<SyncPushResult, { status: "rejected" }>,
  nowIso: string,
): RejectedChange {
  return {
    id: entry.id,
    collection: entry.type,
    record_id: entry.record_id,
    operation: entry.operation,
    code: answer.code,
    reason: answer.reason,
    data: entry.data,
    rejected_at: nowIso,
  };
}

function groupByCollection(ops: AnsweredOp[]): Map<SyncedCollection, AnsweredOp[]> {
  const groups = new Map<SyncedCollection, AnsweredOp[]>();
  for (const op of ops) {
    const list = groups.get(op.entry.type);
    if (list) list.push(op);
    else groups.set(op.entry.type, [op]);
  }
  return groups;
}
