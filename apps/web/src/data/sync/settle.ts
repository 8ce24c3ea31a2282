// What happens to the device's copy of a record once the server answered its op (DESIGN §4 push).

import { type SyncedCollection, type SyncPushResult, sameRecordContent } from "@lectern/core";
import type { LecternDB } from "../db/database";
import { enqueue } from "../db/queue";
import type { LocalRecord, PreviousVersion, QueueEntry, RejectedChange } from "../db/schema";
import { mergeStaleNote } from "./stale-note";

export type AnsweredOp = { entry: QueueEntry; answer: SyncPushResult };

type AnyRecord = LocalRecord<SyncedCollection>;
const recordKey = (type: string, id: string) => `${type}\u0000${id}`;

/**
 * Removes the answered ops from the queue and settles their records, in queue order, inside the caller's
 * transaction (which must include every table):
 * - applied: the server's copy (with its server_seq) replaces the local one; an acknowledged tombstone is
 *   removed from the device, its delete has reached the server; a record the server merged into the row of the
 *   same natural key (one summary per note, one schedule per card) gives way to that row;
 * - stale: the server's newer copy replaces the local one, which is kept as a previous version; a note whose
 *   text the other device changed on other lines merges three-way from the change's base and is queued again;
 * - rejected: the refusal is stored for the user to see; when the server sent its own row of the record, that
 *   row replaces the local one (which is kept as a previous version), so the device does not diverge
 *   (issue 13); otherwise the local record stays as it is.
 * The pending flag clears only when no later change of the record is still queued: that change goes next and
 * its record must not be overwritten by an older answer. An applied change moves the base of the record's later
 * queued changes on to the version it made, so they do not come back stale against the device's own change.
 * Reads and writes are done in bulk (a batch is up to 100 ops); the outcome is the same as settling op by op.
 * Returns the stored refusals.
 */
export async function settleAnswered(
  db: LecternDB,
  answered: AnsweredOp[],
  nowIso: string,
): Promise<RejectedChange[]> {
  // An op may have left the queue while the push was on its way (sign-out cleared the data).
  const stillQueued = await db.sync_queue.bulkGet(answered.map(({ entry }) => entry.seq));
  const queue = await queuedChangesOf(db, answered);
  const queuedPerRecord = new Map<string, number>();
  for (const queued of queue) {
    const key = recordKey(queued.type, queued.record_id);
    queuedPerRecord.set(key, (queuedPerRecord.get(key) ?? 0) + 1);
  }

  const removed = new Set<number>();
  const rejections: RejectedChange[] = [];
  const rebased = new Map<number, QueueEntry>();
  // The ops whose record is settled now: its last queued change was answered.
  const finals: AnsweredOp[] = [];
  answered.forEach((op, i) => {
    if (!stillQueued[i]) return;
    const { entry, answer } = op;
    removed.add(entry.seq);
    const key = recordKey(entry.type, entry.record_id);
    queuedPerRecord.set(key, (queuedPerRecord.get(key) ?? 1) - 1);
    if (answer.status === "rejected") rejections.push(rejectionOf(entry, answer, nowIso));
    if (answer.status === "applied") {
      // Rebased itself by an earlier op of this batch: the later changes share that base now.
      rebaseLaterChanges(queue, rebased.get(entry.seq) ?? entry, answer.record, removed, rebased);
    }
    if ((queuedPerRecord.get(key) ?? 0) === 0) finals.push(op);
  });
  const isQueued = (type: SyncedCollection, id: string) =>
    (queuedPerRecord.get(recordKey(type, id)) ?? 0) > 0;

  const previousVersions: Omit<PreviousVersion, "seq">[] = [];
  const puts = new Map<SyncedCollection, AnyRecord[]>();
  const deletes = new Map<SyncedCollection, string[]>();
  const add = <T>(map: Map<SyncedCollection, T[]>, type: SyncedCollection, item: T) => {
    const list = map.get(type);
    if (list) list.push(item);
    else map.set(type, [item]);
  };
  const keepPrevious = (type: SyncedCollection, local: AnyRecord) => {
    const { pending: _pending, ...previous } = local;
    previousVersions.push({ collection: type, record_id: local.id, record: previous, replaced_at: nowIso });
  };
  /** The server's row of a record takes the device's place: stored as synced, or removed if a tombstone. */
  const takeServerRow = (type: SyncedCollection, server: Record<string, unknown>, over?: AnyRecord) => {
    const id = String(server.id);
    if (server.deleted_at) add(deletes, type, id);
    else add(puts, type, { ...over, ...server, pending: 0 } as AnyRecord);
  };
  const requeued: {
    type: SyncedCollection;
    record: Record<string, unknown>;
    server: Record<string, unknown>;
  }[] = [];
  for (const [type, ops] of groupByCollection(finals)) {
    const locals = await db.records(type).bulkGet(ops.map(({ entry }) => entry.record_id));
    ops.forEach(({ entry, answer }, i) => {
      const local = locals[i] as AnyRecord | undefined;
      if (!local) return;
      const server = answer.record;
      if (!server || typeof server.id !== "string") {
        add(puts, type, { ...local, pending: 0 });
        return;
      }
      if (server.id !== entry.record_id) {
        // The server merged this record into the row of its natural key: that row replaces it here too,
        // unless a change of that row waits in the queue (it goes next and the server decides).
        if (answer.status !== "applied") add(puts, type, { ...local, pending: 0 });
        else {
          add(deletes, type, entry.record_id);
          if (!isQueued(type, server.id)) takeServerRow(type, server);
        }
        return;
      }
      if (answer.status === "stale") {
        // A note whose edits and the other device's touch different lines merges and goes back to the server.
        const merged = mergeStaleNote(entry, local, server, nowIso);
        if (merged) {
          requeued.push({ type, record: merged, server });
          add(puts, type, { ...merged, pending: 1 } as AnyRecord);
          return;
        }
      }
      // A copy the server already holds word for word loses nothing: no previous version to keep.
      if (answer.status !== "applied" && !sameRecordContent(local, server)) keepPrevious(type, local);
      if (answer.status === "applied" && entry.operation === "delete") add(deletes, type, entry.record_id);
      // An applied op's answer may leave out fields the device sent; the server's values win where given.
      else takeServerRow(type, server, answer.status === "applied" ? local : undefined);
    });
  }

  await db.sync_queue.bulkDelete([...removed]);
  for (const { type, record, server } of requeued) {
    // Built on the server's version: its seq and content are the merge's base now.
    await enqueue(
      db,
      { type, operation: "update", data: record as { id: string } },
      new Date(nowIso),
      server,
    );
  }
  const moved = [...rebased.values()].filter((entry) => !removed.has(entry.seq));
  if (moved.length) await db.sync_queue.bulkPut(moved);
  if (rejections.length) await db.sync_rejections.bulkPut(rejections);
  if (previousVersions.length) await db.previous_versions.bulkAdd(previousVersions as PreviousVersion[]);
  for (const [type, records] of puts) await db.records(type).bulkPut(records);
  for (const [type, ids] of deletes) await db.records(type).bulkDelete(ids);
  return rejections;
}

/**
 * The queued changes of the answered ops' records and of the rows the server answered with (a merge into the row
 * of a natural key), in queue order per record: all that settling looks at. Not the whole queue: after an import
 * of 20,000 cards, reading it for each batch of 100 made the sync take minutes.
 */
async function queuedChangesOf(db: LecternDB, answered: AnsweredOp[]): Promise<QueueEntry[]> {
  const keys = new Map<string, [SyncedCollection, string]>();
  const want = (type: SyncedCollection, id: string) => keys.set(recordKey(type, id), [type, id]);
  for (const { entry, answer } of answered) {
    want(entry.type, entry.record_id);
    const serverId = answer.record?.id;
    if (typeof serverId === "string") want(entry.type, serverId);
  }
  if (keys.size === 0) return [];
  const found = await db.sync_queue
    .where("[type+record_id]")
    .anyOf([...keys.values()])
    .toArray();
  return found.sort((a, b) => a.seq - b.seq);
}

/**
 * The record's later queued changes that were made from the same base as this applied one build on it now:
 * their base becomes the version it made (for a note, with that version's content as the merge base).
 */
function rebaseLaterChanges(
  queue: QueueEntry[],
  entry: QueueEntry,
  server: Record<string, unknown>,
  removed: Set<number>,
  rebased: Map<number, QueueEntry>,
) {
  if (typeof server.server_seq !== "number") return;
  const content = typeof server.content === "string" ? server.content : entry.data.content;
  for (const queued of queue) {
    const later = rebased.get(queued.seq) ?? queued;
    if (removed.has(later.seq) || later.type !== entry.type || later.record_id !== entry.record_id) continue;
    if ((later.base_seq ?? null) !== (entry.base_seq ?? null)) continue;
    rebased.set(later.seq, {
      ...later,
      base_seq: server.server_seq,
      base_content:
        entry.type === "notes" && typeof content === "string" ? content : (later.base_content ?? null),
    });
  }
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
    server_restored: answer.record !== undefined,
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
