// The editor's answer to a newer version of the open note (issue 13 Deliver 3): another device's change pulled
// in, another tab's save, the enhance dialog. The draft keeps the version it started from (its base); a newer
// stored version is merged three-way from that base, silently when the edits do not overlap, and otherwise the
// student chooses, and nothing is saved over the newer version until they did.

import {
  isNoteDraftChanged,
  mergeNoteDrafts,
  messages,
  type Note,
  type NoteConflictChoice,
  type NoteDraft,
  type NoteMerge,
  noteDraftFrom,
  resolveNoteConflict,
  storedNoteChange,
} from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { keepPreviousVersion } from "@/data/db";
import { notify } from "@/ui/toaster";

export type NoteConflict = Extract<NoteMerge, { status: "conflict" }>;

const same = (a: NoteDraft, b: NoteDraft) => !isNoteDraftChanged(a, b);
/** Whether the device still has to send this record (a local save, not yet acknowledged by the server). */
const isPending = (note: Note) => (note as { pending?: number }).pending === 1;

/**
 * `apply(draft, stored)` replaces the editor's draft and what it counts as saved; `saveChoice` saves the draft the
 * student chose. Returns the conflict to show, the choice, and `willSave`, which the editor calls with every
 * draft it saves, so that its own save coming back is not taken for another device's change.
 */
export function useNoteMerge(
  stored: Note | null,
  draft: NoteDraft | null,
  apply: (draft: NoteDraft, stored: NoteDraft) => void,
  saveChoice: (draft: NoteDraft) => Promise<boolean>,
) {
  // The last version the draft is known to build on; null until the draft is seeded from the stored note.
  const [base, setBase] = useState<NoteDraft | null>(null);
  const [conflict, setConflict] = useState<NoteConflict | null>(null);
  const ownWrite = useRef<NoteDraft | null>(null);
  const latest = useRef({ draft, stored, base });
  latest.current = { draft, stored, base };

  useEffect(() => {
    if (!stored) return;
    const incoming = noteDraftFrom(stored);
    const { base: from, draft: mine } = latest.current;
    if (!from || !mine) {
      // The editor opens: the draft starts from the stored note.
      setBase(incoming);
      apply(incoming, incoming);
      return;
    }
    const change = storedNoteChange({
      base: from,
      draft: mine,
      incoming,
      ownSave: ownWrite.current,
      pending: isPending(stored),
    });
    if (change.action === "none") return;
    if (change.action === "own-save") {
      if (change.rebase) setBase(incoming);
      return;
    }
    const { merge } = change;
    if (merge.status === "conflict") {
      setConflict(merge);
      return;
    }
    setConflict(null);
    setBase(incoming);
    apply(merge.draft, incoming);
    if (merge.combined) notify.info(messages.notes.mergedFromAnotherDevice, { id: "note-merged" });
  }, [stored, apply]);

  const willSave = useCallback((saving: NoteDraft) => {
    ownWrite.current = saving;
  }, []);

  /** The student's answer to a conflict; the version they did not keep is kept as an earlier version. */
  const choose = useCallback(
    async (choice: NoteConflictChoice) => {
      const { base: from, draft: mine, stored: record } = latest.current;
      if (!conflict || !from || !mine || !record) return;
      // The draft as it is now: the student may have typed on while the choice was shown.
      const now = mergeNoteDrafts(from, mine, conflict.theirs);
      const theirs = conflict.theirs;
      const chosen = now.status === "merged" ? now.draft : resolveNoteConflict(now, choice);
      const { pending: _pending, ...stored } = record as Note & { pending?: number };
      try {
        if (now.status === "conflict" && choice === "theirs") {
          await keepPreviousVersion("notes", { ...stored, ...editable(mine) });
        } else if (now.status === "conflict") {
          await keepPreviousVersion("notes", stored);
        }
      } catch (error) {
        console.error("Keeping the earlier version failed", error);
        notify.error(messages.notes.saveFailed);
        return;
      }
      setConflict(null);
      setBase(theirs);
      apply(chosen, theirs);
      if (same(chosen, theirs)) return;
      ownWrite.current = chosen;
      if (!(await saveChoice(chosen))) notify.error(messages.notes.saveFailed);
    },
    [conflict, apply, saveChoice],
  );

  return { conflict, choose, willSave };
}

/** What the student edits of a draft, to lay over a stored record. */
function editable({ title, content, subject, tags }: NoteDraft) {
  return { title, content, subject, tags };
}
