// A theory named and attributed, then stated (issue 16 §4): "The multi-store model is a theory of memory proposed
// by Richard Atkinson and Richard Shiffrin in 1968. It says that memory has three separate stores, …". The first
// sentence ranks as the section's thesis (a model defined), but it only names the theory and who proposed it; the
// claim is in the next, which opens on "it". A summary quotes the claim, with the theory's name for its "it":
// "The multi-store model says that memory has three separate stores, …".

import type { AnalysedSentence } from "./analysis.ts";
import { definedTerm } from "./summary-thesis.ts";

/** "a theory of memory proposed by …", "a model developed by …": what is defined is an attribution. */
const ATTRIBUTED =
  /^(?:an?|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:theory|model|law|principle|hypothesis|idea|framework)\b[^.;]*?\b(?:proposed|developed|introduced|put forward|devised|formulated|suggested)\s+by\b/iu;
/** "It says that…", "It states that…": the next sentence states the theory. */
const STATES =
  /^(?:(?:so|and|um|uh|okay)[,\s]+)*it\s+((?:says|states|holds|claims|proposes|argues|suggests)\b.+)$/is;

/**
 * The claim of an attributed theory, its "it" replaced by the theory's name ("The multi-store model says that
 * memory has three separate stores, …"), when `s` defines the theory only by who proposed it and `next` (the
 * sentence after it) states it; null otherwise.
 */
export function attributedClaim(s: AnalysedSentence, next: AnalysedSentence | undefined): string | null {
  // The written definition, or a lecturer's ("the multi-store model is a theory…", summary-thesis definedTerm).
  const term = definedTerm(s);
  if (term === null || !next || next.index !== s.index + 1) return null;
  const at = s.text.toLowerCase().indexOf(term.toLowerCase());
  if (at < 0) return null;
  const definition =
    /^\s*(?:,[^,]*,\s*)?(?:is|are)\s+(.+)$/is.exec(s.text.slice(at + term.length))?.[1] ?? "";
  if (!ATTRIBUTED.test(definition)) return null;
  const claim = STATES.exec(next.text.trim())?.[1];
  if (!claim) return null;
  // "the multi-store model" → "The multi-store model"; a bare name ("Natural selection") as written.
  const subject = /\bthe\s+$/i.test(s.text.slice(0, at)) ? `the ${term}` : term;
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${claim}`;
}
