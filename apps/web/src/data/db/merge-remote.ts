// One server record into the device's store under the merge rule (spec 1 §4): used by pull and by screens that
// fetch a record the device does not have yet (the note viewer and editor).

import { isUuidV4, type SyncedCollection, shouldAcceptRemote } from "@lectern/core";
import type { LecternDB } from "./database";
import type { LocalRecord } from "./schema";

export type MergeOutcome = "accepted" | "kept" | "ignored";

/**
 * Stores a remote record as a synced copy (not pending) if the merge rule takes it: newer than the local copy
 * and no local change waiting; a remote tombstone deletes. Another user's row, or one without an id or a time to
 * compare, is ignored. Joins the caller's transaction when there is one.
 */
export async function mergeRemoteRecord(
  db: LecternDB,
  collection: SyncedCollection,
  record: Record<string, unknown>,
): Promise<MergeOutcome> {
  const remote = remoteFields(record);
  if (!remote || (record.user_id !== undefined && record.user_id !== db.userId)) return "ignored";
  const table = db.records(collection);
  return db.transaction("rw", table, async () => {
    const local = await table.get(remote.id);
    if (!shouldAcceptRemote(local, remote)) return "kept";
    if (remote.deleted_at) {
      if (local) await table.delete(remote.id);
    } else {
      await table.put({ ...record, pending: 0 } as unknown as LocalRecord<typeof collection>);
    }
    return "accepted";
  });
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
