// Source selection (issue 16 §2): which sentences of a note are worth asking about or summarising.

import type { AnalysedSentence } from "./analysis.ts";

/** A sentence cards, questions and summaries may be made from: expository prose or a term-list entry. */
export function isSource(s: Pick<AnalysedSentence, "kind">): boolean {
  return s.kind === "expository" || s.kind === "term-entry";
}
