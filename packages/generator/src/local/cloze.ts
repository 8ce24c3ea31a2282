// Blanks: which part of a sentence to ask for, and the sentence with that part taken out.

import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import type { Answer } from "./distractors.ts";
import { GENERIC_KEY_WORDS } from "./forms/generic-words.ts";
import type { Mention, MentionKind } from "./mentions.ts";
import { isMistaggedVerb } from "./sources.ts";
import { capitalise, removeFillers } from "./speech.ts";

export const BLANK = "_____";

export type ClozeTarget = { answer: Answer; mention: Mention; text: string };

const MIN_TERM_WEIGHT = 2.5;
const KIND_VALUE: Record<MentionKind, number> = {
  term: 0,
  person: 3.5,
  year: 3,
  percent: 2.5,
  number: 2.5,
  place: 2,
  name: 1.5,
};

/**
 * How good an answer a mention makes: people and years are facts worth learning; a term is worth more when
 * the note defines it or it is a compound ("oxidative phosphorylation") than a single common word ("water").
 */
function targetValue(analysis: ChunkAnalysis, m: Mention): number {
  if (m.kind !== "term") return KIND_VALUE[m.kind];
  const weight = Math.min(analysis.weight(m.key), 8) / 4;
  const defined = analysis.pools.get("term")?.get(m.key)?.defined ?? false;
  if (defined) return 4 + weight;
  return m.key.includes(" ") ? 2 + weight : weight;
}

/** A single common noun is worth a blank only when it is used this much (1.5 × its count: three uses). */
const MIN_SINGLE_WORD_WEIGHT = 4.5;

/**
 * A weak key (issue 16 §1): one common word ("issue", "way", "Law", "East", "memories") that the note does not
 * define, used too little to be one of its subjects — or any word of GENERIC_KEY_WORDS not defined. People,
 * years, numbers, acronyms and names of more than one word are never weak.
 */
export function isWeakKey(analysis: ChunkAnalysis, m: Mention): boolean {
  if (m.kind !== "term" && m.kind !== "name" && m.kind !== "place") return false;
  if (m.text.includes(" ") || /^[A-Z][A-Z0-9]+$/.test(m.text)) return false;
  const defined = analysis.pools.get("term")?.get(m.key)?.defined ?? false;
  if (defined) return false;
  if (GENERIC_KEY_WORDS.has(m.text.toLowerCase())) return true;
  return m.kind === "term" && analysis.weight(m.key) < MIN_SINGLE_WORD_WEIGHT;
}

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
 * The parts of a sentence worth blanking, best first (targetValue): defined terms, people, years, compound
 * terms, numbers, places, names, common words. A part the sentence names twice is skipped — the second
 * mention would give the answer away.
 */
/** Unit symbols written after a number ("250 mm", "9.8 m/s", "100 kPa"); a degree sign stays outside. */
const UNIT_SYMBOLS =
  /^(?:[mcµnk]?m|[mk]?g|k?m\/s|km\/h|m?s|K|V|A|W|kW|MW|J|kJ|N|Hz|kHz|m?l|mL|L|Pa|kPa|mph)$/;

export function clozeTargets(analysis: ChunkAnalysis, sentence: AnalysedSentence): ClozeTarget[] {
  const lower = sentence.text.toLowerCase();
  const keys = new Set(sentence.mentions.map((m) => m.key));
  const targets = sentence.mentions.filter((m) => {
    if (m.kind === "term" && (analysis.weight(m.key) < MIN_TERM_WEIGHT || m.counted)) return false;
    if (isWeakKey(analysis, m)) return false;
    // "electronegativity share electrons", "keys hash to": a key is a noun phrase, never subject + verb.
    for (let i = m.first + 1; i <= m.last; i++) if (isMistaggedVerb(sentence.tokens, i)) return false;
    // "The Third _____": a word after a capitalised one inside the sentence is part of a name, not a key.
    const previous = sentence.tokens[m.first - 1];
    if (m.kind === "term" && m.first > 1 && previous && /^[A-Z]/.test(previous.value)) return false;
    // "Linked _____ allow …": the sentence's first word modifies the key; the blank splits a compound.
    if (m.first === 1 && previous && ["ADJ", "NOUN", "PROPN", "VERB"].includes(previous.pos)) return false;
    // "less than _____ of rain" hides "250 mm" but keys "250": a number's unit symbol belongs to its key.
    if (m.kind === "number" && UNIT_SYMBOLS.test(sentence.tokens[m.last + 1]?.value ?? "")) return false;
    // "this _____" leans on an earlier sentence.
    const before = sentence.tokens[m.first - 1]?.lower ?? "";
    if (before === "this" || before === "that" || before === "these" || before === "those") return false;
    // "Adenosine triphosphate, or _____": another name in the same sentence gives the answer away.
    if ([...(analysis.aliases.get(m.key) ?? [])].some((alias) => keys.has(alias))) return false;
    const text = m.text.toLowerCase();
    return lower.indexOf(text) === lower.lastIndexOf(text);
  });
  targets.sort((a, b) => targetValue(analysis, b) - targetValue(analysis, a) || a.start - b.start);
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

export { capitalise };

/**
 * A sentence shown on a card or in a question: markdown marks out, and speech fillers when it is speech (text
 * that does not look like speech has no "um" or "uh" to remove — see looksLikeSpeech).
 */
export const shown = (text: string, speech: boolean) => plain(speech ? withoutFillers(text) || text : text);

/**
 * A spoken text without its fillers, keeping a unit that is spelt like one: "over 2000 mm a year" keeps its
 * millimetres ("mm" after a number is no hesitation).
 */
export function withoutFillers(text: string): string {
  return removeFillers(text.replace(/(\d)\s+(mm)\b/g, "$1\uE000$2")).replace(/\uE000/g, " ");
}

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
