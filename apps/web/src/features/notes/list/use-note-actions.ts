import { messages } from "@lectern/core";
import { notify } from "@/ui/toaster";
import type { ListNote } from "./use-notes-list";

// The writes load on first use (issue 18 §1): the repository brings the records' zod schemas, which reading the
// list does not need.
const notesRepository = () => import("@/data/db/repository").then((m) => m.createRepository("notes"));

export interface NoteActions {
  /** Renames through the local store (so it works offline and syncs); an empty title is ignored (spec 1 §5). */
  rename(note: ListNote, title: string): Promise<void>;
  /** Deletes by tombstone through the local store, after the user confirmed (spec 1 §2). */
  remove(note: ListNote): Promise<void>;
}

const noteActions: NoteActions = {
  async rename(note, title) {
    const next = title.trim();
    if (next === "" || next === note.title) return;
    try {
      const { pending: _pending, ...record } = note;
      await (await notesRepository()).save({ ...record, title: next });
      notify.success(messages.notes.titleUpdated);
    } catch {
      notify.error(messages.notes.titleUpdateFailed);
    }
  },
  async remove(note) {
    const { deleteNote } = await import("../shared/delete-note");
    await deleteNote(note.id);
  },
};

/** The card menu's writes, with the spec's toasts (spec 1 §8). */
export function useNoteActions(): NoteActions {
  return noteActions;
}
