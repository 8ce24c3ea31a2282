// A note's own recap that goes over several of its parts ("So, to recap: we measure algorithms with Big O notation,
// we choose data structures to make the common operations cheap, and we accept approximate answers when a
// problem is too hard…") is the author's summary of those parts (issue 16 §4): readers asked for it in place of
// the definition the overview quoted from the same stretch of the note ("A graph is a set of vertices…").
// A recap of the note's one subject ("To sum up, cellular respiration releases the energy…") is not one: it
// displaced a part's own claim when all recaps were weighted up.

import type { AnalysedSentence } from "./analysis.ts";
import { escapeRegExp } from "./regexp.ts";
import type { Section } from "./sections.ts";
import { headingText } from "./summary-outline.ts";
import { isSummingUp } from "./summary-sources.ts";

/** A recap stands for its stretch of the note when it names this many of the note's parts. */
export const RECAP_PARTS = 3;

const stem = (w: string) => w.toLowerCase().replace(/(?:ing|es|ed|e|s)$/, "");

/** The headings' content words, stemmed ("measuring efficiency" → measur, efficiency). */
function headingStems(heading: string): Set<string> {
  return new Set(
    headingText(heading)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2 && !/^(?:the|and|what|how|why|from|with|for|into|its)$/i.test(w))
      .map(stem),
  );
}

/**
 * How many of the note's headed parts a sentence names: a word of the part's heading that is not the note's
 * subject (`topic`: "respiration" in every part of "Cellular Respiration" names none of them), or the heading's
 * own words when it has no others ("Data structures" in "Algorithms, Data Structures and Complexity").
 */
export function partsNamed(s: AnalysedSentence, sections: readonly Section[], topic: Set<string>): number {
  const words = new Set(s.text.split(/[^\p{L}\p{N}]+/u).map(stem));
  const subject = new Set([...topic].map(stem));
  const headings = new Set(sections.flatMap((section) => section.sentences.map((x) => x.section)));
  let named = 0;
  for (const heading of headings) {
    if (!heading) continue;
    const own = [...headingStems(heading)];
    const telling = own.filter((w) => !subject.has(w));
    if ((telling.length > 0 ? telling : own).some((w) => words.has(w))) named += 1;
  }
  return named;
}

/** Whether `s` is a recap that goes over at least RECAP_PARTS of the note's parts. */
export function isRecapOfParts(
  s: AnalysedSentence,
  sections: readonly Section[],
  topic: Set<string>,
): boolean {
  return isSummingUp(s) && partsNamed(s, sections, topic) >= RECAP_PARTS;
}

/**
 * The definitions of terms a recap names ("we measure algorithms with Big O notation" → "Big O notation describes
 * how the running time … grows"), in note order: a reader of the recap is owed what they are (readers: "Big O
 * notation … is never defined; it only turns up, unexplained, in the recap").
 */
export function definitionsRecapped(
  recap: AnalysedSentence,
  sentences: readonly AnalysedSentence[],
): AnalysedSentence[] {
  const text = recap.text.toLowerCase();
  return sentences.filter((s) => {
    const term = s !== recap && s.definition ? s.definition.term.toLowerCase() : "";
    return term.includes(" ") && new RegExp(`\\b${escapeRegExp(term)}(?:e?s)?\\b`).test(text);
  });
}

/** Whether the recap names the part a sentence stands under (its heading's words). */
export function recapNamesPart(recap: AnalysedSentence, s: AnalysedSentence, topic: Set<string>): boolean {
  return s.section === null || partsNamed(recap, [{ heading: s.section, sentences: [s] }], topic) > 0;
}
