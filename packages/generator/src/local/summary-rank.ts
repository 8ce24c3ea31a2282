// How central each sentence is to its section (issue 16 §4): key terms per section, a sentence's centrality,
// and each section's summary sources ranked, most central first. The choice of overview and key points
// (summary.ts) reads these rankings.

import type { AnalysedSentence } from "./analysis.ts";
import { mergeSmallestNeighbours, type Section, topicLemmas } from "./sections.ts";
import { kindWeights } from "./summary-kinds.ts";
import { headingText } from "./summary-outline.ts";
import { isMinorClaim, isVagueClaim } from "./summary-points.ts";
import { lemmaSet } from "./summary-similar.ts";
import { isSummarySource, isSummingUp, readableAlone } from "./summary-sources.ts";
import { spokenClaimWeight } from "./summary-speech.ts";
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

const DEMONSTRATIVES = new Set(["this", "these", "those"]);
/** A thesis-like claim: a law, principle or theory stated ("Newton's second law states that…"). */
export const THESIS =
  /\b(?:law|principle|theory|rule|model|theorem)\b[^.;]{0,40}\b(?:states|says|holds|predicts)\b/i;

/** What a stated law is named ("boyle's law", "collision theory"): the words before its kind, lower case. */
export const lawName = (s: AnalysedSentence) =>
  /((?:[\w'’-]+\s+){0,3})(?:law|principle|theory|rule|model|theorem)\b/i.exec(s.text)?.[0].toLowerCase() ??
  null;

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
  if (isSummingUp(s)) score *= SUMMING_UP_WEIGHT;
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

/**
 * The note's own summing-up ("To conclude, the Earth's surface is divided into moving plates…", "So, to recap:
 * we measure algorithms with Big O notation…") counts this much more. Not more: as the overview's last sentence
 * it displaced a section's claim (anaerobic respiration) and the key points lost their best sentence to it.
 */
const SUMMING_UP_WEIGHT = 1.2;

/**
 * A definition of the title's own term ("Climate – the average weather…" in "Climate Zones of the World") counts
 * this much more than one of a word the first heading adds ("Weather – …" under "Weather and climate").
 */
const TITLE_DEFINITION = 1.1;

function definesTitleTerm(s: AnalysedSentence, title: Set<string> | undefined): boolean {
  const term = title && title.size > 0 ? definedTerm(s) : null;
  return term !== null && definesTopic(term, title!);
}

/** A heading that names a law, principle or equation ("Ohm's law", "The first law", "Bernoulli's principle"). */
const LAW_HEADING = /\b(?:laws?|principles?|equations?|theorems?)\b/i;
/** The claim that states its heading's law ("Voltage equals current times resistance: V = IR") counts as a definition of the section's subject. */
const LAW_STATED = SUBJECT_DEFINITION;

/** A definition of the note's subject (its title's words) counts this much more. */
const TOPIC_DEFINITION = 1.6;

export type Ranked = { section: Section; ranked: AnalysedSentence[] };

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
  /** The note's sentences, for what it said before a quote ("the Reign of Terror" before "The Terror"). */
  sentences?: AnalysedSentence[];
  /** The words of the note's title alone (the topic adds its first heading's). */
  title?: Set<string>;
  /** Sentences not to quote: a section's kinds, which the overview names in a sentence of its own. */
  exclude?: Set<AnalysedSentence>;
  /** A deck whose overview quotes its slides: each slide's point is a claim, not a side bullet (summary-slides). */
  slidePoints?: boolean;
};
export const WRITTEN: Reading = { topic: new Set(), speech: false };
/** Each section's summary sources, most central first (sections with none are left out). */
function rankSections(
  sections: Section[],
  { topic, speech, candidate = isSummarySource, exclude, title }: Reading,
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
      (s) => candidate(s) && !exclude?.has(s) && !opensOnUnintroduced(s, introducedBefore(s)),
    );
    const prose: Section = { heading: section.heading, sentences: sources };
    const keyTerms = keyTermsOf(prose, sectionFrequency, sections.length, topic);
    // The overview quotes a headed section's thesis: its first claim, or a definition of its own subject
    // (summary-thesis.ts); key points and headless (topic-shift) sections rank their claims by centrality.
    // A merged section keeps each of its headings' theses: the first claim under each heading is an opener.
    const headed = thesis && section.heading !== null;
    const headings = headed ? [...new Set(section.sentences.map((s) => s.section ?? ""))] : [];
    const subject = headed ? new Set([...topic, ...headings.flatMap((h) => [...wordsOf(h)])]) : null;
    // A section of one heading that opens vaguely ("People change the water cycle in many ways.") states its
    // thesis in the next claim ("Cities replace soil…"); in a merged section the other headings' theses stand
    // (a long reader's "Ecologists classify each interaction…" outranked its populations' claim: readers
    // preferred the claim).
    const vague = (s: AnalysedSentence) => headings.length === 1 && isVagueClaim(s);
    const openers = headed
      ? new Set([...firstUnderEachHeading(sources.filter((s) => !vague(s)))].filter(canBeThesis))
      : // A topic's opener is its first claim that reads alone (a lecture opens a topic with "so today…").
        new Set(sources.filter((s) => readableAlone(s, speech) && !isMinorClaim(s)).slice(0, 1));
    // A list item of a prose section ("Supernatural events, or…") is one item of a list, not its thesis.
    const prosePart = headed ? sources.filter((s) => s.marker === null) : sources;
    const thesisSources = prosePart.length > 0 ? prosePart : sources;
    const opener = headed ? THESIS_OPENER : SECTION_OPENER;
    const kinds = kindWeights(thesisSources, definedTerm); // a general term over its kinds (summary-kinds.ts)
    // Under a heading that names a law ("Ohm's law", "The first law"), its first claim states the law.
    const lawsStated = new Set(
      [...firstUnderEachHeading(sources)].filter((s) => LAW_HEADING.test(headingText(s.section ?? ""))),
    );
    const ranked = thesisSources
      // The section's first claim is its topic sentence as often as not.
      .map((s) => ({
        s,
        score:
          centrality(s, keyTerms, speech, topic, subject, headed && !openers.has(s) ? idf : null) *
          (openers.has(s) ? opener : 1) *
          (kinds.get(s) ?? 1) *
          (lawsStated.has(s) ? LAW_STATED : 1) *
          (definesTitleTerm(s, title) ? TITLE_DEFINITION : 1) *
          (headed && s === sources[0] ? MERGED_LEAD : 1),
      }))
      .sort((a, b) => b.score - a.score || a.s.index - b.s.index)
      .map((x) => x.s);
    if (ranked.length > 0) out.push({ section, ranked });
  }
  return out;
}

/** The sections that have something to summarise, merged to at most `max`, each with its sentences ranked. */
export function rankedGroups(sections: Section[], max: number, reading: Reading, thesis = false): Ranked[] {
  const quotable = (s: AnalysedSentence) =>
    (reading.candidate ?? isSummarySource)(s) && !reading.exclude?.has(s);
  const withSources = sections.filter((section) => section.sentences.some(quotable));
  return rankSections(mergeSmallestNeighbours(withSources, max), reading, thesis);
}
