// One note by id for the viewer and the editor: the device's copy, else the server's when online
// (spec 1 §5, spec 2 §8). Re-renders when a save or a sync changes the note.

import { isUuidV4, type Note, type NoteLoadFailure, noteLookup } from "@lectern/core";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useState } from "react";
import { useAuthSession } from "@/data/auth";
import { useSyncStatus } from "@/data/connectivity";
import { useCurrentDatabase } from "@/data/db";
import { fetchRemoteNote, type RemoteNote } from "./remote-note";

export type NoteRecordState =
  | { status: "loading" }
  | { status: "ready"; note: Note }
  | { status: "failed"; failure: NoteLoadFailure };

export function useNoteRecord(id: string | undefined): NoteRecordState {
  const { user } = useAuthSession();
  const { online } = useSyncStatus();
  const db = useCurrentDatabase();
  // null: not on this device; undefined: still reading. Tombstones are read too, so a deleted note is not
  // fetched back from a server that has not heard of the delete yet.
  const local = useLiveQuery(
    async () => (db && isUuidV4(id) ? ((await db.records("notes").get(id)) ?? null) : undefined),
    [db, id],
  );
  const [remote, setRemote] = useState<{ id: string; result: RemoteNote } | null>(null);

  const lookup =
    local === undefined && isUuidV4(id) && user
      ? "loading"
      : noteLookup({
          id,
          signedIn: Boolean(user),
          local: !local ? "missing" : local.deleted_at ? "deleted" : "found",
          online,
        });
  const fetched = remote && remote.id === id ? remote.result : null;

  useEffect(() => {
    if (lookup !== "fetch" || !id || fetched) return;
    let current = true;
    void fetchRemoteNote(id).then((result) => {
      if (current) setRemote({ id, result });
    });
    return () => {
      current = false;
    };
  }, [lookup, id, fetched]);

  if (lookup === "show" && local) return { status: "ready", note: local };
  if (lookup === "fetch") {
    if (!fetched) return { status: "loading" };
    return "note" in fetched
      ? { status: "ready", note: fetched.note }
      : { status: "failed", failure: fetched.failure };
  }
  if (lookup === "loading" || lookup === "show") return { status: "loading" };
  return { status: "failed", failure: lookup };
}
