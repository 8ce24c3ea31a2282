// The device's merge rule for records that arrive from the server (spec 1 §4 "Note merge", DESIGN §4).

/** What the rule needs to know about the device's copy of a record. */
export interface LocalMergeCandidate {
  updated_at: string;
  /** 1 (or true) while a local change of this record waits in the sync queue (spec 1 §3). */
  pending?: 0 | 1 | boolean;
  server_seq?: number | null;
}

/** What the rule needs to know about the server's copy of a record. */
export interface RemoteMergeCandidate {
  updated_at: string;
  deleted_at?: string | null;
  server_seq?: number | null;
}

/**
 * Whether a remote record replaces the device's copy (spec 1 §4): unknown records are added; a record with a
 * pending local change is never replaced (that change is still on its way to the server, which decides);
 * a remote tombstone deletes; otherwise the remote copy wins only if it is newer.
 *
 * Newer is the server's order (issue 13): when both copies carry a server_seq, the later-numbered one wins,
 * whatever the device clocks stamped in updated_at (a device a day behind still saves newer versions).
 * Only a copy the server never numbered falls back to updated_at, and at an equal time the numbered one wins.
 */
export function shouldAcceptRemote(
  local: LocalMergeCandidate | undefined | null,
  remote: RemoteMergeCandidate,
): boolean {
  if (!local) return true;
  if (local.pending === 1 || local.pending === true) return false;
  if (remote.deleted_at) return true;
  if (typeof remote.server_seq === "number" && typeof local.server_seq === "number") {
    return remote.server_seq > local.server_seq;
  }
  const remoteTime = Date.parse(remote.updated_at);
  const localTime = Date.parse(local.updated_at);
  // A remote time that does not parse is never "newer"; a local one that does not parse loses to any remote.
  if (Number.isNaN(remoteTime)) return false;
  if (Number.isNaN(localTime) || remoteTime > localTime) return true;
  if (remoteTime < localTime) return false;
  return (remote.server_seq ?? -1) > (local.server_seq ?? -1);
}
