// Is a note written in English? The local engine reads English only (wink's English model, English rules), so
// a note in another language is refused with a message instead of giving meaningless blanks (issue 16 §5).
// LLM providers take any language: only the local provider asks.

import { messages } from "@lectern/core";
import { francAll } from "franc-min";
import type { ChunkProvider } from "./types.ts";

/** Below this many characters of prose the guess is not trusted, and the note is read as English. */
export const LANGUAGE_MIN_PROSE_CHARS = 200;

/** How much of a note the guess reads (its start): ~2 pages of prose. */
export const LANGUAGE_SAMPLE_CHARS = 6000;

/**
 * The share of English function words ('the', 'of', 'is'…) at or above which prose is English whatever the
 * trigrams say. English prose has 30–50% (a slide deck or a glossary 25%; a paragraph of names, once the names
 * are left out, more); French or Spanish prose has none of these words, German a few ('in', 'was').
 */
export const ENGLISH_FUNCTION_WORD_SHARE = 0.1;

/**
 * How far ahead of English another language's trigram score must be (franc's scores are relative: 1 for the
 * best). On long prose the scores bunch up (a French page puts English at ~0.95), so this only guards against
 * English prose that the trigrams cannot tell from its neighbours (a paragraph of German names: ~0.97).
 */
export const LANGUAGE_MIN_MARGIN = 0.03;

const ENGLISH_FUNCTION_WORDS = new Set(
  // Words that are words in German, French or Spanish too ('in', 'an', 'was', 'also', 'will', 'a') are left out.
  (
    "the of and to is are were be been by for with that this these those which who what when where it its " +
    "at from or not can would should may than then there their they she we you has have had do does did " +
    "into such each other most some any all one only how why"
  ).split(" "),
);

/** The refusal the local engine answers a note not in English with (issue 16 §5). */
export class NotEnglishError extends Error {
  constructor() {
    super(messages.generation.builtInEngineEnglishOnly);
  }
}

/**
 * The words of a note a language guess may read: code (fenced blocks, inline code, lines that look like code),
 * URLs, formulas and numbers are left out, since they are the same in every language or in none.
 */
export function wordsOf(text: string): string {
  return text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/\$\$[\s\S]*?\$\$|\$[^$\n]*\$/g, " ")
    .split("\n")
    .filter((line) => !looksLikeCode(line))
    .join("\n")
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
    .replace(/\S*[\d=<>{}[\]\\|_^~*#@/]\S*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The prose the guess reads: wordsOf without capitalised words inside a sentence (names of people, places,
 * things), which carry the spelling of their own language, not the note's.
 */
export function proseOf(text: string): string {
  return wordsOf(text)
    .replace(/(?<=[\p{L}\p{N},;)'’-][ \t]+)\p{Lu}[\p{L}'’-]*/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A line of code or a formula: ends in ; { } or ), or is mostly symbols. */
function looksLikeCode(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length === 0) return false;
  if (/[;{}]$|^[}\])]|^(?:import|export|const|let|var|def|return|function|class|#include)\b/.test(trimmed))
    return true;
  const letters = trimmed.replace(/[^\p{L}\s]/gu, "").length;
  return letters / trimmed.length < 0.6;
}

/** The share of words in `prose` that are English function words. */
export function englishFunctionWordShare(prose: string): number {
  const words = prose.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return 0;
  return words.filter((w) => ENGLISH_FUNCTION_WORDS.has(w)).length / words.length;
}

/**
 * Whether a note is written in English, decided on its prose only: too little prose (a list of terms, code,
 * formulas) is English by default; English function words at ENGLISH_FUNCTION_WORD_SHARE or more settle it;
 * else the note is not English only when the trigram guess puts another language ahead of English by
 * LANGUAGE_MIN_MARGIN — both signals must agree before a note is refused.
 */
export function isEnglish(note: string): boolean {
  // A sample is enough to know a language, and keeps the guess fast on an 80,000-character note.
  const text = note.slice(0, LANGUAGE_SAMPLE_CHARS);
  // The length is judged before names go: German capitalises every noun.
  if (wordsOf(text).length < LANGUAGE_MIN_PROSE_CHARS) return true;
  const prose = proseOf(text);
  if (englishFunctionWordShare(prose) >= ENGLISH_FUNCTION_WORD_SHARE) return true;
  const scores = francAll(prose, { minLength: 1 });
  const [best] = scores;
  if (!best || best[0] === "eng" || best[0] === "und") return true;
  const english = scores.find(([code]) => code === "eng")?.[1] ?? 0;
  return best[1] - english < LANGUAGE_MIN_MARGIN;
}

/**
 * Refuses a text not in English when the provider writes English only (ChunkProvider.englishOnly: the local
 * engine); any other provider takes every language.
 */
export function assertLanguageSupported(provider: Pick<ChunkProvider, "englishOnly">, text: string): void {
  if (provider.englishOnly && !isEnglish(text)) throw new NotEnglishError();
}
