// Appositive definitions: "Chlorophyll, a green pigment that absorbs light, …" — a term followed by "a/an
// <category> …" (split from definitions.ts by responsibility).

import type { Definition } from "./definitions.ts";
import { definitionText } from "./forms/clause-end.ts";
import { NON_TERM_OPENERS } from "./forms/generic-words.ts";
import type { Sentence, Token } from "./nlp.ts";
import { ARTICLES, firstNoun, isWorthATerm, namesACategory, nounish, subjectPart } from "./term-heads.ts";

/**
 * "Chlorophyll, a green pigment that absorbs light, …" / "… contain chlorophyll, a green pigment that absorbs
 * light.": a term followed by an appositive "a/an <category> …" up to the next comma or the end.
 */
export function appositiveDefinition(sentence: Sentence, tokens: Token[]): Definition | null {
  for (let c = 1; c < tokens.length - 3; c++) {
    const comma = tokens[c];
    const article = tokens[c + 1];
    if (comma?.value !== "," || !article || !["a", "an"].includes(article.lower)) continue;
    let termFirst = c;
    while (termFirst > 0 && c - termFirst < 4 && subjectPart(tokens[termFirst - 1])) termFirst -= 1;
    const termTokens = tokens.slice(termFirst, c);
    if (termFirst === c || !nounish(tokens[c - 1]) || !isWorthATerm(termTokens)) continue;
    if (NON_TERM_OPENERS.has(tokens[termFirst]?.lower ?? "")) continue;
    // "kept records with the quipu, a set of knotted cords", "wore their hair in a queue, a long braid": a thing
    // named by a preposition's object in a sentence about something else is glossed in passing, not defined (the
    // gloss leaves out what it is for, and a word with an everyday sense keeps that sense for a reader).
    if (afterPreposition(tokens, termFirst)) continue;
    let bodyLast = c + 2;
    while (bodyLast + 1 < tokens.length && tokens[bodyLast + 1]?.value !== ",") bodyLast += 1;
    // ", a …, and …" is a list of things, not a description.
    if (["and", "or"].includes(tokens[bodyLast + 2]?.lower ?? "")) continue;
    // "a military alliance of the us, canada and western european countries": the list is part of the body.
    bodyLast = listEnd(tokens, bodyLast);
    if (bodyLast - c < 3 || !namesACategory(tokens, c + 1)) continue;
    // "white is recessive, a recessive allele only shows …": a new clause with its own verb, no appositive.
    if (opensClause(tokens, c + 2)) continue;
    // "… gave France a constitution, an event known as …": the appositive names the whole clause, not the term.
    if (EVENT_HEADS.has(firstNoun(tokens, c + 1) ?? "")) continue;
    // "… from facts to general laws, a method called induction": the appositive names the clause's method.
    if (tokens.slice(c + 2, c + 6).some((t) => t.lower === "called" || t.lower === "known")) continue;
    // "a hash, a 40-character code computed from its contents": "its" points outside the appositive.
    if (tokens.slice(c + 2, bodyLast + 1).some((t) => OUTSIDE_POSSESSIVES.has(t.lower))) continue;
    // "perfect competition, a market in which many firms …, buyers … have …, and firms can …": the relative
    // clause goes on as a list of clauses past the comma, so the text up to it is half the description.
    if (relativeGoesOn(tokens, c + 2, bodyLast)) continue;
    const definition = definitionText(sentence, tokens.slice(0, bodyLast + 2), c + 1);
    if (!definition) continue;
    const before = tokens[termFirst - 1]?.lower ?? "";
    return {
      term: slice(sentence, tokens, termFirst, c - 1),
      article: ARTICLES.has(before) ? before : "",
      termStart: tokens[termFirst]?.start ?? 0,
      termEnd: tokens[c - 1]?.end ?? 0,
      alias: null,
      verb: "is",
      definition,
      reversed: false,
      plural: false,
      category: firstNoun(tokens, c + 1),
      appositive: true,
    };
  }
  return null;
}

const OUTSIDE_POSSESSIVES = new Set(["its", "their"]);

/** A relative clause in the body whose next comma-part has a verb of its own and a ", and" after it. */
function relativeGoesOn(tokens: Token[], first: number, bodyLast: number): boolean {
  const body = tokens.slice(first, bodyLast + 1);
  if (!body.some((t) => ["which", "that", "where", "whom"].includes(t.lower))) return false;
  let j = bodyLast + 2;
  let verb = false;
  for (; j < tokens.length && tokens[j]?.value !== ","; j++) {
    if (tokens[j]?.pos === "VERB" || tokens[j]?.pos === "AUX") verb = true;
  }
  return verb && tokens[j]?.value === "," && tokens[j + 1]?.lower === "and";
}

/**
 * The last token of a list that continues a phrase ending at `last`: ", canada and western european countries"
 * (short noun phrases, the last after "and"/"or", up to the next comma or the end); `last` when none follows.
 */
function listEnd(tokens: Token[], last: number): number {
  let j = last + 1;
  let joined = false;
  while (tokens[j]?.value === "," || (!joined && ["and", "or"].includes(tokens[j]?.lower ?? ""))) {
    if (["and", "or"].includes(tokens[j]?.lower ?? "")) joined = true;
    j += 1;
    if (["and", "or"].includes(tokens[j]?.lower ?? "")) {
      joined = true;
      j += 1;
    }
    const first = j;
    while (subjectPart(tokens[j]) || (ARTICLES.has(tokens[j]?.lower ?? "") && j === first)) j += 1;
    if (j === first || !nounish(tokens[j - 1]) || j - first > 5) return last;
    if (joined) {
      const after = tokens[j];
      return !after || after.value === "," || after.pos === "PUNCT" ? j - 1 : last;
    }
  }
  return last;
}

/** Whether the noun phrase from `i` is a clause's subject: its verb follows (after at most one adverb). */
function opensClause(tokens: Token[], i: number): boolean {
  let j = i;
  while (subjectPart(tokens[j]) && j - i < 5) j += 1;
  if (tokens[j]?.pos === "ADV") j += 1;
  const t = tokens[j];
  return t !== undefined && (t.pos === "AUX" || (t.pos === "VERB" && !/(?:ing|ed)$/.test(t.lower)));
}

/** Heads of an appositive that sums up the clause before it rather than the noun before the comma. */
const EVENT_HEADS = new Set(
  "event moment episode act step move decision development turn outcome attitude view belief sentiment".split(
    " ",
  ),
);

function slice(sentence: Sentence, tokens: Token[], first: number, last: number): string {
  return sentence.text.slice(tokens[first]?.start ?? 0, tokens[last]?.end ?? 0);
}

/** The term is a preposition's object ("with the quipu", "in a queue"), an article or possessive between. */
function afterPreposition(tokens: Token[], termFirst: number): boolean {
  let i = termFirst - 1;
  if (["the", "a", "an", "their", "its", "his", "her"].includes(tokens[i]?.lower ?? "")) i -= 1;
  return tokens[i]?.pos === "ADP" && tokens[i]?.lower !== "of";
}
