// The extractive summary: the note's own best sentences as overview and key points (nothing is reworded).

import { countWords, type GeneratedSummary, quizDifficulty, readingTimeMinutes } from "@lectern/core";
import type { SourceNote } from "../types.ts";
import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import { plain } from "./cloze.ts";
import { properNamesOf } from "./enhance.ts";
import { removeFillers, tidySentence } from "./speech.ts";
import { withoutUnreadable } from "./unreadable.ts";

const OVERVIEW_MAX_SENTENCES = 4;
const OVERVIEW_TARGET_WORDS = 60;
export const KEY_POINTS = { min: 3, max: 7, sentencesPerPoint: 10 } as const;
const SIMILAR = 0.4;
const DEMONSTRATIVES = new Set(["this", "that", "these", "those"]);

/**
 * How central a sentence is to the note: the summed frequency of the content words (lemmas) it uses, over
 * the square root of its length; definitions and paragraph openers a little more, lecture talk and
 * sentences that lean on the previous one much less.
 */
function centrality(s: AnalysedSentence, frequency: Map<string, number>): number {
  const lemmas = contentLemmas(s);
  let sum = 0;
  for (const l of lemmas) sum += frequency.get(l) ?? 0;
  let score = sum / Math.sqrt(Math.max(s.words, 4));
  if (s.definition) score *= 1.3;
  if (s.opensParagraph) score *= 1.1;
  if (!s.standalone) score *= 0.3;
  // "those electrons", "this process": leans on a sentence the summary may not include.
  if (s.tokens.some((t) => t.pos === "DET" && DEMONSTRATIVES.has(t.lower))) score *= 0.6;
  return score;
}

function contentLemmas(s: AnalysedSentence): Set<string> {
  return new Set(
    s.tokens
      .filter(
        (t) =>
          !t.stop &&
          t.type === "word" &&
          (t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ" || t.pos === "VERB"),
      )
      .map((t) => t.lemma || t.lower),
  );
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * Overview: the most central sentences in note order, until about 60 words (at most 4). Key points: 3 to 7
 * (one per 10 sentences) further central sentences, preferring one per section and skipping near-repeats,
 * in note order. Word count and reading time are the note's; complexity is the spec's quiz difficulty rule
 * (easy, medium, hard) applied to the note.
 */
export function summarise(analysis: ChunkAnalysis, note: SourceNote): GeneratedSummary {
  const frequency = new Map<string, number>();
  const lemmaSets = new Map<number, Set<string>>();
  for (const s of analysis.sentences) {
    const lemmas = contentLemmas(s);
    lemmaSets.set(s.index, lemmas);
    for (const l of lemmas) frequency.set(l, (frequency.get(l) ?? 0) + 1);
  }
  const scored = analysis.sentences
    .map((s) => ({ s, score: centrality(s, frequency) }))
    .sort((a, b) => b.score - a.score || a.s.index - b.s.index);

  const overview: AnalysedSentence[] = [];
  let overviewWords = 0;
  // Asked once, not per sentence: per sentence it made a long note of short sentences quadratic (issue 12).
  const anyStandalone = scored.some((x) => x.s.standalone);
  for (const { s } of scored) {
    if (overview.length >= OVERVIEW_MAX_SENTENCES || overviewWords >= OVERVIEW_TARGET_WORDS) break;
    if (!s.standalone && anyStandalone) continue;
    if (overview.some((o) => similarity(lemmaSets.get(o.index)!, lemmaSets.get(s.index)!) > SIMILAR))
      continue;
    overview.push(s);
    overviewWords += s.words;
  }

  const standaloneCount = analysis.sentences.filter((s) => s.standalone).length;
  const wanted = Math.min(
    KEY_POINTS.max,
    Math.max(KEY_POINTS.min, Math.round(standaloneCount / KEY_POINTS.sentencesPerPoint)),
  );
  const chosen = new Set(overview.map((s) => s.index));
  const points: AnalysedSentence[] = [];
  const tooClose = (s: AnalysedSentence) =>
    [...overview, ...points].some(
      (p) => similarity(lemmaSets.get(p.index)!, lemmaSets.get(s.index)!) > SIMILAR,
    );
  const take = (s: AnalysedSentence) => {
    points.push(s);
    chosen.add(s.index);
  };
  // One per section first (a lecture's headings are its outline), then the best of the rest.
  const sectionsSeen = new Set<string | null>();
  for (const { s } of scored) {
    if (points.length >= wanted) break;
    if (chosen.has(s.index) || !s.standalone || sectionsSeen.has(s.section) || tooClose(s)) continue;
    sectionsSeen.add(s.section);
    take(s);
  }
  for (const relaxed of [false, true]) {
    for (const { s } of scored) {
      if (points.length >= wanted) break;
      if (chosen.has(s.index) || (!relaxed && (!s.standalone || tooClose(s)))) continue;
      take(s);
    }
  }

  // The note's sentences as written, with speech fillers out and a capital and end mark (a transcript has neither).
  const names = properNamesOf(analysis);
  const tidy = (s: AnalysedSentence) =>
    tidySentence(analysis.speech ? removeFillers(plain(s.text)) || plain(s.text) : plain(s.text), names);
  const inOrder = (list: AnalysedSentence[]) => [...list].sort((a, b) => a.index - b.index).map(tidy);
  // No sentence to quote: the note's first words, its prose rather than a pasted image when it has any.
  const overviewText =
    inOrder(overview).join(" ") ||
    (plain(withoutUnreadable(note.content)) || plain(note.content)).slice(0, 500);
  return {
    overview: overviewText,
    keyPoints: inOrder(points),
    wordCount: countWords(note.content),
    readingTime: readingTimeMinutes(note.content),
    complexity: quizDifficulty(note.content),
  };
}
