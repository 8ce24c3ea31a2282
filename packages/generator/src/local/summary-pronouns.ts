// A pronoun whose antecedent is in another sentence (issue 16 §4: key points read on their own): "Historians
// usually date it from about 1760…" (date what?), "In the worst case, when every key collides, they take linear
// time" (what takes?). An opening pronoun is leansOnPrevious (summary-sources.ts); this is the one inside the
// sentence with nothing before it of its number to refer to.

import type { AnalysedSentence } from "./analysis.ts";
import type { Token } from "./nlp.ts";
import { stepClaim } from "./summary-sources.ts";

const wordsIn = (text: string) => (text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).length;

const SINGULAR = new Set(["it", "its", "itself"]);
const PLURAL = new Set(["they", "them", "their", "themselves"]);
const POSSESSIVE = new Set(["its", "their"]);
/** An opening clause of condition or time ("If it is set…", "When they…") refers back, not forward. */
const SUBORDINATE = new Set(["if", "when", "because", "although", "while", "since", "unless", "once"]);

/** A noun or name that "it" (singular) or "they" (plural) can stand for. */
function isPluralNoun(t: Token): boolean {
  // "others" is a pronoun: no antecedent for "their" ("commits that others have pulled … their hashes").
  if (t.pos !== "NOUN" || !t.lower.endsWith("s") || t.lower === "others") return false;
  // wink leaves some plurals unlemmatised ("historians"): an -s that no singular ends in is plural too.
  return (t.lemma || t.lower) !== t.lower || !/(?:ss|us|is|ics|as|ws|ies)$/.test(t.lower);
}

/**
 * "… keeps track of active function calls, their local variables…": a noun's plural the tagger read as a verb
 * (after a noun, before a comma: a verb there would have its object or complement next).
 */
function isPluralNounReadAsVerb(all: Token[], t: Token): boolean {
  const at = all.indexOf(t);
  return (
    t.pos === "VERB" &&
    /[^s]s$/.test(t.lower) &&
    all[at - 1]?.pos === "NOUN" &&
    all[at - 2]?.pos === "ADJ" &&
    all[at + 1]?.value === ","
  );
}

/** "it is important to…", "it seems likely that…" (the expletive "it"): no antecedent is meant. */
function isExpletive(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1]?.lower ?? "";
  const after = tokens[i + 2];
  return ["is", "was", "'s", "seems", "seemed", "becomes", "became"].includes(next) && after?.pos === "ADJ";
}

/**
 * The sentence uses "it"/"its" with no singular noun or name before it, or "they"/"their" with no plural noun,
 * coordinated pair ("X and Y") or name before it ("them" also after two singular nouns): its antecedent is in
 * another sentence.
 */
export function hasUnresolvedPronoun(s: AnalysedSentence): boolean {
  // Judged as quoted: a lecturer's lead before the claim (summary-sources stepClaim) is not quoted.
  const claim = stepClaim(s.text);
  const lead = claim === null ? 0 : wordsIn(s.text) - wordsIn(claim);
  const tokens = s.tokens.filter((t) => t.type !== "punctuation").slice(Math.max(0, lead));
  let singular = false;
  let plural = false;
  let singulars = 0;
  // The number of words before the first comma (words are what the loop counts).
  const comma = s.tokens.findIndex((x) => x.value === ",");
  const firstComma = comma < 0 ? -1 : s.tokens.slice(0, comma).filter((x) => x.type !== "punctuation").length;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (isPluralNounReadAsVerb(s.tokens, t)) plural = true;
    // A capitalised first word is read as a name: "Historians" (-s) is plural only ("… date it" dangles);
    // another ("Mitochondria", "Rome") may be either.
    if (i === 0 && t.pos === "PROPN" && /^[A-Z][a-z]+s$/.test(t.value)) {
      plural = true;
    } else if (t.pos === "PROPN") {
      singular = true;
      plural = true;
    } else if (t.pos === "NOUN") {
      if (isPluralNoun(t)) plural = true;
      else {
        singular = true;
        singulars += 1;
      }
    } else if (t.lower === "and" && (singular || plural)) {
      // "acids and bases … they": a pair is plural.
      plural = true;
    } else if (t.pos === "PRON") {
      // "Locked out of their meeting hall, the deputies…": a possessive in an opening phrase points forward.
      if (POSSESSIVE.has(t.lower) && i < firstComma && !SUBORDINATE.has(tokens[0]?.lower ?? "")) continue;
      if (SINGULAR.has(t.lower) && !singular && !isExpletive(tokens, i)) return true;
      // "between them" after "a solution … another solution": an object may stand for two things named.
      if (PLURAL.has(t.lower) && !plural && !(t.lower === "them" && singulars >= 2)) return true;
    }
  }
  return false;
}
