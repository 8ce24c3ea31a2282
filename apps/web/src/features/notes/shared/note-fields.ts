import type { Note } from "@lectern/core";

/**
 * A stored note's own fields, as a save passes them on (topics and the like survive an edit); the repository
 * stamps owner, times and seq again.
 */
export function storedNoteFields(note: Note | null) {
  if (!note) return {};
  const { user_id: _u, updated_at: _up, deleted_at: _d, server_seq: _s, ...own } = note;
  return own;
}
