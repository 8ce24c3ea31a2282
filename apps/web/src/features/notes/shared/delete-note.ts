// Deleting a note by id: a tombstone in the local store that syncs (spec 1 §4, §5), with the spec's toasts
// (spec 1 §8, spec 2 §8), and its audio kept on this device (issue 23 §1). The list's card menu and the viewer both
// delete this way.

import { messages } from "@lectern/core";
import { deleteAudioOfNote } from "@/data/audio";
import { createRepository } from "@/data/db";
import { notify } from "@/ui/toaster";

const notes = createRepository("notes");

/** true when the note was deleted; a note that is not on this device is a failure (spec 1 §5). */
export async function deleteNote(id: string): Promise<boolean> {
  try {
    if (!(await notes.remove(id))) throw new Error("The note is not on this device");
    // Issue 23 §1: the note's audio goes with it. The note is already deleted, so a failure here only leaves audio
    // that Settings lists as not saved into a note, where it can be deleted.
    await deleteAudioOfNote(id).catch((error: unknown) =>
      console.error("Deleting the note's audio failed", error),
    );
    notify.success(messages.notes.deleted);
    return true;
  } catch (error) {
    console.error("Deleting the note failed", error);
    notify.error(messages.notes.deleteFailed);
    return false;
  }
}
