// Reading live records: every read hides tombstones, so a deleted record looks deleted on every screen,
// online or offline, while its delete is still on its way to the server.

import type { SyncedCollection } from "@lectern/core";
import type { Collection, IndexableType } from "dexie";
import type { LecternDB } from "./database";
import type { IndexOf, LocalRecord } from "./schema";

/** A declarative read of one collection: the hooks use it as their dependency key. */
export interface RecordQuery<C extends SyncedCollection> {
  /** Records whose index equals a value, e.g. { index: "note_id", equals: noteId }. */
  where?: { index: IndexOf<C>; equals: IndexableType };
  /** Sort by an index (records without a value for it are left out by IndexedDB). */
  orderBy?: IndexOf<C>;
  reverse?: boolean;
  limit?: number;
  /** Any further condition; hooks re-run it only when their deps change. */
  filter?: (record: LocalRecord<C>) => boolean;
}

export function isLive(record: { deleted_at?: string | null } | undefined): boolean {
  return record !== undefined && !record.deleted_at;
}

export async function runRecordQuery<C extends SyncedCollection>(
  db: LecternDB,
  collection: C,
  query: RecordQuery<C> = {},
): Promise<LocalRecord<C>[]> {
  const table = db.records(collection);
  const keep = (record: LocalRecord<C>) => isLive(record) && (!query.filter || query.filter(record));

  if (query.where && query.orderBy && query.orderBy !== query.where.index) {
    // IndexedDB walks one index at a time: select by the first, sort the (small) result by the second.
    let rows = table.where(query.where.index).equals(query.where.equals).filter(keep);
    if (query.reverse) rows = rows.reverse();
    const sorted = await rows.sortBy(query.orderBy);
    return query.limit === undefined ? sorted : sorted.slice(0, query.limit);
  }

  let rows: Collection<LocalRecord<C>, string> = query.where
    ? table.where(query.where.index).equals(query.where.equals)
    : query.orderBy
      ? table.orderBy(query.orderBy)
      : table.toCollection();
  if (query.reverse) rows = rows.reverse();
  rows = rows.filter(keep);
  if (query.limit !== undefined) rows = rows.limit(query.limit);
  return rows.toArray();
}
