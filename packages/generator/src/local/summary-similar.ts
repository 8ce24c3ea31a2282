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

/** A relation written in symbols ("V = IR", "w = mg", "MV = PQ"), spaces out; null when the sentence has none. */
export function formulaOf(text: string): string | null {
  const m =
    /(?<![\p{L}\p{N}])(\p{L}{1,3})\s*=\s*([\p{L}\p{N}][\p{L}\p{N} ×·*/+^()-]{0,20}?)(?=\s*(?:[,;.]|$|\s(?:where|for|when|and)\b))/u.exec(
      text,
    );
  return m ? `${m[1]}=${m[2]}`.replace(/\s+/g, "") : null;
}

/**
 * Whether `s` says what a chosen sentence says. Two sentences stating different formulas state different
 * relations, however many words they share ("Voltage equals current times resistance: V = IR" and "Power equals
 * voltage times current: P = VI"): a deck's power slide lost its law to that likeness.
 */
export const repeats = (s: AnalysedSentence, chosen: AnalysedSentence[]) =>
  chosen.some((c) => {
    const [mine, theirs] = [formulaOf(s.text), formulaOf(c.text)];
    if (mine && theirs && mine !== theirs) return false;
    return similarity(lemmaSet(c), lemmaSet(s)) > SIMILAR;
  });
