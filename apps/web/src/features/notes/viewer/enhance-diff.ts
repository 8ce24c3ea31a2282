// What Enhance changed (issue 16 §7): the original note and the enhanced text as one run of display segments —
// kept, added and removed words — read top to bottom in one column, so it works at 360 px as well as on a desktop.

import { diffWords } from "diff";

export type DiffSegment = { kind: "same" | "added" | "removed"; text: string };

/**
 * How long the word diff may take (ms). It costs length × edits: a 3,000-character transcript takes ~10-20 ms,
 * a 50,000-character one with its fillers removed runs past any budget (measured: a line diff does not finish
 * either, the transcript being a few long lines), and the dialog opens on the page's thread.
 */
export const WORD_DIFF_BUDGET_MS = 250;
/**
 * The most words added plus removed the diff shows: past it the list of changes is no longer readable, and the
 * cut is reached quickly (the cost grows with the square of the edits) and the same on every machine.
 */
export const WORD_DIFF_MAX_EDITS = 2000;

const collapsed = (text: string) => text.replace(/\s+/g, " ").trim();

/** True when Enhance changed nothing but spacing: the dialog says 'No changes needed'. */
export function enhanceChangedNothing(original: string, enhanced: string): boolean {
  return collapsed(original) === collapsed(enhanced);
}

type Change = { value: string; added?: boolean; removed?: boolean };

/**
 * The changes as display segments (null past WORD_DIFF_MAX_EDITS, or when the word diff did not finish within WORD_DIFF_BUDGET_MS), in the enhanced text's order and layout: kept text carries the enhanced
 * text's spacing and line breaks (diffWords gives the new side's whitespace on common parts); a removed part
 * is trimmed, as it sits between kept words; a change of spacing alone is shown as kept, since the reader
 * cannot see it. Adjacent segments of one kind are joined.
 */
export function enhanceDiff(original: string, enhanced: string): DiffSegment[] | null {
  const changes: Change[] | undefined = diffWords(original, enhanced, {
    timeout: WORD_DIFF_BUDGET_MS,
    maxEditLength: WORD_DIFF_MAX_EDITS,
  });
  // Too long to compare in time: the dialog shows the enhanced text and says why there is no diff.
  if (!changes) return null;
  const segments: DiffSegment[] = [];
  for (const change of changes) {
    const segment = segmentOf(change);
    if (!segment) continue;
    const last = segments.at(-1);
    if (last && last.kind === segment.kind) last.text += segment.text;
    else segments.push(segment);
  }
  return segments;
}

/** One change as a segment, or null for a removed stretch of spacing alone. */
function segmentOf(change: Change): DiffSegment | null {
  const blank = change.value.trim() === "";
  if (change.removed) return blank ? null : { kind: "removed", text: change.value.trim() };
  if (change.added && !blank) return { kind: "added", text: change.value };
  return { kind: "same", text: change.value };
}

/** How many words (runs with a letter or digit; marks alone are not words) the segments add and remove. */
export function diffWordCounts(segments: DiffSegment[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  let added = 0;
  let removed = 0;
  for (const segment of segments) {
    if (segment.kind === "added") added += words(segment.text);
    if (segment.kind === "removed") removed += words(segment.text);
  }
  return { added, removed };
}
