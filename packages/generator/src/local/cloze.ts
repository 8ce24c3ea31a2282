// Blanks: which part of a sentence to ask for, and the sentence with that part taken out.

import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import type { Answer } from "./distractors.ts";
import type { Mention, MentionKind } from "./mentions.ts";

export const BLANK = "_____";

export type ClozeTarget = { answer: Answer; mention: Mention; text: string };

// Which kinds of answer make the best blanks, best first.
const KIND_ORDER: MentionKind[] = ["term", "person", "year", "percent", "number", "place", "name"];
const MIN_TERM_WEIGHT = 2.5;

/** The answer a mention stands for, with what the chunk knows about it. */
export function answerOf(analysis: ChunkAnalysis, mention: Mention, display = mention.text): Answer {
  const entry = analysis.pools.get(mention.kind)?.get(mention.key);
  return {
    kind: mention.kind,
    key: mention.key,
    display,
    head: mention.head,
    modifiers: mention.modifiers,
    plural: mention.plural,
    value: mention.value,
    defined: entry?.defined ?? false,
  };
}

/**
 * The parts of a sentence worth blanking, best first: key terms (defined or often mentioned), then people,
 * years, percentages, numbers, places and names. A part the sentence names twice is skipped — the second
 * mention would give the answer away.
 */
export function clozeTargets(analysis: ChunkAnalysis, sentence: AnalysedSentence): ClozeTarget[] {
  const lower = sentence.text.toLowerCase();
  const keys = new Set(sentence.mentions.map((m) => m.key));
  const targets = sentence.mentions.filter((m) => {
    if (m.kind === "term" && (analysis.weight(m.key) < MIN_TERM_WEIGHT || m.counted)) return false;
    // "this _____" leans on an earlier sentence.
    const before = sentence.tokens[m.first - 1]?.lower ?? "";
    if (before === "this" || before === "that" || before === "these" || before === "those") return false;
    // "Adenosine triphosphate, or _____": another name in the same sentence gives the answer away.
    if ([...(analysis.aliases.get(m.key) ?? [])].some((alias) => keys.has(alias))) return false;
    const text = m.text.toLowerCase();
    return lower.indexOf(text) === lower.lastIndexOf(text);
  });
  targets.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      analysis.weight(b.key) - analysis.weight(a.key) ||
      a.start - b.start,
  );
  return targets.map((mention) => ({ mention, answer: answerOf(analysis, mention), text: mention.text }));
}

/** The sentence with [start, end) replaced by a blank; "a"/"an" before it becomes "a/an" so it gives no hint. */
export function blankOut(text: string, start: number, end: number): string {
  let before = text.slice(0, start);
  const article = /\b(a|an|A|An)\s+$/.exec(before);
  if (article?.[1]) before = `${before.slice(0, article.index)}${article[1][0] === "A" ? "A/an" : "a/an"} `;
  return `${before}${BLANK}${text.slice(end)}`;
}

/** The sentence with [start, end) replaced by `replacement`, fixing "a"/"an" before it. */
export function replaceSpan(text: string, start: number, end: number, replacement: string): string {
  let before = text.slice(0, start);
  const article = /\b(a|an|A|An)\s+$/.exec(before);
  if (article?.[1]) {
    const vowel = /^[aeiou]/i.test(replacement);
    const word = vowel ? "an" : "a";
    before = `${before.slice(0, article.index)}${article[1][0] === "A" ? `${word[0]?.toUpperCase()}${word.slice(1)}` : word} `;
  }
  const result = `${before}${replacement}${text.slice(end)}`;
  return start === 0 ? capitalise(result) : result;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Card and question text without markdown emphasis marks. */
export const plain = (text: string) =>
  text
    .replace(/\*\*|`/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Ends a phrase as a sentence. */
export const asSentence = (text: string) => {
  const t = plain(text);
  return /[.!?]$/.test(t) ? capitalise(t) : `${capitalise(t)}.`;
};
