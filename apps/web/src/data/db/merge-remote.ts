// Server records into the device's store under the merge rule (spec 1 §4): used by pull and by screens that
// fetch a record the device does not have yet (the note viewer and editor).

import { isUuidV4, type SyncedCollection, shouldAcceptRemote } from "@lectern/core";
import type { LecternDB } from "./database";
import type { LocalRecord } from "./schema";

export type MergeOutcome = "accepted" | "kept" | "ignored";

/**
 * Stores remote records as synced copies (not pending) where the merge rule takes them: newer than the local copy
 * and no local change waiting; a remote tombstone deletes. Another user's row, or one without an id or a time to
 * compare, is ignored. One bulk read and one bulk write per call (a fresh device pulls thousands of rows), inside
 * the caller's transaction when there is one. Records must have distinct ids.
 */
export async function mergeRemoteRecords(
  db: LecternDB,
  collection: SyncedCollection,
  records: Record<string, unknown>[],
): Promise<MergeOutcome[]> {
  const table = db.records(collection);
  const candidates = records.map((record) => {
    const remote = remoteFields(record);
    return remote && (record.user_id === undefined || record.user_id === db.userId) ? remote : undefined;
  });
  return db.transaction("rw", table, async () => {
    const wanted = candidates.flatMap((remote) => (remote ? [remote.id] : []));
    const locals = new Map(
      (await table.bulkGet(wanted)).flatMap((local, i) =>
        local ? [[wanted[i] as string, local] as const] : [],
      ),
    );
    const puts: LocalRecord<typeof collection>[] = [];
    const deletes: string[] = [];
    const outcomes = records.map((record, i): MergeOutcome => {
      const remote = candidates[i];
      if (!remote) return "ignored";
      const local = locals.get(remote.id);
      if (!shouldAcceptRemote(local, remote)) return "kept";
      if (remote.deleted_at) {
        if (local) deletes.push(remote.id);
      } else {
        puts.push({ ...record, pending: 0 } as unknown as LocalRecord<typeof collection>);
      }
      return "accepted";
    });
    if (puts.length) await table.bulkPut(puts);
    if (deletes.length) await table.bulkDelete(deletes);
    return outcomes;
  });
}

/** One record (a screen fetched it because the device did not have it). */
export async function mergeRemoteRecord(
  db: LecternDB,
  collection: SyncedCollection,
  record: Record<string, unknown>,
): Promise<MergeOutcome> {
  const [outcome] = await mergeRemoteRecords(db, collection, [record]);
  return outcome ?? "ignored";
}

function remoteFields(record: Record<string, unknown>) {
  const { id, updated_at, deleted_at, server_seq } = record;
  if (!isUuidV4(id) || typeof updated_at !== "string") return undefined;
  return {
    id,
    updated_at,
    deleted_at: typeof deleted_at === "string" ? deleted_at : null,
    server_seq: typeof server_seq === "number" ? server_seq : null,
  };
}
