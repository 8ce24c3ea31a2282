// Two terms a note defines against each other (issue 16 §4, readers: "simile and metaphor are left out; they are
// the first learning objective"): "A simile is a comparison … that uses the word 'like' or 'as', as when Burns
// writes…" then "A metaphor is a comparison that states that one thing is another, without 'like' or 'as'; when
// Shakespeare…". The distinction is the point: an overview quotes the two definitions as one sentence.

import type { AnalysedSentence } from "./analysis.ts";

/** The second definition says how its term differs from the first's. */
const AGAINST = /\b(?:without|unlike|rather than|instead of|whereas|not)\b/i;
/** Where a definition's example or aside begins: "; when Shakespeare writes…", ", as when Burns writes…". */
const EXAMPLE_TAIL = /(?:;\s|,\s+(?:as when|as in|for example|for instance|e\.g\.)\b).*$/i;

/**
 * The sentence and the next one as one ("A simile is a comparison …, while a metaphor is a comparison … without
 * 'like' or 'as'.") when they define two terms of one kind (the same category) in the same section and the second
 * defines its term against the first; null otherwise.
 */
export function definedAgainst(s: AnalysedSentence, next: AnalysedSentence | undefined): string | null {
  const a = s.definition;
  const b = next?.definition;
  if (!a || !b || !next || next.sectionIndex !== s.sectionIndex || a.reversed || b.reversed) return null;
  if (a.category === null || a.category !== b.category) return null;
  if (a.term.toLowerCase() === b.term.toLowerCase()) return null;
  const first = s.text
    .trim()
    .replace(EXAMPLE_TAIL, "")
    .replace(/[.;,\s]+$/, "");
  const second = next.text
    .trim()
    .replace(EXAMPLE_TAIL, "")
    .replace(/[.;,\s]+$/, "");
  if (!AGAINST.test(second)) return null;
  return `${first}, while ${second.charAt(0).toLowerCase()}${second.slice(1)}.`;
}
