// Definitions inside a clause of a long or spoken sentence (issue 16 §5): transcripts run many clauses together
// with commas, so a definition may start after a comma ("…, the cold war was a long period of …") or follow a
// noun phrase as "X, which is a …" / "X, that's the …". The sentence-level rules live in definitions.ts.

import { BE, type Definition, forwardDefinition, readBackwards, slice } from "../definitions.ts";
import type { Sentence, Token } from "../nlp.ts";
import { ARTICLES, firstNoun, isWorthATerm, namesACategory, nounish, subjectPart } from "../term-heads.ts";
import { definitionText } from "./clause-end.ts";
import { NON_TERM_OPENERS } from "./generic-words.ts";

/** Words that open a spoken clause without belonging to it ("and so the cold war was …"). */
const CLAUSE_OPENERS = new Set(
  "and so but then because well okay ok now actually basically right alright anyway also um uh".split(" "),
);

/**
 * Definitions inside a long (spoken) sentence, one per clause (issue 16 §5: transcripts run many clauses
 * together with commas): a clause after a comma read as a sentence of its own ("…, the cold war was a long period
 * of rivalry …"), "X, which is/are a …" and "X, that's the …". The sentence's own definition is not repeated.
 */
export function clauseDefinitions(sentence: Sentence, tokens: Token[]): Definition[] {
  const found: Definition[] = [];
  for (let k = 0; k < tokens.length - 3; k++) {
    if (k > 0 && tokens[k - 1]?.value !== ",") continue;
    let start = k;
    while (CLAUSE_OPENERS.has(tokens[start]?.lower ?? "")) start += 1;
    if (start === 0) continue;
    const d = forwardDefinition(sentence, tokens.slice(start)) ?? relativeDefinition(sentence, tokens, start);
    if (d) found.push(readBackwards(sentence, tokens, d));
  }
  for (let k = 1; k < tokens.length - 3; k++) {
    if (tokens[k]?.value !== ",") continue;
    const d = relativeDefinition(sentence, tokens, k);
    if (d && !found.some((f) => f.termStart === d.termStart)) found.push(readBackwards(sentence, tokens, d));
  }
  return found;
}

/**
 * "proxy wars, which are wars where …", "the marshall plan, that's the american programme of …": a noun phrase,
 * a comma at `comma`, then "which is/are" or "that is/that's" and a complement naming a category.
 */
function relativeDefinition(sentence: Sentence, tokens: Token[], comma: number): Definition | null {
  if (tokens[comma]?.value !== ",") return null;
  const rel = tokens[comma + 1]?.lower ?? "";
  const be = tokens[comma + 2]?.lower ?? "";
  if (!["which", "that"].includes(rel) || !["is", "are", "'s", "’s"].includes(be)) return null;
  const bodyFirst = comma + 3;
  const next = tokens[bodyFirst];
  if (!next) return null;
  const plural = be === "are";
  if (!ARTICLES.has(next.lower) && !(plural && nounish(next))) return null;
  if (!namesACategory(tokens, bodyFirst)) return null;
  let termFirst = comma;
  while (termFirst > 0 && comma - termFirst < 5 && subjectPart(tokens[termFirst - 1])) termFirst -= 1;
  const termTokens = tokens.slice(termFirst, comma);
  if (termFirst === comma || !nounish(tokens[comma - 1]) || !isWorthATerm(termTokens)) return null;
  if (NON_TERM_OPENERS.has(tokens[termFirst]?.lower ?? "")) return null;
  // "… across the continent, which is a phrase that stuck": "which" sums up the clause unless the noun phrase
  // opens its clause ("and the marshall plan, that's …") or is named ("what we call proxy wars, which are …").
  const lead = ARTICLES.has(tokens[termFirst - 1]?.lower ?? "") ? termFirst - 1 : termFirst;
  const before = tokens[lead - 1];
  const opensClause =
    !before ||
    before.value === "," ||
    CLAUSE_OPENERS.has(before.lower) ||
    ["call", "called", "'s", "’s"].includes(before.lower) ||
    BE.has(before.lower);
  if (!opensClause) return null;
  const definition = definitionText(sentence, tokens, bodyFirst);
  if (!definition) return null;
  return {
    term: slice(sentence, tokens, termFirst, comma - 1),
    article: lead < termFirst ? (tokens[lead]?.lower ?? "") : "",
    termStart: tokens[termFirst]?.start ?? 0,
    termEnd: tokens[comma - 1]?.end ?? 0,
    alias: null,
    verb: plural ? "are" : "is",
    definition,
    reversed: false,
    plural,
    category: firstNoun(tokens, bodyFirst),
  };
}
