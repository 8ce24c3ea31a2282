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
import { enqueue } from "./queue";
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
        const record = schema.parse({
          ...input,
          id,
          user_id: db.userId,
          created_at: existing?.created_at ?? input.created_at ?? at.toISOString(),
          updated_at: laterTimestamp(existing?.updated_at, at),
          // Saving is always a live record; a tombstone is only written by remove().
          deleted_at: null,
          server_seq: existing?.server_seq,
        }) as SyncedRecordOf<C> & { id: string };
        const local = { ...record, pending: 1 } as LocalRecord<C>;
        await table.put(local);
        await enqueue(db, { type: collection, operation: "update", data: record }, at, existing);
        return local;
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
