// Live mode's append rule — spec 1 §4: only text not already present is appended.

/** A word as compared: lower case, letters and digits only, so "Hello," and "hello" are the same word. */
function wordKey(token: string): string {
  return token.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

interface Word {
  token: string;
  key: string;
}

function wordsOf(text: string): Word[] {
  return text
    .split(/\s+/)
    .filter((token) => token.length > 0)
    .map((token) => ({ token, key: wordKey(token) }))
    .filter((word) => word.key.length > 0);
}

function sameRun(a: Word[], aStart: number, b: Word[], bStart: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (a[aStart + i]!.key !== b[bStart + i]!.key) return false;
  return true;
}

/** True when `needle`'s words occur, in order and next to each other, somewhere in `haystack`. */
function containsRun(haystack: Word[], needle: Word[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (sameRun(haystack, start, needle, 0, needle.length)) return true;
  }
  return false;
}

/**
 * Live mode (spec 1 §4) transcribes overlapping windows, so a new window repeats words already in the transcript.
 * Only what is new is appended: text already present (same words, ignoring case and punctuation) changes nothing,
 * and where the head of `incoming` repeats the tail of `existing`, only the words after that overlap are added.
 */
export function appendNewText(existing: string, incoming: string): string {
  const fresh = wordsOf(incoming);
  if (fresh.length === 0) return existing;
  const present = wordsOf(existing);
  if (present.length === 0) return incoming.trim();
  if (containsRun(present, fresh)) return existing;

  let overlap = Math.min(present.length, fresh.length - 1);
  while (overlap > 0 && !sameRun(present, present.length - overlap, fresh, 0, overlap)) overlap--;

  const added = fresh
    .slice(overlap)
    .map((word) => word.token)
    .join(" ");
  return `${existing.trimEnd()} ${added}`;
}
