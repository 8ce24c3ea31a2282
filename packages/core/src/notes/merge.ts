// Merging a note that changed on another device while it was open (issue 13 Deliver 3, DESIGN §4 "text merges
// three-way from the base version, and a version that lost is kept, never dropped").

import { diff3Merge } from "node-diff3";
import { messages } from "../messages.ts";
import { isNoteDraftChanged, type NoteDraft, normalizeTags } from "./editor.ts";

/** A place where both sides changed the same lines of the base differently. */
export interface ConflictRegion {
  base: string;
  mine: string;
  theirs: string;
}

/** One piece of a three-way merge: text both sides agree on, or a conflict. */
export type MergePiece = { ok: string } | { conflict: ConflictRegion };

export type TextMerge =
  | { status: "merged"; text: string }
  | { status: "conflict"; regions: ConflictRegion[]; pieces: MergePiece[] };

const LINE = "\n";

/**
 * Three-way merge of a text by lines (git's granularity): edits that touch different lines, with at least one
 * unchanged line between them, merge; both sides changing the same or adjacent lines differently is a
 * conflict. In a Markdown note a paragraph is a line, or lines without a blank one between them, so edits to
 * different paragraphs always merge and two edits of one line of a paragraph conflict. The same edit made on
 * both sides is no conflict.
 */
export function threeWayMergeText(base: string, mine: string, theirs: string): TextMerge {
  // The common cases need no diff, and keep the text exactly as either side wrote it.
  if (mine === theirs || theirs === base) return { status: "merged", text: mine };
  if (mine === base) return { status: "merged", text: theirs };
  const regions = diff3Merge(mine.split(LINE), base.split(LINE), theirs.split(LINE), {
    excludeFalseConflicts: true,
  });
  const pieces: MergePiece[] = regions.map((region) =>
    region.conflict
      ? {
          conflict: {
            base: region.conflict.o.join(LINE),
            mine: region.conflict.a.join(LINE),
            theirs: region.conflict.b.join(LINE),
          },
        }
      : { ok: (region.ok ?? []).join(LINE) },
  );
  const conflicts = pieces.flatMap((piece) => ("conflict" in piece ? [piece.conflict] : []));
  if (conflicts.length === 0) return { status: "merged", text: joinPieces(pieces, () => []) };
  return { status: "conflict", regions: conflicts, pieces };
}

/** The pieces' lines in order; `conflictLines` says what a conflict becomes. */
function joinPieces(pieces: MergePiece[], conflictLines: (region: ConflictRegion) => string[]): string {
  return pieces.flatMap((piece) => ("ok" in piece ? [piece.ok] : conflictLines(piece.conflict))).join(LINE);
}

/**
 * 'Keep both' of a conflicting text: what merged stays merged, and at each conflict my lines come first, then a
 * marker line, then the other device's lines, so nothing of either is lost and the student can tidy it up. The
 * marker is a line of its own between blank lines, so Markdown shows it as a paragraph (never a heading).
 */
export function keepBothTexts(merge: TextMerge): string {
  if (merge.status === "merged") return merge.text;
  return joinPieces(merge.pieces, (region) => {
    if (!region.mine.trim()) return [region.theirs];
    if (!region.theirs.trim()) return [region.mine];
    return [region.mine, "", messages.notes.keepBothMarker, "", region.theirs];
  });
}

// --- The whole note ------------------------------------------------------------------------------------------

/** The merge of a note's draft with a version that arrived while it was open. */
export type NoteMerge =
  /** Nothing to ask: the draft becomes `draft` (mine, theirs, or both merged). */
  | {
      status: "merged";
      draft: NoteDraft /** Both sides had changes and they were combined. */;
      combined: boolean;
    }
  /** The title or the content changed on both sides in the same place: the student chooses. */
  | { status: "conflict"; title: TextMerge; content: TextMerge; mine: NoteDraft; theirs: NoteDraft };

export type NoteConflictChoice = "theirs" | "mine" | "both";

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * Tags merge as a set: mine, plus the tags the other device added, minus the ones it removed (each side's
 * changes from the base are kept, as with the text).
 */
export function mergeTags(
  base: readonly string[],
  mine: readonly string[],
  theirs: readonly string[],
): string[] {
  const removed = base.filter((tag) => !theirs.includes(tag));
  const added = theirs.filter((tag) => !base.includes(tag) && !mine.includes(tag));
  return normalizeTags([...mine.filter((tag) => !removed.includes(tag)), ...added]);
}

/**
 * Three-way merge of the editor's draft (`mine`) with the stored version that arrived (`theirs`) from the
 * version the draft started from (`base`). Title and content merge as text; the subject takes the side that
 * changed it (mine when both did); tags merge as a set; the fields the editor does not edit (type, segments,
 * document details) are theirs.
 */
export function mergeNoteDrafts(base: NoteDraft, mine: NoteDraft, theirs: NoteDraft): NoteMerge {
  const title = threeWayMergeText(base.title, mine.title, theirs.title);
  const content = threeWayMergeText(base.content, mine.content, theirs.content);
  if (title.status === "conflict" || content.status === "conflict") {
    return { status: "conflict", title, content, mine, theirs };
  }
  const draft: NoteDraft = {
    ...theirs,
    title: title.text,
    content: content.text,
    subject: mine.subject !== base.subject ? mine.subject : theirs.subject,
    tags: mergeTags(base.tags, mine.tags, theirs.tags),
  };
  return { status: "merged", draft, combined: hasEdits(base, mine) && hasEdits(base, theirs) };
}

/** Whether a side changed anything the student edits. */
function hasEdits(base: NoteDraft, side: NoteDraft): boolean {
  return (
    side.title !== base.title ||
    side.content !== base.content ||
    side.subject !== base.subject ||
    !sameTags(side.tags, base.tags)
  );
}

/**
 * The draft after the student's choice in a conflict: theirs as it arrived, mine as I wrote it, or both — the
 * texts kept both (keepBothTexts; a conflicting title keeps mine, the other title stays in the earlier version),
 * mine's subject, and the tags of both.
 */
export function resolveNoteConflict(
  conflict: Extract<NoteMerge, { status: "conflict" }>,
  choice: NoteConflictChoice,
): NoteDraft {
  const { mine, theirs } = conflict;
  if (choice === "theirs") return theirs;
  if (choice === "mine")
    return { ...theirs, title: mine.title, content: mine.content, subject: mine.subject, tags: mine.tags };
  return {
    ...theirs,
    title: conflict.title.status === "merged" ? conflict.title.text : mine.title,
    content: keepBothTexts(conflict.content),
    subject: mine.subject,
    tags: normalizeTags([...mine.tags, ...theirs.tags]),
  };
}

/** What the open editor does when the stored note changed (issue 13). */
export type StoredNoteChange =
  /** Nothing the student edits changed (the server acknowledged it, or stamped times): nothing to do. */
  | { action: "none" }
  /** The editor's own save: it becomes the base once the server has it (`rebase`), not before. */
  | { action: "own-save"; rebase: boolean }
  /** Another version: merged into the draft, or a conflict to show. */
  | { action: "merge"; merge: NoteMerge };

/**
 * The open editor's rule for a newer stored version of its note. The base moves to the editor's own save only
 * when that save is no longer pending: until the server has it, the server's version is still the one another
 * device's change builds on, and merging from the own save would undo the student's edits.
 */
export function storedNoteChange(input: {
  /** The version the draft builds on. */
  base: NoteDraft;
  draft: NoteDraft;
  incoming: NoteDraft;
  /** The last draft the editor saved, if any. */
  ownSave: NoteDraft | null;
  /** Whether the stored version is a local change not yet sent (the device's pending flag). */
  pending: boolean;
}): StoredNoteChange {
  const { base, draft, incoming, ownSave, pending } = input;
  if (!isNoteDraftChanged(incoming, base)) return { action: "none" };
  if (ownSave && !isNoteDraftChanged(incoming, ownSave)) return { action: "own-save", rebase: !pending };
  return { action: "merge", merge: mergeNoteDrafts(base, draft, incoming) };
}
