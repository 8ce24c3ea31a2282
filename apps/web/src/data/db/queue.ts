// The sync queue's reads and writes (spec 1 §3 sync queue item; §4 queue items go oldest first).

import {
  laterTimestamp,
  newId,
  oldestFirst,
  type SyncedCollection,
  type SyncOperation,
  type SyncQueueItem,
} from "@lectern/core";
import type { LecternDB } from "./database";
import type { QueueEntry } from "./schema";

/**
 * Adds an op to the queue. Call it inside the transaction that writes the record, so the record and its
 * op are stored together or not at all (DESIGN §4 save path). `previous` is the device's copy of the record
 * before this write (none for a create): the op's base version comes from it (issue 13).
 */
export async function enqueue(
  db: LecternDB,
  op: { type: SyncedCollection; operation: SyncOperation; data: Record<string, unknown> & { id: string } },
  now: Date,
  previous?: Record<string, unknown> | null,
): Promise<QueueEntry> {
  const last = await db.sync_queue.orderBy("seq").last();
  const base = await baseOf(db, op.type, op.data.id, previous);
  const entry: Omit<QueueEntry, "seq"> = {
    ...base,
    id: newId(),
    type: op.type,
    operation: op.operation,
    data: op.data,
    // Never earlier than the op before it: a clock set back must not let a change overtake an older one.
    timestamp: laterTimestamp(last?.timestamp, now),
    record_id: op.data.id,
    attempts: 0,
    next_attempt_at: 0,
    last_error: null,
  };
  const seq = await db.sync_queue.add(entry);
  return { ...entry, seq };
}

type QueueOp = {
  type: SyncedCollection;
  operation: SyncOperation;
  data: Record<string, unknown> & { id: string };
};

/**
 * Many ops in one go, with the same meaning as `enqueue` for each in turn (issue 22: an import of 20,000 cards is
 * one batch): the queue's last entry is read once, the bases come from one indexed query, and the entries are added
 * with one bulkAdd. Call it inside the transaction that writes the records. `previous[i]` is the device's copy of
 * `ops[i]`'s record before this write.
 */
export async function enqueueMany(
  db: LecternDB,
  ops: readonly QueueOp[],
  now: Date,
  previous: readonly (Record<string, unknown> | null | undefined)[],
): Promise<void> {
  if (ops.length === 0) return;
  const last = await db.sync_queue.orderBy("seq").last();
  const timestamp = laterTimestamp(last?.timestamp, now);
  const key = (type: string, id: string) => `${type}\u0000${id}`;
  const waiting = await db.sync_queue
    .where("[type+record_id]")
    .anyOf(ops.map((op) => [op.type, op.data.id]))
    .toArray();
  // The base of a record's changes while earlier ones wait: the oldest waiting change's (see baseOf).
  const bases = new Map<string, Pick<QueueEntry, "base_seq" | "base_content">>();
  for (const entry of oldestFirst(waiting)) {
    const k = key(entry.type, entry.record_id);
    if (!bases.has(k))
      bases.set(k, { base_seq: entry.base_seq ?? null, base_content: entry.base_content ?? null });
  }
  const entries = ops.map((op, index) => {
    const k = key(op.type, op.data.id);
    const base = bases.get(k) ?? baseFromCopy(op.type, previous[index]);
    bases.set(k, base);
    return queueEntry(op, base, timestamp);
  });
  await db.sync_queue.bulkAdd(entries as QueueEntry[]);
}

/**
 * `enqueueMany` for records the same transaction creates under ids it has just made (issue 22: an import): no
 * change of them can be waiting and the device has no copy, so each builds on nothing and only the queue's last
 * entry is read. Looking the waiting changes up for 20,000 new ids took most of an import's time.
 */
export async function enqueueCreated(db: LecternDB, ops: readonly QueueOp[], now: Date): Promise<void> {
  if (ops.length === 0) return;
  const last = await db.sync_queue.orderBy("seq").last();
  const timestamp = laterTimestamp(last?.timestamp, now);
  const base = { base_seq: null, base_content: null };
  await db.sync_queue.bulkAdd(ops.map((op) => queueEntry(op, base, timestamp)) as QueueEntry[]);
}

function queueEntry(
  op: QueueOp,
  base: Pick<QueueEntry, "base_seq" | "base_content">,
  timestamp: string,
): Omit<QueueEntry, "seq"> {
  return {
    ...base,
    id: newId(),
    type: op.type,
    operation: op.operation,
    data: op.data,
    timestamp,
    record_id: op.data.id,
    attempts: 0,
    next_attempt_at: 0,
    last_error: null,
  };
}

/**
 * The version a new change of a record builds on: while earlier changes of the record wait in the queue, the
 * same base as theirs (the server chains changes of one base in order, and settling an applied one moves the
 * base of the others on); otherwise the device's copy, which is the server's version it last saw.
 */
async function baseOf(
  db: LecternDB,
  type: SyncedCollection,
  recordId: string,
  previous: Record<string, unknown> | null | undefined,
): Promise<Pick<QueueEntry, "base_seq" | "base_content">> {
  const [queued] = oldestFirst(
    await db.sync_queue.where("[type+record_id]").equals([type, recordId]).toArray(),
  );
  if (queued) return { base_seq: queued.base_seq ?? null, base_content: queued.base_content ?? null };
  return baseFromCopy(type, previous);
}

/** With no change of the record waiting: the device's copy, which is the server's version it last saw. */
function baseFromCopy(
  type: SyncedCollection,
  previous: Record<string, unknown> | null | undefined,
): Pick<QueueEntry, "base_seq" | "base_content"> {
  const seq = previous?.server_seq;
  const content = type === "notes" && typeof previous?.content === "string" ? previous.content : null;
  return { base_seq: typeof seq === "number" ? seq : null, base_content: content };
}

/** The whole queue in sending order. */
export async function readQueue(db: LecternDB): Promise<QueueEntry[]> {
  return oldestFirst(await db.sync_queue.toArray());
}

/** The number of changes not yet acknowledged by the server. */
export function pendingCount(db: LecternDB): Promise<number> {
  return db.sync_queue.count();
}

/** Whether a record still has a change waiting in the queue. */
export async function hasQueuedChange(
  db: LecternDB,
  collection: SyncedCollection,
  recordId: string,
): Promise<boolean> {
  return (await db.sync_queue.where("[type+record_id]").equals([collection, recordId]).count()) > 0;
}

/** A queue entry as it travels in a push (syncQueueItemSchema), with its base version when it has one. */
export function toSyncQueueItem(entry: QueueEntry): SyncQueueItem {
  const item: SyncQueueItem = {
    id: entry.id,
    type: entry.type,
    operation: entry.operation,
    data: entry.data,
    timestamp: entry.timestamp,
  };
  if (typeof entry.base_seq === "number") item.base_seq = entry.base_seq;
  return item;
}
