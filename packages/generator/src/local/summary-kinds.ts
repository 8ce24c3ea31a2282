// A general term before its kinds (issue 16 §4): a lecture or a section defines a term and then its kinds
// ("interference is forgetting caused by other memories…", then "proactive interference is when…",
// "retroactive interference is when…"). The general term's definition is the section's point; a kind's is
// one of its details, however many of the section's words it shares.

import type { AnalysedSentence } from "./analysis.ts";

/** The general term's definition counts this much more, a kind's this much less. */
export const GENERAL_DEFINITION = 1.3;
export const KIND_DEFINITION = 0.7;

const wordsOf = (term: string) =>
  term
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.replace(/(?<![su])s$/, ""));

/** `kind` is `general` with words before it ("proactive interference" of "interference"). */
export function isKindOf(kind: string, general: string): boolean {
  const k = wordsOf(kind);
  const g = wordsOf(general);
  return g.length > 0 && k.length > g.length && g.every((w, i) => k[k.length - g.length + i] === w);
}

/**
 * Each sentence's weight among the section's definitions (`definedOf` gives a sentence's defined term, or
 * null): GENERAL_DEFINITION for a term whose kinds the section also defines, KIND_DEFINITION for such a kind,
 * 1 for the rest.
 */
export function kindWeights(
  sentences: AnalysedSentence[],
  definedOf: (s: AnalysedSentence) => string | null,
): Map<AnalysedSentence, number> {
  const defined = sentences
    .map((s) => ({ s, term: definedOf(s) }))
    .filter((d): d is { s: AnalysedSentence; term: string } => d.term !== null);
  const weights = new Map<AnalysedSentence, number>();
  for (const d of defined)
    for (const other of defined) {
      if (!isKindOf(other.term, d.term)) continue;
      weights.set(d.s, GENERAL_DEFINITION);
      weights.set(other.s, KIND_DEFINITION);
    }
  return weights;
}
