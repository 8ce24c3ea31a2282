// A study item: one fact of a note in one question form, before it is worded as a card or a quiz question
// (issue 16). Cards and quizzes are both made from items, so they cover the same facts in different words.

import type { AnalysedSentence } from "./analysis.ts";
import type { Answer } from "./distractors.ts";

/** The question forms of issue 16 §1; "cloze" is the fallback fill-in-the-blank. */
export type ItemForm =
  | "definition" // What is X? → the definition
  | "term" // the definition → which term (the reverse direction)
  | "cause-effect" // What does X cause / why does X happen?
  | "process" // steps and their order
  | "list" // Name the three …
  | "comparison" // How does X differ from Y?
  | "numeric" // a number with its unit
  | "person" // who
  | "date" // when
  | "place" // where
  | "cloze";

/** easy = recall of a term or fact; hard = relations, causes, comparisons, application (issue 16 §7). */
export type ItemLevel = "recall" | "relation";

export type StudyItem = {
  form: ItemForm;
  /** The question as a card front or short-answer prompt, a whole sentence ending in "?" (or a cloze line). */
  prompt: string;
  /** The key: the key phrase only, never the rest of the sentence. */
  answer: string;
  /** The answer as a same-kind thing for distractors (a term, person, year…), or null when it is a phrase. */
  answerEntry: Answer | null;
  /** The sentence the item comes from (its first, when it spans several). */
  sentence: AnalysedSentence;
  /** Verbatim passage of the note the item is grounded in (one or more whole sentences). */
  source: string;
  level: ItemLevel;
  /** Higher is better (how much the fact matters in the note). */
  score: number;
};
