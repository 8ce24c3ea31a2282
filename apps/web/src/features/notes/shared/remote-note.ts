// A note that is not on this device yet: read from the server and kept locally (spec 2 §4 "then saved
// locally", spec 2 §8). The server answers 404 for a missing note and for another user's alike.

import { type Note, type NoteLoadFailure, noteFetchFailure, noteSchema } from "@lectern/core";
import { ApiError } from "@/data/api/api-error";
import { fetchJson } from "@/data/api/fetch-json";
import { getCurrentDatabase, mergeRemoteRecord } from "@/data/db";

export type RemoteNote = { note: Note } | { failure: NoteLoadFailure };

export async function fetchRemoteNote(id: string): Promise<RemoteNote> {
  try {
    const body = await fetchJson<{ note?: unknown }>(`/api/notes/${encodeURIComponent(id)}`);
    const parsed = noteSchema.safeParse(body?.note);
    if (!parsed.success || parsed.data.id !== id) return { failure: "failed" };
    await keepLocally(parsed.data);
    return { note: parsed.data };
  } catch (error) {
    return { failure: noteFetchFailure(error instanceof ApiError ? error.status : null) };
  }
}

/** Stored as a synced copy (not pending), under the same merge rule as a pull, so it never hides a local edit. */
async function keepLocally(note: Note): Promise<void> {
  const db = getCurrentDatabase();
  if (db) await mergeRemoteRecord(db, "notes", note);
}
