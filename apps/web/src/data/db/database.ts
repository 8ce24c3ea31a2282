// One Dexie database per signed-in user (DESIGN §4): the name carries the user id, so two users of one
// browser never read each other's records.

import type { SyncedCollection } from "@lectern/core";
import { Dexie, type DexieOptions, type EntityTable, type Table } from "dexie";
import {
  type LocalRecord,
  type MetaEntry,
  type PreviousVersion,
  type QueueEntry,
  type RejectedChange,
  STORES_V1,
  storeDefinitions,
} from "./schema";

const DATABASE_PREFIX = "lectern-user-";

/** The IndexedDB name of a user's database. */
export function databaseNameFor(userId: string): string {
  if (!userId.trim()) throw new Error("A local database needs the signed-in user's id");
  return `${DATABASE_PREFIX}${userId}`;
}

export class LecternDB extends Dexie {
  readonly userId: string;
  sync_queue!: EntityTable<QueueEntry, "seq">;
  meta!: EntityTable<MetaEntry, "key">;
  sync_rejections!: EntityTable<RejectedChange, "id">;
  previous_versions!: EntityTable<PreviousVersion, "seq">;

  constructor(userId: string, options?: DexieOptions) {
    super(databaseNameFor(userId), options);
    this.userId = userId;
    this.version(1).stores(STORES_V1);
    // Issue 14: the study_preferences store, and reviews by reviewed_at (today's count against the daily cap).
    this.version(2).stores(storeDefinitions());
  }

  /** The store of one collection, typed by its records. */
  records<C extends SyncedCollection>(collection: C): Table<LocalRecord<C>, string> {
    return this.table(collection);
  }
}

/** Opens (creating if needed) the database of `userId`. */
export async function openUserDatabase(userId: string): Promise<LecternDB> {
  const db = new LecternDB(userId);
  await db.open();
  return db;
}

/** Empties every store of `db` and the queue, then deletes the database itself. */
export async function deleteUserDatabase(db: LecternDB): Promise<void> {
  try {
    // Emptying first means the data is gone even if another tab keeps the database from being deleted.
    await db.transaction("rw", db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
  } catch {
    // Already closed or broken: deleting it below is what matters.
  }
  // Closed for good: a sync write arriving after this must fail, not re-create the user's database.
  await db.delete({ disableAutoOpen: true });
}
