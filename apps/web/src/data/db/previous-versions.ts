// The versions of a record that another version replaced (DESIGN §4 "a version that lost is kept, never
// dropped"): written by sync when the server's copy won (settle.ts), by the note editor when a merge is
// resolved, and by a restore. Listed under the note as 'Earlier versions' (issue 13).

import type { SyncedCollection } from "@lectern/core";
import { useLiveQuery } from "dexie-react-hooks";
import { requireDatabase } from "./current";
import type { LecternDB } from "./database";
import { useCurrentDatabase } from "./hooks";
import type { Repository, SaveInput } from "./repository";
import type { LocalRecord, PreviousVersion } from "./schema";

/** A record as a previous version keeps it: without the device's pending flag. */
function versionOf(collection: SyncedCollection, record: Record<string, unknown>, at: Date) {
  const { pending: _pending, ...kept } = record;
  return {
    collection,
    record_id: String(record.id),
    record: kept,
    replaced_at: at.toISOString(),
  } as PreviousVersion;
}

/** Keeps `record` (a version being replaced, or a draft the user chose not to keep) as a previous version. */
export async function keepPreviousVersion(
  collection: SyncedCollection,
  record: Record<string, unknown>,
  { database = requireDatabase, now = new Date() }: { database?: () => LecternDB; now?: Date } = {},
): Promise<void> {
  await database().previous_versions.add(versionOf(collection, record, now));
}

/**
 * Saves `input` through the repository and keeps the record it replaces as a previous version, in one
 * transaction: a restore, or the user's own version winning a merge, never loses the version it replaces.
 */
export async function saveKeepingPrevious<C extends SyncedCollection>(
  repository: Repository<C>,
  input: SaveInput<C> & { id: string },
  { database = requireDatabase, now = new Date() }: { database?: () => LecternDB; now?: Date } = {},
): Promise<LocalRecord<C>> {
  const db = database();
  const table = db.records(repository.collection);
  return db.transaction("rw", [table, db.sync_queue, db.previous_versions], async () => {
    const replaced = await table.get(input.id);
    if (replaced && !replaced.deleted_at) {
      await db.previous_versions.add(versionOf(repository.collection, replaced, now));
    }
    return repository.save(input);
  });
}

/** The previous versions of one record, newest first; undefined while loading or signed out. */
export function usePreviousVersions(
  collection: SyncedCollection,
  recordId: string | null | undefined,
): PreviousVersion[] | undefined {
  const db = useCurrentDatabase();
  return useLiveQuery(async () => {
    if (!db || !recordId) return undefined;
    const versions = await db.previous_versions.where({ collection, record_id: recordId }).toArray();
    return versions.sort((a, b) => b.seq - a.seq);
  }, [db, collection, recordId]);
}
