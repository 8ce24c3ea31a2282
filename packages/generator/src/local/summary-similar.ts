// Whether two chosen sentences say the same thing: shared content lemmas (cached per sentence).

import type { AnalysedSentence } from "./analysis.ts";
import { topicLemmas } from "./sections.ts";

/** Two chosen sentences sharing more than this share of their content lemmas say the same thing. */
const SIMILAR = 0.5;

const lemmaSets = new WeakMap<AnalysedSentence, Set<string>>();

export function lemmaSet(s: AnalysedSentence): Set<string> {
  let set = lemmaSets.get(s);
  if (!set) {
    set = new Set(topicLemmas(s));
    lemmaSets.set(s, set);
  }
  return set;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

export const repeats = (s: AnalysedSentence, chosen: AnalysedSentence[]) =>
  chosen.some((c) => similarity(lemmaSet(c), lemmaSet(s)) > SIMILAR);
