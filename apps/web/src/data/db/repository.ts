// One repository per collection: the only way screens write records (spec 1 §4 save path, §5 lookups).

import {
  isUuidV4,
  laterTimestamp,
  newId,
  type SyncedCollection,
  type SyncedRecordOf,
  syncedRecordSchemas,
} from "@lectern/core";
import { Dexie } from "dexie";
import type { z } from "zod";
import { emitLocalChange, requireDatabase } from "./current";
import type { LecternDB } from "./database";
import { isLive, type RecordQuery, runRecordQuery } from "./query";
import { enqueue, enqueueCreated, enqueueMany } from "./queue";
import type { IndexOf, LocalRecord } from "./schema";

type ManagedField = "id" | "user_id" | "created_at" | "updated_at" | "deleted_at" | "server_seq";

/** What a screen passes to save: the entity's own fields; the repository stamps owner and times. */
export type SaveInput<C extends SyncedCollection> = Omit<
  z.input<(typeof syncedRecordSchemas)[C]>,
  ManagedField
> & { id?: string; created_at?: string };

/** What createMany takes: a new record's fields, without an id (the repository makes it). */
export type CreateInput<C extends SyncedCollection> = Omit<SaveInput<C>, "id">;

export interface RepositoryOptions {
  /** The database to use; by default the signed-in user's. */
  database?: () => LecternDB;
  now?: () => Date;
}

export interface Repository<C extends SyncedCollection> {
  readonly collection: C;
  /** The live record with this id; undefined for a malformed id (spec 1 §5), a missing or a deleted record. */
  get(id: unknown): Promise<LocalRecord<C> | undefined>;
  /** Every live record. */
  list(): Promise<LocalRecord<C>[]>;
  /** Live records whose index equals a value. */
  where(index: IndexOf<C>, value: string | number): Promise<LocalRecord<C>[]>;
  query(query: RecordQuery<C>): Promise<LocalRecord<C>[]>;
  count(): Promise<number>;
  /** Validates, stamps and stores the record as pending, and queues it, in one transaction. */
  save(input: SaveInput<C>): Promise<LocalRecord<C>>;
  /**
   * `save` for many records at once (an import): one transaction, one read of the existing copies, one bulk write
   * of the records and one of their queue entries. All are written or none (a record that fails validation throws
   * before anything is stored).
   */
  saveMany(inputs: readonly SaveInput<C>[]): Promise<LocalRecord<C>[]>;
  /**
   * `saveMany` for new records (an import of 20,000 cards): their ids are made here, so no stored copy and no
   * waiting change of them can exist, and neither is looked up. Returns the records in the inputs' order.
   */
  createMany(inputs: readonly CreateInput<C>[]): Promise<LocalRecord<C>[]>;
  /** Deletes by tombstone (so the delete reaches other devices); false when the record is absent (spec 1 §5). */
  remove(id: unknown): Promise<boolean>;
}

export function createRepository<C extends SyncedCollection>(
  collection: C,
  options: RepositoryOptions = {},
): Repository<C> {
  const database = options.database ?? requireDatabase;
  const now = options.now ?? (() => new Date());
  const schema = syncedRecordSchemas[collection] as unknown as z.ZodType<SyncedRecordOf<C>>;
  /** The stored form of a saved record: validated, owned, with its times (a save is always a live record). */
  const stamp = (
    input: SaveInput<C>,
    id: string,
    existing: LocalRecord<C> | undefined,
    userId: string,
    at: Date,
  ) =>
    schema.parse({
      ...input,
      id,
      user_id: userId,
      created_at: existing?.created_at ?? input.created_at ?? at.toISOString(),
      updated_at: laterTimestamp(existing?.updated_at, at),
      // Saving is always a live record; a tombstone is only written by remove().
      deleted_at: null,
      server_seq: existing?.server_seq,
    }) as SyncedRecordOf<C> & { id: string };

  return {
    collection,

    async get(id) {
      if (!isUuidV4(id)) return undefined;
      const record = await database().records(collection).get(id);
      return isLive(record) ? record : undefined;
    },

    // async so that being signed out rejects, like every other failure of a read.
    list: async () => runRecordQuery(database(), collection),
    where: async (index, value) =>
      runRecordQuery(database(), collection, { where: { index, equals: value } }),
    query: async (query) => runRecordQuery(database(), collection, query),
    async count() {
      return (await runRecordQuery(database(), collection)).length;
    },

    async save(input) {
      const db = database();
      const table = db.records(collection);
      const saved = await db.transaction("rw", table, db.sync_queue, async () => {
        const at = now();
        const id = input.id ?? newId();
        const existing = await table.get(id);
        const record = stamp(input, id, existing, db.userId, at);
        const local = { ...record, pending: 1 } as LocalRecord<C>;
        await table.put(local);
        await enqueue(db, { type: collection, operation: "update", data: record }, at, existing);
        return local;
      });
      signalChange(collection);
      return saved;
    },

    async saveMany(inputs) {
      if (inputs.length === 0) return [];
      const db = database();
      const table = db.records(collection);
      const saved = await db.transaction("rw", table, db.sync_queue, async () => {
        const at = now();
        const ids = inputs.map((input) => input.id ?? newId());
        const existing = await table.bulkGet(ids);
        const records = inputs.map((input, index) =>
          stamp(input, ids[index] as string, existing[index], db.userId, at),
        );
        const locals = records.map((record) => ({ ...record, pending: 1 }) as LocalRecord<C>);
        await table.bulkPut(locals);
        const ops = records.map((data) => ({ type: collection, operation: "update" as const, data }));
        await enqueueMany(db, ops, at, existing);
        return locals;
      });
      signalChange(collection);
      return saved;
    },

    async createMany(inputs) {
      if (inputs.length === 0) return [];
      const db = database();
      const table = db.records(collection);
      const saved = await db.transaction("rw", table, db.sync_queue, async () => {
        const at = now();
        const records = inputs.map((input) =>
          stamp(input as SaveInput<C>, newId(), undefined, db.userId, at),
        );
        const locals = records.map((record) => ({ ...record, pending: 1 }) as LocalRecord<C>);
        // add, not put: an id that somehow existed fails the batch instead of overwriting a record.
        await table.bulkAdd(locals);
        const ops = records.map((data) => ({ type: collection, operation: "update" as const, data }));
        await enqueueCreated(db, ops, at);
        return locals;
      });
      signalChange(collection);
      return saved;
    },

    async remove(id) {
      if (!isUuidV4(id)) return false;
      const db = database();
      const table = db.records(collection);
      const removed = await db.transaction("rw", table, db.sync_queue, async () => {
        const existing = await table.get(id);
        if (!isLive(existing) || !existing) return false;
        const at = now();
        const { pending: _pending, ...record } = existing;
        const tombstone = {
          ...record,
          deleted_at: at.toISOString(),
          updated_at: laterTimestamp(existing.updated_at, at),
        };
        await table.put({ ...tombstone, pending: 1 } as LocalRecord<C>);
        await enqueue(db, { type: collection, operation: "delete", data: tombstone }, at, existing);
        return true;
      });
      if (removed) signalChange(collection);
      return removed;
    },
  };
}

/** The collections already signalled when a caller's transaction commits, so each is signalled once. */
const signalledOnCommit = new WeakMap<object, Set<SyncedCollection>>();

/**
 * Signals a committed write (the sync engine sends it soon). A write inside a caller's transaction (an import's
 * slices) is not committed yet: signalled once that transaction commits, never when it aborts, so the engine does
 * not wake up mid-import to wait on the import's locks.
 */
function signalChange(collection: SyncedCollection): void {
  const outer = Dexie.currentTransaction;
  if (!outer) {
    emitLocalChange(collection);
    return;
  }
  let collections = signalledOnCommit.get(outer);
  if (!collections) {
    const pending = new Set<SyncedCollection>();
    collections = pending;
    signalledOnCommit.set(outer, pending);
    outer.on("complete", () => {
      for (const name of pending) emitLocalChange(name);
    });
  }
  collections.add(collection);
}
