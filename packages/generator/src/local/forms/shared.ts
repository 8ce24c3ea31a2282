// What every question form shares: which sentences may be asked about, and how an item is built from one.

import type { AnalysedSentence } from "../analysis.ts";
import type { StudyItem } from "../items.ts";

/**
 * Only expository sentences and term-list entries are asked about (issue 16 §2); captions, tables, headings,
 * links, instructions, objectives, examples, exercises and questions are not. (S's isSource in sources.ts says
 * the same; it is checked here directly so the forms do not wait on it.)
 */
export const isSourceSentence = (s: AnalysedSentence) => s.kind === "expository" || s.kind === "term-entry";

/** A key phrase without the sentence's final full stop or surrounding spaces. */
export const keyPhrase = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.;:,]+$/, "")
    .trim();

/** An item with the defaults every form shares: grounded in its own sentence. */
export function itemFrom(
  s: AnalysedSentence,
  fields: Omit<StudyItem, "sentence" | "source" | "answerEntry"> & Partial<Pick<StudyItem, "answerEntry">>,
): StudyItem {
  return { answerEntry: null, ...fields, sentence: s, source: s.text };
}
