// A bullet its heading scopes (issue 16 §4, slides): under "Parallel circuits", "- Adding branches lowers the total
// resistance" is true of parallel circuits only (heading-scope.ts), so no card states it alone. A summary can
// still quote it with its scope said: "In parallel circuits, adding branches lowers the total resistance." — the
// deck's rules for series and parallel circuits, which readers missed in its overview.

import type { AnalysedSentence } from "./analysis.ts";
import { scopedByHeading } from "./heading-scope.ts";
import { capitalise } from "./speech.ts";
import { titleInSentence } from "./summary-slides.ts";

/** A scoped bullet is quoted when it is a claim of at least this many words ("Each branch has the same voltage"). */
const MIN_CLAIM_WORDS = 4;

/**
 * The note's sentences with each scoped bullet that is a claim written with its scope ("In parallel circuits,
 * each branch has the same voltage."), as a sentence that reads alone; the rest as they are.
 */
export function withScopesSaid(
  sentences: AnalysedSentence[],
  capitalisedWords: Set<string>,
): AnalysedSentence[] {
  const headings = [...new Set(sentences.flatMap((s) => (s.section ? [s.section] : [])))];
  return sentences.map((s) => {
    if (s.marker === null || s.kind !== "expository" || s.words < MIN_CLAIM_WORDS) return s;
    if (!s.tokens.some((t) => t.pos === "VERB" || t.pos === "AUX")) return s;
    if (!scopedByHeading(s.text, s.section, headings)) return s;
    const scope = titleInSentence(s.section ?? "", capitalisedWords);
    // A kind of thing the title names ("Series circuits" beside "Parallel circuits", "In plants"): not a question
    // or a phrase, nor a field ("Innate immunity", whose bullets are its mechanisms, one member each).
    if (!/^(?:(?:in|for|during|under|within) .+|[\p{L}-]+ [\p{L}-]+[^s]s)$/iu.test(scope)) return s;
    const lead = /^(?:in|for|during|under|within)\b/i.test(scope) ? scope : `in ${scope}`;
    const first = /^[\p{L}'’-]+/u.exec(s.text)?.[0] ?? "";
    const claim = capitalisedWords.has(first.toLowerCase())
      ? s.text
      : first.toLowerCase() + s.text.slice(first.length);
    return { ...s, text: `${capitalise(lead)}, ${claim}`, standalone: true };
  });
}
