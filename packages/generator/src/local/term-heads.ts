// What a term and the head of a definition look like, read from wink's tokens: the noun-phrase tests that every
// definition shape of definitions.ts (and the clause forms) share.
import type { Token } from "./nlp.ts";
import { GENERIC_NOUNS } from "./words.ts";

export const ARTICLES = new Set(["the", "a", "an"]);

export const nounish = (t: Token | undefined) =>
  t !== undefined && (t.pos === "NOUN" || t.pos === "PROPN" || /^[A-Z][A-Z0-9]+$/.test(t.value));
const COMPASS = new Set(["north", "south", "east", "west", "northern", "southern", "eastern", "western"]);

export const subjectPart = (t: Token | undefined) =>
  t !== undefined &&
  (nounish(t) ||
    t.pos === "ADJ" ||
    // "the north atlantic treaty organization": wink reads a compass word as an adverb.
    COMPASS.has(t.lower) ||
    (t.pos === "VERB" && /(?:ing|ed)$/.test(t.lower)));

/** Heads that judge or place a thing rather than say what sort of thing it is ("the symbol of", "the key to"). */
const EVALUATIVE_HEADS = new Set(
  "end start beginning middle symbol example key heart centre center cause result reason basis focus sign mark hallmark icon face foundation backbone cornerstone highlight turning subject topic one".split(
    " ",
  ),
);

/**
 * Whether a "X is …" complement names a category ("a process", "an enzyme", "the study of"), so the sentence
 * says what X is (issue 16 §1). "the symbol of the Industrial Revolution", "one of the most important",
 * "the largest …", "important" and "the weight and the normal force" (two things named, not a kind) do not.
 */
export function namesACategory(tokens: Token[], from: number): boolean {
  const first = tokens[from];
  const second = tokens[from + 1];
  if (!first) return false;
  if (first.lower === "one" && second?.lower === "of") return false;
  const lead = ARTICLES.has(first.lower) ? second : first;
  if (
    lead &&
    (lead.lower === "most" || lead.lower === "best" || /est$/.test(lead.lower)) &&
    lead.pos === "ADJ"
  ) {
    return false;
  }
  if (lead?.lower === "most") return false;
  let head: Token | undefined;
  let i = from;
  for (; i < tokens.length && i < from + 8; i++) {
    const t = tokens[i];
    if (t && nounish(t) && !nounish(tokens[i + 1])) {
      head = t;
      break;
    }
  }
  if (!head || EVALUATIVE_HEADS.has(head.lemma || head.lower)) return false;
  // "the weight and the normal force": a second article-led noun phrase after "and" lists things.
  const rest = tokens.slice(i + 1, i + 4);
  const and = rest.findIndex((t) => t.lower === "and" || t.lower === "or");
  if (and === 0 && ARTICLES.has(rest[1]?.lower ?? "")) return false;
  return true;
}

const PART_WORDS = new Set(["one", "set", "series", "kind", "type", "sort", "form", "part", "group", "way"]);

/** The first noun from `from` on, looking past "one of", "a set of", "a kind of"…; its lemma. */
export function firstNoun(tokens: Token[], from: number): string | null {
  for (let i = from; i < tokens.length && i < from + 8; i++) {
    const t = tokens[i];
    if (!t || !nounish(t)) continue;
    if (PART_WORDS.has(t.lemma) && tokens[i + 1]?.lower === "of") continue;
    return t.lemma || t.lower;
  }
  return null;
}

export function isWorthATerm(tokens: Token[]) {
  const words = tokens.filter((t) => t.type === "word");
  if (words.length === 0) return false;
  return !(words.length === 1 && GENERIC_NOUNS.has(words[0]?.lower ?? ""));
}
