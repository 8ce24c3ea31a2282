// One repository per collection: the only way screens write records (spec 1 §4 save path, §5 lookups).

import {
  isUuidV4,
  laterTimestamp,
  newId,
  type SyncedCollection,
  type SyncedRecordOf,
  syncedRecordSchemas,
} from "@lectern/core";
import type { z } from "zod";
import { emitLocalChange, requireDatabase } from "./current";
import type { LecternDB } from "./database";
import { isLive, type RecordQuery, runRecordQuery } from "./query";
import { enqueue, enqueueMany } from "./queue";
import type { IndexOf, LocalRecord } from "./schema";

type ManagedField = "id" | "user_id" | "created_at" | "updated_at" | "deleted_at" | "server_seq";

/** What a screen passes to save: the entity's own fields; the repository stamps owner and times. */
export type SaveInput<C extends SyncedCollection> = Omit<
  z.input<(typeof syncedRecordSchemas)[C]>,
  ManagedField
> & { id?: string; created_at?: string };

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
      emitLocalChange(collection);
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
      emitLocalChange(collection);
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
      if (removed) emitLocalChange(collection);
      return removed;
    },
  };
}
