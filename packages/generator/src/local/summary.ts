// The extractive summary (issue 16 §4): the note's own sentences as overview and key points (nothing is reworded),
// one per section of the note, in order, chosen from its expository sentences.

import { countWords, type GeneratedSummary, quizDifficulty, readingTimeMinutes } from "@lectern/core";
import type { SourceNote } from "../types.ts";
import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import { plain } from "./cloze.ts";
import { properNamesOf } from "./enhance.ts";
import { mergeSmallestNeighbours, type Section, sectionsOf, topicLemmas } from "./sections.ts";
import { removeFillers, tidySentence } from "./speech.ts";
import { withoutUnreadable } from "./unreadable.ts";

/** The overview is 3 to 5 sentences, one per section (issue 16 §4). */
export const OVERVIEW_SENTENCES = { min: 3, max: 5 } as const;
/** Key points: one per section, 3 to 7, and one per 10 sentences of a long note (a second for long sections). */
export const KEY_POINTS = { min: 3, max: 7, sentencesPerPoint: 10 } as const;
/** Two chosen sentences sharing more than this share of their content lemmas say the same thing. */
const SIMILAR = 0.5;

/**
 * A sentence a summary may quote: an expository sentence (never a caption, heading, table row, link,
 * instruction, objective, worked example, exercise or question; the source classifier sets kind), checked again
 * by its surface and its section for the junk classes (see looksLikeJunk).
 */
export function isSummarySource(s: AnalysedSentence): boolean {
  if (s.kind !== "expository") return false;
  if (s.section !== null && JUNK_SECTION.test(s.section.trim())) return false;
  return !looksLikeJunk(s);
}

/** Sections whose sentences are objectives, exercises or worked examples, not the text's claims. */
const JUNK_SECTION =
  /^(?:learning (?:objectives?|outcomes|goals)|objectives?|review(?: questions)?|(?:practice |end-of-chapter )?(?:questions|exercises|problems)|check your understanding|(?:worked )?examples?\b|further reading|references|key terms|glossary|self-test)/i;
const CAPTION =
  /^(?:fig(?:ure)?|table|image|photo|diagram|chart|graph|map|source|credit)\.?\s*(?:\d|[:(–-])/i;
const LINK = /https?:\/\/|www\.|\]\(/i;
const EXAMPLE = /^(?:for (?:example|instance)|e\.g\.|example\b|worked example)/i;
const OBJECTIVE =
  /^(?:by the end of|after (?:reading|studying) this|in this (?:section|chapter|lecture),? (?:you|we) will|learning (?:objectives|outcomes))/i;
/** "Strategy: …", "Solution: …", "Note: …": a labelled part of a worked example or a box, not a claim. */
const LABEL = /^[A-Z][a-z]+(?: [a-z]+)?:\s/;

/**
 * The junk classes a summary must never quote, by their surface, for sentences the source classifier has not
 * marked: captions, links, table rows, examples, objectives, labelled parts, instructions (an imperative verb
 * first: "Define…", "Read…", "Suppose…"), questions, and heading lines and fragments (no end mark and not
 * read as a sentence).
 */
function looksLikeJunk(s: AnalysedSentence): boolean {
  const text = s.text.trim();
  return (
    CAPTION.test(text) ||
    LINK.test(text) ||
    (text.match(/\|/g)?.length ?? 0) >= 2 ||
    EXAMPLE.test(text) ||
    OBJECTIVE.test(text) ||
    LABEL.test(text) ||
    looksLikeTermEntry(s) ||
    opensWithImperative(s) ||
    text.endsWith("?") ||
    (!/[.!]["'”’)\]]*$/.test(text) && !readsAsSentence(s))
  );
}

/**
 * A line without an end mark (a slide's bullet) is a sentence when it has a verb and does not open with one
 * ("Holds for…" lacks its subject), a gerund subject aside ("Adding branches lowers…").
 */
function readsAsSentence(s: AnalysedSentence): boolean {
  const first = s.tokens.find((t) => t.type === "word");
  const opensWithVerb = first?.pos === "VERB" && !first.lower.endsWith("ing");
  return !opensWithVerb && s.tokens.some((t) => t.pos === "VERB" || t.pos === "AUX");
}

/**
 * "Antigen – a molecule that…", "Distance from the sea: oceans…": a term or label, then a dash or colon within
 * the first six words with no verb before it — a list entry, not a sentence.
 */
export function looksLikeTermEntry(s: AnalysedSentence): boolean {
  const words = s.tokens.filter((t) => t.type !== "punctuation");
  const cut = s.tokens.findIndex((t) => /^(?::|–|—|-)$/.test(t.value));
  if (cut <= 0) return false;
  const before = s.tokens.slice(0, cut);
  if (before.filter((t) => t.type !== "punctuation").length > 6 || words.length <= before.length)
    return false;
  return !before.some((t) => t.pos === "VERB" || t.pos === "AUX");
}

/** The first word is a verb in its base form ("Define", "Apply", "Suppose"), not a gerund ("Sorting is…"). */
export function opensWithImperative(s: AnalysedSentence): boolean {
  const first = s.tokens.find((t) => t.type === "word");
  return first !== undefined && first.pos === "VERB" && (first.lemma || first.lower) === first.lower;
}

/** Openers that point back to the sentence before: out of that context the sentence dangles. */
const DANGLING_OPENERS = new Set([
  "this",
  "these",
  "those",
  "that",
  "it",
  "its",
  "they",
  "their",
  "them",
  "he",
  "she",
  "his",
  "her",
  "such",
  "both",
]);

/** The sentence opens with a word whose antecedent is in an earlier sentence ("This", "These", "It"…). */
export function leansOnPrevious(s: AnalysedSentence): boolean {
  return DANGLING_OPENERS.has(s.tokens.find((t) => t.type === "word")?.lower ?? "");
}

/**
 * Readable on its own in a summary: no dangling opener unless the sentence just before it in the text is the
 * previous chosen one (its antecedent), and otherwise standalone (a sensible length, no lecture talk).
 */
export function readableAfter(s: AnalysedSentence, previousChosen: AnalysedSentence | null): boolean {
  if (leansOnPrevious(s)) return previousChosen !== null && previousChosen.index === s.index - 1;
  return s.standalone;
}

/**
 * A section's key terms: each content lemma weighted by how many of the section's sentences use it, times how
 * particular it is to the section among the note's sections (idf); the heading's words count more, and the
 * words of the note's topic (title, first heading) count in every section.
 */
export function keyTermsOf(
  section: Section,
  sectionFrequency: Map<string, number>,
  sectionCount: number,
  topic: Set<string> = new Set(),
): Map<string, number> {
  const uses = new Map<string, number>();
  for (const s of section.sentences)
    for (const l of new Set(topicLemmas(s))) uses.set(l, (uses.get(l) ?? 0) + 1);
  const heading = wordsOf(section.heading ?? "");
  const terms = new Map<string, number>();
  for (const [l, count] of uses) {
    const idf = Math.log(1 + sectionCount / (sectionFrequency.get(l) ?? 1));
    terms.set(l, (count + (heading.has(l) ? 2 : 0)) * idf + (topic.has(l) ? TOPIC_WEIGHT : 0));
  }
  return terms;
}

/** A word of the note's topic (its title, its first heading) weighs this much in every section. */
const TOPIC_WEIGHT = 1.5;

/** The lower-case words of a title or heading, as a set. */
export function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );
}

const SUMMING_UP = /^(?:to (?:sum up|summari[sz]e|conclude)|in (?:summary|conclusion|short)|overall)\b/i;
const DEMONSTRATIVES = new Set(["this", "these", "those"]);

/**
 * How central a sentence is to its section: the weight of the section's key terms it uses, over the square
 * root of its length; a definition or a thesis-like claim (a paragraph's opener, a summing-up) above a detail
 * (a number, a date, "this process" leaning on another sentence).
 */
export function centrality(s: AnalysedSentence, keyTerms: Map<string, number>): number {
  let sum = 0;
  for (const l of new Set(topicLemmas(s))) sum += keyTerms.get(l) ?? 0;
  let score = sum / Math.sqrt(Math.max(s.words, 8));
  if (s.definition) score *= 1.5;
  if (s.opensParagraph) score *= 1.15;
  if (SUMMING_UP.test(s.text.trim())) score *= 1.2;
  if (s.tokens.some((t) => t.type === "number")) score *= 0.8;
  // "this process", "to study this": leans on a sentence the summary may not include.
  if (s.tokens.some((t) => DEMONSTRATIVES.has(t.lower))) score *= 0.6;
  if (!s.standalone) score *= 0.3;
  return score;
}

type Ranked = { section: Section; ranked: AnalysedSentence[] };

/** Each section's summary sources, most central first (sections with none are left out). */
function rankSections(sections: Section[], topic: Set<string>): Ranked[] {
  const sectionFrequency = new Map<string, number>();
  for (const section of sections) {
    const seen = new Set<string>();
    for (const s of section.sentences) for (const l of topicLemmas(s)) seen.add(l);
    for (const l of seen) sectionFrequency.set(l, (sectionFrequency.get(l) ?? 0) + 1);
  }
  const out: Ranked[] = [];
  for (const section of sections) {
    const keyTerms = keyTermsOf(section, sectionFrequency, sections.length, topic);
    const ranked = section.sentences
      .filter(isSummarySource)
      .map((s) => ({ s, score: centrality(s, keyTerms) }))
      .sort((a, b) => b.score - a.score || a.s.index - b.s.index)
      .map((x) => x.s);
    if (ranked.length > 0) out.push({ section, ranked });
  }
  return out;
}

/** The sections that have something to summarise, merged to at most `max`, each with its sentences ranked. */
function rankedGroups(sections: Section[], max: number, topic: Set<string>): Ranked[] {
  const withSources = sections.filter((section) => section.sentences.some(isSummarySource));
  return rankSections(mergeSmallestNeighbours(withSources, max), topic);
}

function lemmaSet(s: AnalysedSentence): Set<string> {
  return new Set(topicLemmas(s));
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

const repeats = (s: AnalysedSentence, chosen: AnalysedSentence[]) =>
  chosen.some((c) => similarity(lemmaSet(c), lemmaSet(s)) > SIMILAR);

/**
 * The overview: the most central readable sentence of each section, in order (more than five sections are
 * merged, smallest neighbours first); a note of fewer sections gets the next most central sentences of its
 * sections until it has three.
 */
export function chooseOverview(sections: Section[], topic = new Set<string>()): AnalysedSentence[] {
  const groups = rankedGroups(sections, OVERVIEW_SENTENCES.max, topic);
  const chosen: AnalysedSentence[] = [];
  for (const { ranked } of groups) {
    const previous = chosen[chosen.length - 1] ?? null;
    const best = ranked.find((s) => readableAfter(s, previous) && !repeats(s, chosen));
    if (best) chosen.push(best);
  }
  // Too few sections: the next best, taking turns between sections, each still readable on its own.
  for (let round = 1; chosen.length < OVERVIEW_SENTENCES.min && round < 4; round += 1) {
    for (const { ranked } of groups) {
      if (chosen.length >= OVERVIEW_SENTENCES.min) break;
      const next = ranked.find(
        (s) => !chosen.includes(s) && s.standalone && !leansOnPrevious(s) && !repeats(s, chosen),
      );
      if (next) chosen.push(next);
    }
  }
  return chosen.sort((a, b) => a.index - b.index);
}

/**
 * Key points: the most central claim of each section not already in the overview (sections merged to at most
 * seven), then a second from the longest sections while the note's length asks for more; each standalone
 * (no dangling opener: a key point is read on its own), in note order.
 */
export function chooseKeyPoints(
  sections: Section[],
  overview: AnalysedSentence[],
  sentenceCount: number,
  topic = new Set<string>(),
): AnalysedSentence[] {
  const groups = rankedGroups(sections, KEY_POINTS.max, topic);
  const wanted = Math.min(
    KEY_POINTS.max,
    Math.max(KEY_POINTS.min, groups.length, Math.round(sentenceCount / KEY_POINTS.sentencesPerPoint)),
  );
  const points: AnalysedSentence[] = [];
  const usable = (s: AnalysedSentence) =>
    s.standalone &&
    !leansOnPrevious(s) &&
    !overview.includes(s) &&
    !points.includes(s) &&
    !repeats(s, [...overview, ...points]);
  for (const { ranked } of groups) {
    const best = ranked.find(usable);
    if (best) points.push(best);
  }
  const bySize = [...groups].sort((a, b) => b.section.sentences.length - a.section.sentences.length);
  for (let round = 0; points.length < wanted && round < 3; round += 1) {
    for (const { ranked } of bySize) {
      if (points.length >= wanted) break;
      const next = ranked.find(usable);
      if (next) points.push(next);
    }
  }
  return points.slice(0, KEY_POINTS.max).sort((a, b) => a.index - b.index);
}

/**
 * The summary: overview and key points from the note's sections; word count and reading time are the note's;
 * complexity is the spec's quiz difficulty rule (easy, medium, hard) applied to the note.
 */
export function summarise(analysis: ChunkAnalysis, note: SourceNote): GeneratedSummary {
  const sections = sectionsOf(analysis.sentences);
  const topic = new Set([...wordsOf(note.title), ...wordsOf(sections[0]?.heading ?? "")]);
  const overview = chooseOverview(sections, topic);
  const points = chooseKeyPoints(sections, overview, analysis.sentences.length, topic);

  // The note's sentences as written, with speech fillers out and a capital and end mark (a transcript has neither).
  const names = properNamesOf(analysis);
  const tidy = (s: AnalysedSentence) =>
    tidySentence(analysis.speech ? removeFillers(plain(s.text)) || plain(s.text) : plain(s.text), names);
  // No sentence to quote: the note's first words, its prose rather than a pasted image when it has any.
  const overviewText =
    overview.map(tidy).join(" ") ||
    (plain(withoutUnreadable(note.content)) || plain(note.content)).slice(0, 500);
  return {
    overview: overviewText,
    keyPoints: points.map(tidy),
    wordCount: countWords(note.content),
    readingTime: readingTimeMinutes(note.content),
    complexity: quizDifficulty(note.content),
  };
}
