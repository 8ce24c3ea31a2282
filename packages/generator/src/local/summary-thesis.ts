// Which of a section's sentences states its point (issue 16 §4): a summary quotes each section's thesis, not its
// most central definition. Textbook and lecture prose states a section's point first and then details it, so the
// section's first claim counts most; a definition counts as the thesis only when it defines the section's own
// subject (a word of its heading or of the note's topic) — "The Krebs cycle is…" under "The four stages" is
// one stage's detail, "Respiration happens in four stages…" is the point.

import type { AnalysedSentence } from "./analysis.ts";
import { SPOKEN_OPENING, stepClaim } from "./summary-sources.ts";

/** A section's first claim counts this much more when its claims are ranked for key points (one cue of many). */
export const SECTION_OPENER = 1.2;
/** In the overview, a headed section's first claim (its topic sentence) counts this much more: its thesis. */
export const THESIS_OPENER = 1.6;
/** Of a merged section's headings the first names it: its thesis counts this much more than the others'. */
export const MERGED_LEAD = 1.15;
/** A paragraph's first claim (the paragraph's topic sentence) counts this much more. */
export const PARAGRAPH_OPENER = 1.15;
/** A definition of the section's own subject counts this much more: the section is about that term. */
export const SUBJECT_DEFINITION = 1.5;
/** A definition of any other term: a little more than a plain claim (it is still a fact worth knowing). */
export const DETAIL_DEFINITION = 1.1;

/** A crude singular: "stages" → "stage", "bodies" → "body", "processes" → "process"; "gas" stays. */
const singular = (w: string) =>
  w
    .replace(/ies$/, "y")
    .replace(/sses$/, "ss")
    .replace(/(?<![su])s$/, "");

/**
 * The weight of a defined term: a definition of the section's subject (all of the term's words, or its head
 * noun, among the words of the section's heading or the note's topic) is a thesis; another term's is a detail.
 * With no heading and no topic words to compare (a transcript's topic-shift section) every definition counts
 * as the subject's.
 */
export function definitionWeight(term: string, subject: Set<string>): number {
  if (subject.size === 0) return SUBJECT_DEFINITION;
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2)
    .map(singular);
  if (words.length === 0) return DETAIL_DEFINITION;
  const known = new Set([...subject].map(singular));
  const head = words[words.length - 1] ?? "";
  return words.every((w) => known.has(w)) || known.has(head) ? SUBJECT_DEFINITION : DETAIL_DEFINITION;
}

/**
 * "The missing mechanism came after…": a sentence that opens on "the" and a noun phrase whose nouns the note
 * has not used before (nor its title or headings) refers to something the reader was told about in other words
 * ("Wegener could not explain what force moved the continents"); quoted alone it dangles. A definition of the
 * phrase ("The lithosphere is the rigid outer shell…") introduces it and stands.
 */
export function opensOnUnintroduced(s: AnalysedSentence, seenBefore: (lemma: string) => boolean): boolean {
  if (s.definition) return false;
  const words = s.tokens.filter((t) => t.type === "word");
  if (words[0]?.lower !== "the") return false;
  // The noun phrase after "the": adjectives and nouns up to the first word of another kind.
  const phrase: typeof words = [];
  for (const t of words.slice(1)) {
    if (t.pos !== "ADJ" && t.pos !== "NOUN" && t.pos !== "VERB") break;
    // A participle before a noun ("the missing mechanism") is an adjective; a verb after a noun ends the phrase.
    if (t.pos === "VERB" && !(phrase.length === 0 && /(?:ing|ed)$/.test(t.lower))) break;
    phrase.push(t);
  }
  const nouns = phrase.filter((t) => t.pos === "NOUN");
  // Only a phrase that describes its noun ("the missing mechanism"): a bare "the X" is generic ("The heart…").
  if (nouns.length === 0 || nouns.length === phrase.length) return false;
  // "The overall equation of photosynthesis": the phrase says what it describes, by a thing the note has named.
  const after = words[phrase.length + 1];
  const owner = words.slice(phrase.length + 2).find((t) => t.pos === "NOUN" || t.pos === "PROPN");
  if (after?.lower === "of" && owner && seenBefore(owner.lemma || owner.lower)) return false;
  return nouns.every((t) => !seenBefore(t.lemma || t.lower));
}

/**
 * Where each content lemma is first used in the note (its sentence's index), for opensOnUnintroduced; the words of
 * the headings and the title count as used before every sentence.
 */
export function firstUses(
  sentences: AnalysedSentence[],
  lemmasOf: (s: AnalysedSentence) => Iterable<string>,
  always: Iterable<string>,
): (s: AnalysedSentence) => (lemma: string) => boolean {
  const first = new Map<string, number>();
  for (const w of always) first.set(w, -1);
  for (const s of sentences) for (const l of lemmasOf(s)) if (!first.has(l)) first.set(l, s.index);
  return (s) => (lemma) => (first.get(lemma) ?? Number.POSITIVE_INFINITY) < s.index;
}

/** The first sentence under each heading (a merged section has several): each its heading's topic sentence. */
export function firstUnderEachHeading(sentences: AnalysedSentence[]): Set<AnalysedSentence> {
  const seen = new Set<string | null>();
  const out = new Set<AnalysedSentence>();
  for (const [i, s] of sentences.entries()) {
    // No heading after the first sentence: the next chunk of a long note going on with the section it
    // was cut in (chunks are analysed one by one and joined), not a new heading's topic sentence.
    if (s.section === null && i > 0) continue;
    if (seen.has(s.section)) continue;
    seen.add(s.section);
    out.add(s);
  }
  return out;
}

/** The lower-case words of a title or heading, as a set. */
export function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );
}

/**
 * What a sentence defines: the analysis's definition term, or in speech a spoken one ("so the first idea, a
 * gene is a unit of…", "recursion is when a function…"), which the written rules miss; null when none.
 */
export function definedTerm(s: AnalysedSentence): string | null {
  if (s.definition) return s.definition.term;
  const said = s.text.trim().replace(SPOKEN_OPENING, "");
  // "fourth, catalysts, a catalyst is a substance…": the definition after a lecturer's step or lead.
  const text = stepClaim(said) ?? said;
  const spoken = SPOKEN_DEFINITION.exec(text);
  return spoken?.[1] ?? null;
}

/**
 * "[the first idea,] a gene is a …", "recursion is when …", "the genotype is the set…", "The water cycle, also
 * called the hydrological cycle, is the…", "interference is forgetting caused by…" (not "is going to…").
 */
const SPOKEN_DEFINITION =
  /^(?:[\w' ]{0,40},\s*)?(?:an?\s+|the\s+)?([a-z][\w-]*(?:\s[\w-]+){0,3}?)(?:,[^,]{1,60},)?\s+(?:is|are|means|refers to)\s+(?:an?|the|when|where|how|(?!going|getting|being|becoming|coming|starting|trying)[a-z]+ing)\b/i;

/** A defined term all of whose words are the note's topic words ("water cycle" in "The Water Cycle"). */
export function definesTopic(term: string, topic: Set<string>): boolean {
  const words = [...wordsOf(term)];
  const singular = (w: string) => w.replace(/s$/, "");
  const topicWords = new Set([...topic].map(singular));
  return words.length > 0 && words.every((w) => topicWords.has(singular(w)));
}

const YEAR = /\b(?:1[0-9]{3}|20[0-9]{2})\b/;

/** "Before 1789, …", "Until the 1780s …": the period a state of affairs held, not an event's date. */
const PERIOD_OPENER = /^(?:before|until|up to)\s+(?:the\s+)?(?:1[0-9]{3}|20[0-9]{2})s?\b/i;

/**
 * A section's first claim that can be its thesis: not a dated event or attribution ("The first modern theory
 * came from … Arrhenius in 1884"), which opens a story rather than stating the section's point — unless it
 * defines something, or its date only says until when the state it describes held ("Before 1789, France was
 * ruled by an absolute monarch…").
 */
export function canBeThesis(s: AnalysedSentence): boolean {
  return s.definition !== null || !YEAR.test(s.text) || PERIOD_OPENER.test(s.text.trim());
}
