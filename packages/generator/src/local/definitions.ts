// Definition sentences: "X is/are a …", "X refers to / means / states / describes / measures …" and the
// reverse "… is called X" — the richest source of cards and questions in lecture notes.

import { appositiveDefinition } from "./definitions-appositive.ts";
import { definitionText } from "./forms/clause-end.ts";
import { NON_TERM_OPENERS } from "./forms/generic-words.ts";
import type { Sentence, Token } from "./nlp.ts";
import { ARTICLES, firstNoun, isWorthATerm, namesACategory, nounish, subjectPart } from "./term-heads.ts";
import { CONTEXT_OPENERS, GENERIC_NOUNS } from "./words.ts";

export type Definition = {
  /** The term as written, without a leading article. */
  term: string;
  /** The article the note puts before the term ("the", "a", "an"), lower case, or "". */
  article: string;
  /** Offsets of the term in the sentence. */
  termStart: number;
  termEnd: number;
  /** A second name given in the sentence ("adenosine triphosphate, or ATP,"). */
  alias: string | null;
  /** How the sentence links term and definition: is, are, was, were, states, describes, … or "called". */
  verb: string;
  /** What the term is, as written (without the final full stop). */
  definition: string;
  /** "… is called X": the definition comes first. */
  reversed: boolean;
  plural: boolean;
  /** What sort of thing the term is: the definition's first noun ("enzyme", "stage"), for same-kind distractors. */
  category: string | null;
  /**
   * "The hot dense core … is a white dwarf": a long description named by a short term at the end, read as
   * "… is called X" (readBackwards). The description alone is no definition of the term, so no "What is X?".
   */
  namedByComplement?: boolean;
  /** "…, Babur, a descendant of …, defeated …": read from an appositive, an aside of a sentence about more. */
  appositive?: boolean;
};

export const BE = new Set(["is", "are", "was", "were"]);
/** Words before "states" that make it the noun ("the United States", "Southern states", "member states"). */
const STATES_NOUN_BEFORE =
  /^(?:united|southern|northern|eastern|western|member|papal|baltic|confederate|free|slave|small|many|these|those|other|all|both)$/;

const DEFINING_VERBS = new Set(["states", "describes", "measures", "means", "refers", "asks", "contains"]);
const SUBJECT_MAX_TOKENS = 8;
const DEMONSTRATIVES = new Set(["this", "that", "these", "those"]);

/** The definition a sentence gives, if it is one. */
export function findDefinition(sentence: Sentence, tokens: Token[]): Definition | null {
  const d =
    forwardDefinition(sentence, tokens) ??
    reverseDefinition(sentence, tokens) ??
    identityDefinition(sentence, tokens) ??
    appositiveDefinition(sentence, tokens);
  return d && !leansOutside(sentence.text, d) ? readBackwards(sentence, tokens, d) : null;
}

// "The point at which the reaction is complete": a definite process or sample inside the body is the one the
// sentence before described (which reaction?), not a general one.
const EARLIER_INSTANCE =
  /\S\s+the\s+(?:reaction|experiment|mixture|sample|titration|procedure|solution)s?\b/i;
// "A theory of memory proposed by Atkinson and Shiffrin in 1968": an idea's kind and who made it say nothing of
// what it is (what the theory says comes after); no relative or purpose clause follows to tell it apart. A thing
// made by someone ("a version control system created by Linus Torvalds") is still told apart by its kind.
const PROVENANCE_ONLY =
  /^(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?:theory|model|idea|explanation|framework|approach|hypothesis|account|view|concept|method|technique)\s+(?:of\s+(?:[\w-]+\s+){1,2})?(?:proposed|developed|introduced|put forward|devised|suggested|created|invented|formulated|first described)\s+by\s+[^,;:]*$/i;
const TELLS_APART = /\b(?:that|which|who|whom|where|whose|to|for|because|as|when|with|in which)\b/i;

/**
 * A definition whose body points outside the sentence ("a base in this theory …": which theory?; "the point at
 * which the reaction is complete"), says only who proposed it, or which was cut before an ", and" that goes on
 * inside its own relative clause ("a tree in which every node has at most two children, and every key in the
 * left subtree is smaller …": the cut key defines any binary tree) or before a clause that goes on about the same
 * subject (a spoken ", it means that …"; ", and they stressed …" after a colon: the cut key is half of what is
 * said).
 */
function leansOutside(text: string, d: Definition): boolean {
  if (/\b(?:this|these|those)\s+[a-z]/i.test(d.definition)) return true;
  const instance = EARLIER_INSTANCE.exec(d.definition);
  // Not when the sentence says which ("the reaction between them") or the term names it ("sampling bias").
  const noun = instance?.[0].split(/\s+/).pop()?.toLowerCase().slice(0, 5) ?? "";
  const after = instance ? d.definition.slice(instance.index + instance[0].length) : "";
  if (instance && !d.term.toLowerCase().includes(noun) && !/^\s+(?:between|of)\b/i.test(after)) return true;
  if (PROVENANCE_ONLY.test(d.definition) && !TELLS_APART.test(d.definition)) return true;
  const at = text.indexOf(d.definition);
  const rest = at < 0 ? "" : text.slice(at + d.definition.length);
  // A spoken comma splice goes on about the subject; ", and they …" goes on inside the definition's own clause
  // after a colon (", and it is the largest biome" after a plain definition adds a fact and leaves it whole).
  if (/^\s*,\s*(?:it|they|he|she|this|we)\s/i.test(rest)) return true;
  if (/[:;]/.test(d.definition) && /^\s*,\s*and\s+(?:it|they|he|she|we)\s/i.test(rest)) return true;
  return /^\s*,\s*and\b/i.test(rest) && /\b(?:in which|where|whose|such that)\b/i.test(d.definition);
}

/** Most words a complement may have to be read as the name of its subject ("a white dwarf", "the stroma"). */
const NAME_MAX_WORDS = 3;

/**
 * A "X is a Y" read the other way round (issue 16 §1): when the subject is a longer description ("the hot dense
 * core", "the basic unit of life") and the complement a short named term ("a white dwarf", "the cell"), the
 * sentence names the description, it does not define the subject. Returned as "… is called Y" (reversed,
 * namedByComplement); any other definition unchanged.
 */
export function readBackwards(sentence: Sentence, tokens: Token[], d: Definition): Definition {
  if (d.reversed || !BE.has(d.verb) || d.alias) return d;
  const complement = d.definition.trim().split(/\s+/);
  const article = ARTICLES.has(complement[0]?.toLowerCase() ?? "")
    ? (complement[0]?.toLowerCase() ?? "")
    : "";
  const name = article ? complement.slice(1) : complement;
  const subject = d.term.trim().split(/\s+/);
  if (name.length === 0 || name.length > NAME_MAX_WORDS || subject.length <= name.length) return d;
  // "The First Estate was the clergy": a named subject is what the sentence explains, not a description.
  const inner = d.termStart > 0 ? subject : subject.slice(1);
  if (inner.some((w) => /^[A-Z][a-z]/.test(w))) return d;
  const from = sentence.text.indexOf(d.definition);
  const start = from + (article ? (complement[0]?.length ?? 0) : 0);
  const nameTokens = tokens.filter((t) => t.start >= start && t.end <= from + d.definition.length);
  const last = nameTokens[nameTokens.length - 1];
  if (nameTokens.length === 0 || !nameTokens.every(subjectPart) || !nounish(last)) return d;
  if (!isWorthATerm(nameTokens) || GENERIC_NOUNS.has(last?.lower ?? "")) return d;
  const nameStart = nameTokens[0]?.start ?? 0;
  const nameEnd = last?.end ?? 0;
  return {
    ...d,
    term: sentence.text.slice(nameStart, nameEnd),
    article,
    termStart: nameStart,
    termEnd: nameEnd,
    verb: "called",
    definition: d.article ? `${d.article} ${d.term}` : d.term,
    reversed: true,
    category: d.category,
    namedByComplement: true,
  };
}

/** "The fluid that surrounds the thylakoids is the stroma.": a described thing named by a short term at the end. */
function identityDefinition(sentence: Sentence, tokens: Token[]): Definition | null {
  if (tokens[0]?.lower !== "the") return null;
  const relative = tokens.findIndex((t, i) => i >= 2 && i <= 6 && ["that", "which", "who"].includes(t.lower));
  if (relative < 0) return null;
  let end = tokens.length - 1;
  while (end > 0 && tokens[end]?.pos === "PUNCT") end -= 1;
  for (let i = relative + 2; i < end - 1 && i <= 25; i++) {
    if (!BE.has(tokens[i]?.lower ?? "") || tokens[i + 1]?.lower !== "the") continue;
    const termTokens = tokens.slice(i + 2, end + 1);
    if (termTokens.length === 0 || termTokens.length > 4 || !termTokens.every(subjectPart)) return null;
    if (!nounish(termTokens[termTokens.length - 1]) || !isWorthATerm(termTokens)) return null;
    if (leansOnDemonstrative(tokens, i)) return null;
    const plural = tokens[i]?.lower === "are" || tokens[i]?.lower === "were";
    return {
      term: slice(sentence, tokens, i + 2, end),
      article: "the",
      termStart: tokens[i + 2]?.start ?? 0,
      termEnd: tokens[end]?.end ?? 0,
      alias: null,
      verb: "called",
      definition: slice(sentence, tokens, 0, i - 1),
      reversed: true,
      plural,
      category: firstNoun(tokens, 0),
    };
  }
  return null;
}

export function forwardDefinition(sentence: Sentence, tokens: Token[]): Definition | null {
  let i = ARTICLES.has(tokens[0]?.lower ?? "") ? 1 : 0;
  const termFirst = i;
  if (CONTEXT_OPENERS.has(tokens[i]?.lower ?? "") || NON_TERM_OPENERS.has(tokens[i]?.lower ?? ""))
    return null;
  while (
    i - termFirst < SUBJECT_MAX_TOKENS &&
    // wink may tag "measures" in "Price elasticity of demand measures…" as a noun: a defining verb ends the term.
    !(i > termFirst && DEFINING_VERBS.has(tokens[i]?.lower ?? "")) &&
    (subjectPart(tokens[i]) ||
      (tokens[i]?.lower === "of" && nounish(tokens[i - 1]) && nextIsSubject(tokens, i + 1)))
  ) {
    i += 1;
  }
  const termLast = i - 1;
  if (termLast < termFirst || !nounish(tokens[termLast])) return null;
  let alias: string | null = null;
  // "Adenosine triphosphate, or ATP, is …"
  if (tokens[i]?.value === "," && tokens[i + 1]?.lower === "or") {
    let j = i + 2;
    const aliasFirst = j;
    while (subjectPart(tokens[j])) j += 1;
    if (j === aliasFirst || tokens[j]?.value !== ",") return null;
    alias = slice(sentence, tokens, aliasFirst, j - 1);
    i = j + 1;
  }
  const verb = tokens[i];
  if (!verb) return null;
  let bodyFirst = i + 1;
  let verbText = verb.lower;
  // "X is defined as …" reads as "X is …".
  if (BE.has(verb.lower) && tokens[i + 1]?.lower === "defined" && tokens[i + 2]?.lower === "as") {
    bodyFirst = i + 3;
    if (!tokens[bodyFirst]) return null;
  } else if (BE.has(verb.lower)) {
    const next = tokens[bodyFirst];
    if (!next) return null;
    const plural = verb.lower === "are" || verb.lower === "were";
    const startsWithArticle =
      ARTICLES.has(next.lower) || (next.lower === "one" && tokens[bodyFirst + 1]?.lower === "of");
    const relative = new Set(["that", "which", "where", "who", "whose"]);
    const bareNoun =
      (plural && (nounish(next) || (next.pos === "ADJ" && nounish(tokens[bodyFirst + 1])))) ||
      // "Cristae are folds of …": wink may read the plural noun as a verb.
      (plural &&
        next.pos === "VERB" &&
        /s$/.test(next.lower) &&
        ["of", "that", "which"].includes(tokens[bodyFirst + 1]?.lower ?? "of")) ||
      (next.pos === "NOUN" && relative.has(tokens[bodyFirst + 1]?.lower ?? ""));
    if (!startsWithArticle && !bareNoun) return null;
    // "The cotton industry was the first to be transformed" states a fact, not what the term is.
    if (firstNoun(tokens, bodyFirst) === null) return null;
    if (!namesACategory(tokens, bodyFirst)) return null;
  } else if (DEFINING_VERBS.has(verb.lower)) {
    // "Other complexity measures are also used": a defining verb needs a complement, not an auxiliary.
    const next = tokens[bodyFirst];
    const wh = /^(?:how|why|what|when|where|whether)$/.test(next?.lower ?? "");
    if (!next || next.pos === "AUX" || (next.pos === "ADV" && !wh) || next.pos === "PUNCT") return null;
    // "The United States took …", "Southern states passed …": "states" after a name or an adjective is the noun.
    const before = tokens[i - 1];
    if (
      verb.lower === "states" &&
      before &&
      (/^[A-Z]/.test(verb.value) || STATES_NOUN_BEFORE.test(before.lower))
    )
      return null;
    if (verb.lower === "refers") {
      if (tokens[bodyFirst]?.lower !== "to") return null;
      verbText = "refers to";
      bodyFirst += 1;
    }
    if (tokens[bodyFirst]?.lower === "that" && verb.lower !== "contains") bodyFirst += 1;
  } else if ((verb.lower === "occurs" || verb.lower === "happens") && tokens[bodyFirst]?.lower === "when") {
    // "Nonresponse bias occurs when many chosen individuals do not respond": the condition defines the term.
    verbText = "occurs when";
    bodyFirst += 1;
  } else {
    return null;
  }
  const definition = definitionText(sentence, tokens, bodyFirst);
  const term = slice(sentence, tokens, termFirst, termLast);
  if (!definition || !isWorthATerm(tokens.slice(termFirst, termLast + 1))) return null;
  if (BE.has(verb.lower) && namesASubKind(tokens, termFirst, termLast, bodyFirst)) return null;
  return {
    term,
    article: termFirst === 1 ? (tokens[0]?.lower ?? "") : "",
    termStart: tokens[termFirst]?.start ?? 0,
    termEnd: tokens[termLast]?.end ?? 0,
    alias,
    verb: verbText,
    definition,
    reversed: false,
    plural: verb.lower === "are" || verb.lower === "were",
    category: BE.has(verb.lower) ? firstNoun(tokens, bodyFirst) : verbText,
  };
}

function nextIsSubject(tokens: Token[], i: number) {
  const t = ARTICLES.has(tokens[i]?.lower ?? "") ? tokens[i + 1] : tokens[i];
  return subjectPart(t);
}

/** "The idea that a proton gradient drives ATP synthesis is called chemiosmosis." */
function reverseDefinition(sentence: Sentence, tokens: Token[]): Definition | null {
  const first = tokens[0];
  if (!first || !ARTICLES.has(first.lower)) return null;
  for (let i = 2; i < tokens.length - 2; i++) {
    const be = tokens[i];
    const link = tokens[i + 1];
    if (!be || !BE.has(be.lower) || !link) continue;
    let termFirst: number;
    if (link.lower === "called") termFirst = i + 2;
    else if (link.lower === "known" && tokens[i + 2]?.lower === "as") termFirst = i + 3;
    else continue;
    // "… is called rubisco, and it is …", "… is called a natural monopoly; water supply …": the term ends at the clause's comma or semicolon.
    const comma = tokens.findIndex((t, j) => j > termFirst && (t.value === "," || t.value === ";"));
    let termLast = comma > 0 ? comma - 1 : tokens.length - 1;
    while (termLast >= termFirst && tokens[termLast]?.pos === "PUNCT") termLast -= 1;
    const article = ARTICLES.has(tokens[termFirst]?.lower ?? "") ? (tokens[termFirst]?.lower ?? "") : "";
    if (article) termFirst += 1;
    const termTokens = tokens.slice(termFirst, termLast + 1);
    if (termTokens.length === 0 || termTokens.length > 5 || !termTokens.every(subjectPart)) return null;
    if (!isWorthATerm(termTokens) || i > 25) return null;
    // "The price at that point is called…" leans on the sentence before.
    if (leansOnDemonstrative(tokens, i)) return null;
    const definition = slice(sentence, tokens, 0, i - 1);
    return {
      term: slice(sentence, tokens, termFirst, termLast),
      article,
      termStart: tokens[termFirst]?.start ?? 0,
      termEnd: tokens[termLast]?.end ?? 0,
      alias: null,
      verb: "called",
      definition,
      reversed: true,
      plural: be.lower === "are" || be.lower === "were",
      category: firstNoun(tokens, 0),
    };
  }
  return null;
}

/**
 * "a call is a tail call if it's the last thing …": the complement names a kind of the (one-word) term, so the
 * sentence defines the kind ("tail call"), not the term.
 */
function namesASubKind(tokens: Token[], termFirst: number, termLast: number, bodyFirst: number): boolean {
  if (termFirst !== termLast) return false;
  const term = tokens[termFirst]?.lemma || tokens[termFirst]?.lower;
  let i = ARTICLES.has(tokens[bodyFirst]?.lower ?? "") ? bodyFirst + 1 : bodyFirst;
  const first = i;
  while (subjectPart(tokens[i]) && i - first < 4) i += 1;
  const head = tokens[i - 1];
  return i - first >= 2 && (head?.lemma || head?.lower) === term;
}

/**
 * "The price at that point …" leans on the sentence before; "The enzyme that captures …" does not (a "that"
 * right after a noun starts a relative clause).
 */
function leansOnDemonstrative(tokens: Token[], end: number): boolean {
  return tokens
    .slice(1, end)
    .some(
      (t, k) =>
        DEMONSTRATIVES.has(t.lower) && t.pos === "DET" && !(t.lower === "that" && subjectPart(tokens[k])),
    );
}

export function slice(sentence: Sentence, tokens: Token[], first: number, last: number): string {
  return sentence.text.slice(tokens[first]?.start ?? 0, tokens[last]?.end ?? 0);
}
