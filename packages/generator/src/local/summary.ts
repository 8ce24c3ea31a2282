// The extractive summary (issue 16 §4): the note's own sentences as overview and key points (nothing is reworded),
// one per section of the note, in order, chosen from its expository sentences.

import { countWords, type GeneratedSummary, quizDifficulty, readingTimeMinutes } from "@lectern/core";
import type { SourceNote } from "../types.ts";
import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import { plain } from "./cloze.ts";
import { properNamesOf } from "./enhance.ts";
import { mergeSmallestNeighbours, type Section, sectionsOf, topicLemmas } from "./sections.ts";
import { tidySentence } from "./speech.ts";
import { mentionedIn, opensOnUnmentioned } from "./summary-definite.ts";
import { countedIn, entryAsSentence, isEntry, listTopic, termListOverview } from "./summary-entries.ts";
import { kindWeights } from "./summary-kinds.ts";
import { outlineSentence } from "./summary-outline.ts";
import { isMinorClaim } from "./summary-points.ts";
import { hasUnresolvedPronoun } from "./summary-pronouns.ts";
import { slideKindsSentence } from "./summary-slide-kinds.ts";
import { isSlideDeck, isSlidePoint, slideTitlesSentence } from "./summary-slides.ts";
import { isSpokenDetail, spokenClaim, spokenClaimWeight } from "./summary-speech.ts";
import {
  canBeThesis,
  definedTerm,
  definesTopic,
  definitionWeight,
  firstUnderEachHeading,
  firstUses,
  MERGED_LEAD,
  opensOnUnintroduced,
  PARAGRAPH_OPENER,
  SECTION_OPENER,
  SUBJECT_DEFINITION,
  THESIS_OPENER,
  wordsOf,
} from "./summary-thesis.ts";

export { definedTerm, definesTopic, wordsOf };

import { lemmaSet, repeats } from "./summary-similar.ts";
import { isSummarySource, leansOnPrevious, readableAfter, readableAlone } from "./summary-sources.ts";
import { withoutUnreadable } from "./unreadable.ts";

/** The overview is 3 to 5 sentences, one per section (issue 16 §4). */
export const OVERVIEW_SENTENCES = { min: 3, max: 5 } as const;
/** Key points: one per section, 3 to 7, and one per 10 sentences of a long note (a second for long sections). */
export const KEY_POINTS = { min: 3, max: 7, sentencesPerPoint: 10 } as const;

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

const SUMMING_UP = /^(?:to (?:sum up|summari[sz]e|conclude)|in (?:summary|conclusion|short)|overall)\b/i;
const DEMONSTRATIVES = new Set(["this", "these", "those"]);
/** A thesis-like claim: a law, principle or theory stated ("Newton's second law states that…"). */
const THESIS =
  /\b(?:law|principle|theory|rule|model|theorem)\b[^.;]{0,40}\b(?:states|says|holds|predicts)\b/i;

/**
 * How central a sentence is to its section: the weight of the section's key terms it uses, over the square
 * root of its length; a definition or a thesis-like claim (a paragraph's opener, a summing-up) above a detail
 * (a number, a date, "this process" leaning on another sentence).
 */
export function centrality(
  s: AnalysedSentence,
  keyTerms: Map<string, number>,
  speech = false,
  topic: Set<string> = new Set(),
  subject: Set<string> | null = null,
  ownUse: Map<string, number> | null = null,
): number {
  let sum = 0;
  // With ownUse, a word counts only by the other sentences that use it: similarity to the rest of the section,
  // so a long sentence of words nobody else uses (a detail) does not outscore the section's thesis.
  for (const l of lemmaSet(s)) sum += Math.max(0, (keyTerms.get(l) ?? 0) - (ownUse?.get(l) ?? 0));
  let score = sum / Math.sqrt(Math.max(s.words, 8));
  const defined = definedTerm(s);
  // A definition the written rules miss counts in speech ("so the first idea, a gene is a…"); the section's
  // own subject defined is its thesis, another term's definition a detail (summary-thesis.ts).
  if (defined !== null && (s.definition || speech))
    score *= subject ? definitionWeight(defined, subject) : SUBJECT_DEFINITION;
  // The note's own subject defined ("Recursion is when…", "The water cycle … is the continuous movement…"):
  // the claim the whole summary stands on.
  if (defined !== null && definesTopic(defined, topic)) score *= TOPIC_DEFINITION;
  // A model, theory or law named and defined ("The multi-store model is a theory of memory…"): a thesis.
  else if (defined !== null && /\b(?:model|theory|law|principle)$/i.test(defined)) score *= 1.3;
  if (s.opensParagraph) score *= PARAGRAPH_OPENER;
  if (SUMMING_UP.test(s.text.trim())) score *= 1.2;
  if (THESIS.test(s.text)) score *= 1.3;
  // A date or figure in a definition is part of it; elsewhere it marks a detail.
  if (!s.definition && s.tokens.some((t) => t.type === "number")) score *= 0.8;
  // "this process", "to study this": leans on a sentence the summary may not include.
  if (s.tokens.some((t) => DEMONSTRATIVES.has(t.lower))) score *= 0.6;
  if (!readableAlone(s, speech)) score *= 0.3;
  // A lecture's asides, figures said in words and long strings of points (summary-speech.ts).
  if (speech) score *= spokenClaimWeight(s, defined !== null);
  return score;
}

/** A definition of the note's subject (its title's words) counts this much more. */
const TOPIC_DEFINITION = 1.6;

type Ranked = { section: Section; ranked: AnalysedSentence[] };

/** What the choice knows of the whole note: its topic words and whether it is a transcript. */
export type Reading = {
  topic: Set<string>;
  speech: boolean;
  /** Which sentences may be quoted (default isSummarySource; a slide deck's term bullets too). */
  candidate?: (s: AnalysedSentence) => boolean;
  /** What the reader has read before the quotes (title, outline): names an opening "the X" may point back to. */
  read?: string[];
  /** The note's proper names by lower case ("berlin" -> "Berlin"), for a transcript written in lower case. */
  names?: Map<string, string>;
};
const WRITTEN: Reading = { topic: new Set(), speech: false };
/** Each section's summary sources, most central first (sections with none are left out). */
function rankSections(
  sections: Section[],
  { topic, speech, candidate = isSummarySource }: Reading,
  thesis: boolean,
): Ranked[] {
  const sectionFrequency = new Map<string, number>();
  for (const section of sections) {
    const seen = new Set<string>();
    for (const s of section.sentences) for (const l of topicLemmas(s)) seen.add(l);
    for (const l of seen) sectionFrequency.set(l, (sectionFrequency.get(l) ?? 0) + 1);
  }
  const headings = sections.flatMap((section) => [...wordsOf(section.heading ?? "")]);
  const introducedBefore = firstUses(
    sections.flatMap((section) => section.sentences),
    topicLemmas,
    [...topic, ...headings],
  );
  const idf = new Map<string, number>();
  for (const [l, n] of sectionFrequency) idf.set(l, Math.log(1 + sections.length / n));
  const out: Ranked[] = [];
  for (const section of sections) {
    // Key terms from the section's prose only: a table's cells or a caption would outweigh its claims.
    // A sentence opening on a described thing the note never named ("The missing mechanism came…") dangles.
    const sources = section.sentences.filter(
      (s) => candidate(s) && !opensOnUnintroduced(s, introducedBefore(s)),
    );
    const prose: Section = { heading: section.heading, sentences: sources };
    const keyTerms = keyTermsOf(prose, sectionFrequency, sections.length, topic);
    // The overview quotes a headed section's thesis: its first claim, or a definition of its own subject
    // (summary-thesis.ts); key points and headless (topic-shift) sections rank their claims by centrality.
    // A merged section keeps each of its headings' theses: the first claim under each heading is an opener.
    const headed = thesis && section.heading !== null;
    const headings = headed ? [...new Set(section.sentences.map((s) => s.section ?? ""))] : [];
    const subject = headed ? new Set([...topic, ...headings.flatMap((h) => [...wordsOf(h)])]) : null;
    const openers = headed
      ? new Set([...firstUnderEachHeading(sources)].filter(canBeThesis))
      : // A topic's opener is its first claim that reads alone (a lecture opens a topic with "so today…").
        new Set(sources.filter((s) => readableAlone(s, speech) && !isMinorClaim(s)).slice(0, 1));
    // A list item of a prose section ("Supernatural events, or…") is one item of a list, not its thesis.
    const prosePart = headed ? sources.filter((s) => s.marker === null) : sources;
    const thesisSources = prosePart.length > 0 ? prosePart : sources;
    const opener = headed ? THESIS_OPENER : SECTION_OPENER;
    const kinds = kindWeights(thesisSources, definedTerm); // a general term over its kinds (summary-kinds.ts)
    const ranked = thesisSources
      // The section's first claim is its topic sentence as often as not.
      .map((s) => ({
        s,
        score:
          centrality(s, keyTerms, speech, topic, subject, headed && !openers.has(s) ? idf : null) *
          (openers.has(s) ? opener : 1) *
          (kinds.get(s) ?? 1) *
          (headed && s === sources[0] ? MERGED_LEAD : 1),
      }))
      .sort((a, b) => b.score - a.score || a.s.index - b.s.index)
      .map((x) => x.s);
    if (ranked.length > 0) out.push({ section, ranked });
  }
  return out;
}

/** The sections that have something to summarise, merged to at most `max`, each with its sentences ranked. */
function rankedGroups(sections: Section[], max: number, reading: Reading, thesis = false): Ranked[] {
  const quotable = reading.candidate ?? isSummarySource;
  const withSources = sections.filter((section) => section.sentences.some(quotable));
  return rankSections(mergeSmallestNeighbours(withSources, max), reading, thesis);
}

/** An overview sentence opening on "the X" that nothing the reader read before it names (summary-definite.ts). */
const dangles = (s: AnalysedSentence, chosen: AnalysedSentence[], reading: Reading) =>
  opensOnUnmentioned(
    s,
    mentionedIn(
      chosen.filter((c) => c.index < s.index),
      [...(reading.read ?? []), ...reading.topic],
    ),
    definedTerm,
    reading.names,
  );

/**
 * The overview: the most central readable sentence of each section, in order (more than five sections are
 * merged, smallest neighbours first); while there is room, a second from each section twice the median size;
 * a note of fewer sections gets the next most central sentences of its sections until it has three.
 */
export function chooseOverview(
  sections: Section[],
  reading = WRITTEN,
  max: number = OVERVIEW_SENTENCES.max,
): AnalysedSentence[] {
  // A slide deck's headings are its slides, not sections with a topic sentence: its bullets rank as claims.
  const groups = rankedGroups(sections, max, reading, reading.candidate === undefined);
  const chosen: AnalysedSentence[] = [];
  for (const { ranked } of groups) {
    const previous = chosen[chosen.length - 1] ?? null;
    const fits = (s: AnalysedSentence) =>
      readableAfter(s, previous, reading.speech, true) &&
      !dangles(s, chosen, reading) &&
      !isMinorClaim(s) &&
      !hasUnresolvedPronoun(s) &&
      !repeats(s, chosen);
    // A lecture's section is summed up by a claim, not by a figure or an aside, when it has one.
    const best =
      ranked.find((s) => fits(s) && !(reading.speech && isSpokenDetail(s, definedTerm(s) !== null))) ??
      ranked.find(fits);
    if (best) chosen.push(best);
  }
  // Room left: a second sentence from each section at least twice the median size (a long lecture topic).
  const sizes = groups.map((g) => g.section.sentences.length).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  for (const { section, ranked } of groups) {
    if (chosen.length >= max || groups.length < 2) break;
    if (section.sentences.length < 2 * median) continue;
    const next = ranked.find(
      (s) =>
        !chosen.includes(s) &&
        readableAlone(s, reading.speech, true) &&
        !(reading.speech && isSpokenDetail(s, definedTerm(s) !== null)) &&
        !leansOnPrevious(s) &&
        !dangles(s, chosen, reading) &&
        !isMinorClaim(s) &&
        !hasUnresolvedPronoun(s) &&
        !repeats(s, chosen),
    );
    if (next) chosen.push(next);
  }
  // Too few sections: the next best, taking turns between sections, each still readable on its own.
  for (let round = 1; chosen.length < OVERVIEW_SENTENCES.min && round < 4; round += 1) {
    for (const { ranked } of groups) {
      if (chosen.length >= OVERVIEW_SENTENCES.min) break;
      const next = ranked.find(
        (s) =>
          !chosen.includes(s) &&
          readableAlone(s, reading.speech, true) &&
          !leansOnPrevious(s) &&
          !isMinorClaim(s) &&
          !hasUnresolvedPronoun(s) &&
          !repeats(s, chosen),
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
  reading = WRITTEN,
): AnalysedSentence[] {
  const groups = rankedGroups(sections, KEY_POINTS.max, reading);
  const wanted = Math.min(
    KEY_POINTS.max,
    Math.max(KEY_POINTS.min, groups.length, Math.round(sentenceCount / KEY_POINTS.sentencesPerPoint)),
  );
  const points: AnalysedSentence[] = [];
  const usable = (s: AnalysedSentence) =>
    readableAlone(s, reading.speech) &&
    !leansOnPrevious(s) &&
    !isMinorClaim(s) &&
    !hasUnresolvedPronoun(s) &&
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
 * For a note with no claim to quote (a glossary, a term list): the first entry ("term: definition") of each of
 * its parts (sections merged to `max`, entries in `skip` passed over) — the overview names what the list
 * covers, and the key points are its entries.
 */
export function chooseEntries(
  sections: Section[],
  max: number = OVERVIEW_SENTENCES.min,
  skip: AnalysedSentence[] = [],
): AnalysedSentence[] {
  const usable = (s: AnalysedSentence) => isEntry(s) && !skip.includes(s);
  const withEntries = sections.filter((section) => section.sentences.some(usable));
  return mergeSmallestNeighbours(withEntries, max)
    .map((section) => section.sentences.find(usable))
    .filter((s): s is AnalysedSentence => s !== undefined);
}

/**
 * The summary: overview and key points from the note's sections; word count and reading time are the note's;
 * complexity is the spec's quiz difficulty rule (easy, medium, hard) applied to the note.
 */
export function summarise(analysis: ChunkAnalysis, note: SourceNote): GeneratedSummary {
  const sections = sectionsOf(analysis.sentences);
  const counted = countedIn(note.content);
  // A slide deck: its term bullets are points too, and the overview opens on its slide titles.
  const slides = isSlideDeck(sections);
  const reading: Reading = {
    topic: new Set([...wordsOf(note.title), ...wordsOf(sections[0]?.heading ?? "")]),
    speech: analysis.speech,
    candidate: slides ? (s) => isSlidePoint(s, counted) : undefined,
  };
  // A sectioned note opens on its outline (its main headings in order), as a deck opens on its slide titles.
  const outline = slides
    ? ""
    : outlineSentence(sections, note.content, analysis.lowerCaseWords, analysis.capitalisedWords);
  // A deck's slides of kinds ("Cold climates include tundra and polar"): summary-slide-kinds.ts.
  const kinds = slides ? slideKindsSentence(sections, reading.candidate!, analysis.capitalisedWords) : "";
  reading.read = [note.title, sections[0]?.heading ?? "", outline];
  reading.names = properNamesOf(analysis);
  const openings = (slides || outline ? 1 : 0) + (kinds ? 1 : 0);
  const overview = chooseOverview(sections, reading, OVERVIEW_SENTENCES.max - openings);
  const points = chooseKeyPoints(sections, overview, analysis.sentences.length, reading);
  // The note's sentences as written, with speech fillers out and a capital and end mark (a transcript has neither).
  const names = properNamesOf(analysis);
  const tidy = (s: AnalysedSentence, cut = false) =>
    tidySentence(analysis.speech ? spokenClaim(s.text, cut) : plain(s.text), names);
  // No claim to quote (a term list): its first entries, one per part; else the note's first words, its prose
  // rather than a pasted image when it has any.
  const entries = overview.length === 0 ? chooseEntries(sections) : [];
  // A term list's key points are its entries too, one per part (after those the overview quotes).
  const keyPoints =
    overview.length === 0 && points.length === 0 ? chooseEntries(sections, KEY_POINTS.max, entries) : points;
  const allEntries = entries.length > 0 ? analysis.sentences.filter(isEntry) : [];
  const heading =
    analysis.sentences[0]?.section ?? analysis.sentences.find((s) => s.kind === "heading")?.text;
  const topic = listTopic(heading ?? null, note.title);
  // An entry is written out as a sentence ("A gene is a section of DNA…"), as written when it cannot be.
  const entryText = (s: AnalysedSentence) => {
    const sentence = entryAsSentence(s, counted, analysis.lowerCaseWords);
    return sentence ? tidySentence(sentence, names) : tidy(s);
  };
  const text = (s: AnalysedSentence) => (isEntry(s) ? entryText(s) : tidy(s));
  const quoted = overview.map((s) => (isEntry(s) ? entryText(s) : tidy(s, true)));
  if (slides && quoted.length > 0)
    quoted.unshift(slideTitlesSentence(sections, analysis.capitalisedWords), kinds);
  else if (outline && quoted.length > 0) quoted.unshift(outline);
  const overviewText =
    quoted.filter((x) => x.length > 0).join(" ") ||
    (entries.length > 0 ? termListOverview(allEntries, entries, topic, entryText) : "") ||
    (plain(withoutUnreadable(note.content)) || plain(note.content)).slice(0, 500);
  return {
    overview: overviewText,
    keyPoints: keyPoints.map(text),
    wordCount: countWords(note.content),
    readingTime: readingTimeMinutes(note.content),
    complexity: quizDifficulty(note.content),
  };
}
