// How a lecture transcript's sentence reads as a summary's claim (issue 16 §4, transcripts): a lecturer states a
// point, then wanders — an aside ("which has nothing to do with planets by the way"), a figure said in words
// ("about four and a half billion years"), a story. A summary of a lecture quotes the points: concise claims
// without asides, figures or tangents.

import type { AnalysedSentence } from "./analysis.ts";
import { plain } from "./cloze.ts";
import { removeFillers } from "./speech.ts";
import { firstClaim, withoutAside } from "./summary-clause.ts";
import { SPOKEN_OPENING, stepClaim } from "./summary-sources.ts";

/** A speaker's aside or tangent inside a sentence: the sentence carries more than its claim. */
const ASIDE =
  /\b(?:by the way|as an aside|fun fact|funnily enough|which is why|i (?:always )?think|honestly|to be honest|believe it or not|if you're wondering)\b/i;
/** A figure said in words ("four and a half billion years", "about ten million kelvin"): a detail in speech. */
const SPOKEN_FIGURE =
  /\b(?:about|roughly|around|nearly|almost|only|over|maybe)?\s*(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a few)(?:\s+and\s+a\s+half)?\s+(?:hundred|thousand|million|billion|percent|per cent)\b/i;

/** An aside weighs this much, a figure said in words this much (unless the sentence defines something). */
export const SPOKEN_ASIDE = 0.5;
export const SPOKEN_DETAIL = 0.8;

/**
 * A transcript sentence's weight as a summary's claim: lower for an aside or tangent and for a figure said in
 * words (not in a definition). ("You know" is a filler the quote drops, not an aside.)
 */
export function spokenClaimWeight(s: AnalysedSentence, defines: boolean): number {
  // Judged as quoted: an aside the quote cuts off (summary-clause.ts) no longer weighs it down.
  const claim = firstClaim(s.text);
  let weight = 1;
  if (ASIDE.test(claim)) weight *= SPOKEN_ASIDE;
  if (!defines && SPOKEN_FIGURE.test(claim)) weight *= SPOKEN_DETAIL;
  return weight;
}

/** A transcript's sentence as a written claim: fillers out (speech.ts), and its opening "so", "and", "okay" too. */
export function spokenClaim(text: string, cut = false): string {
  const cleaned = removeFillers(plain(text)) || plain(text);
  // "first, concentration, if you increase …": the step's claim without its ordinal and label.
  const claim = cleaned.replace(SPOKEN_OPENING, "") || cleaned;
  const step = stepClaim(claim) ?? claim;
  // In an overview a long spoken sentence is quoted up to its first claim (summary-clause.ts); a key point,
  // read alone, keeps the rest of its claim but not its aside.
  return cut ? firstClaim(step) : withoutAside(step);
}

/** A figure said in words or an aside in what the overview quotes, not in a definition: a lecture's detail. */
export function isSpokenDetail(s: AnalysedSentence, defines: boolean): boolean {
  const claim = firstClaim(s.text);
  return ASIDE.test(claim) || (!defines && SPOKEN_FIGURE.test(claim));
}

/** ", about ten million kelvin,": a figure set off between commas, an aside to the claim around it. */
const PARENTHETICAL_FIGURE = /,\s*(?:about|roughly|around|nearly|almost|maybe|over)\s[^,]{1,60},/gi;

/**
 * A key point's figure said in words: the claim is the figure ("the sun has been on the main sequence for about
 * four and a half billion years"), not one set off between commas inside a claim ("once the core gets hot
 * enough, about ten million kelvin, fusion starts"); never in a definition.
 */
export function isSpokenFigurePoint(s: AnalysedSentence, defines: boolean): boolean {
  return !defines && SPOKEN_FIGURE.test(withoutAside(s.text).replace(PARENTHETICAL_FIGURE, ","));
}

/** "…, end very differently.": a lecturer's turn to a new subject that says nothing yet of what happens. */
const TURN_ENDING = /\b(?:very |quite |completely )?differently\s*[.!]?$/i;

/**
 * "now massive stars, stars more than about eight times the mass of the sun, end very differently." then "they
 * become red supergiants, …", then "so the core collapses … and the star explodes as a supernova": the claim
 * quoted alone reads as said of the subject before it (readers: "it reads as if a sun-like star ends in a
 * supernova"), so the overview quotes it after the lecturer's turn, as one sentence ("Massive stars, …, end very
 * differently: the core collapses…"). Null when neither of the two sentences before `s` is such a turn.
 */
export function afterTurn(s: AnalysedSentence, sentences: readonly AnalysedSentence[]): string | null {
  const turn = [sentences[s.index - 1], sentences[s.index - 2]].find(
    (x) =>
      x !== undefined &&
      TURN_ENDING.test(x.text.trim()) &&
      !/^(?:it|they|this|these)\b/i.test(x.text.replace(SPOKEN_OPENING, "")),
  );
  if (!turn) return null;
  const lead = turn.text
    .trim()
    .replace(SPOKEN_OPENING, "")
    .replace(/[.!\s]+$/, "");
  const claim = s.text.trim().replace(SPOKEN_OPENING, "");
  return `${lead}: ${claim}`;
}
