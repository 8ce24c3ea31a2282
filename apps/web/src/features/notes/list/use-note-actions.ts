import { messages } from "@lectern/core";
import { useMemo } from "react";
import { createRepository } from "@/data/db";
import { notify } from "@/ui/toaster";
import { deleteNote } from "../shared/delete-note";
import type { ListNote } from "./use-notes-list";

export interface NoteActions {
  /** Renames through the local store (so it works offline and syncs); an empty title is ignored (spec 1 §5). */
  rename(note: ListNote, title: string): Promise<void>;
  /** Deletes by tombstone through the local store, after the user confirmed (spec 1 §2). */
  remove(note: ListNote): Promise<void>;
}

/** The card menu's writes, with the spec's toasts (spec 1 §8). */
export function useNoteActions(): NoteActions {
  return useMemo(() => {
    const notes = createRepository("notes");
    return {
      async rename(note, title) {
        const next = title.trim();
        if (next === "" || next === note.title) return;
        try {
          const { pending: _pending, ...record } = note;
          await notes.save({ ...record, title: next });
          notify.success(messages.notes.titleUpdated);
        } catch {
          notify.error(messages.notes.titleUpdateFailed);
        }
      },
      async remove(note) {
        await deleteNote(note.id);
      },
    };
  }, []);
}
