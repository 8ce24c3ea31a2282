// Counting words and sentences the same way everywhere generation needs it.

import { READING_WORDS_PER_MINUTE } from "../constants/generation.ts";

// A word is a run of letters or digits, with inner apostrophes or hyphens (don't, cell-wall, 3.5 counts as 3 and 5).
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
// A sentence ends at a run of . ! or ? followed by whitespace or the end of the text.
const SENTENCE_END = /[.!?]+(?=\s|$)/g;

/** The words of a text, in order. */
export function textWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Number of words in a text. */
export function countWords(text: string): number {
  return textWords(text).length;
}

/** Number of sentences: sentence-ending punctuation, plus a final sentence without one; 0 for a text with no words. */
export function countSentences(text: string): number {
  const trimmed = text.trim();
  if (countWords(trimmed) === 0) return 0;
  const ends = trimmed.match(SENTENCE_END)?.length ?? 0;
  return /[.!?]$/.test(trimmed) ? ends : ends + 1;
}

/**
 * Reading time of a summary in whole minutes at READING_WORDS_PER_MINUTE (Lectern's choice; the spec gives
 * none): rounded up, and at least 1 for a text with any words, 0 for an empty one.
 */
export function readingTimeMinutes(text: string): number {
  const words = countWords(text);
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
