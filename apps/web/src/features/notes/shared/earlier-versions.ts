// Restoring an earlier version of a note (issue 13 'Earlier versions'): it is saved as the note, and the version
// it replaces is kept as an earlier version in turn, so a restore never loses anything either.

import { type Note, noteDraftFrom } from "@lectern/core";
import { createRepository, type PreviousVersion, saveKeepingPrevious } from "@/data/db";
import { storedNoteFields } from "./note-fields";

const notes = createRepository("notes");

/**
 * Saves the earlier version's title, content, subject and tags as the note (what the student wrote; the
 * note's other fields stay current) and keeps the current note as an earlier version.
 */
export async function restoreEarlierVersion(current: Note, version: PreviousVersion): Promise<void> {
  const { title, content, subject, tags } = noteDraftFrom(version.record);
  await saveKeepingPrevious(notes, {
    ...storedNoteFields(current),
    id: current.id,
    title,
    content,
    subject,
    tags,
  });
}
