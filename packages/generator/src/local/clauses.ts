// A transcript's sentences as sources (issue 16 §5): speech opens most sentences with a discourse word ("so",
// "and", "then") and runs clause after clause past any sensible length. Here a spoken sentence loses its opening
// discourse words and verbless topic phrase ("so some vocabulary, the genotype is …") and is cut into its
// complete clauses, each a verbatim slice of the note (items stay grounded), so each clause can be a source.

import type { Sentence, Token } from "./nlp.ts";
import { isMistaggedVerb } from "./sources.ts";
import { CONTEXT_OPENERS, FILLER_SOUNDS } from "./words.ts";

/** Words that open a spoken sentence without pointing back to the one before ("so", "and", "then" …). */
const DISCOURSE_OPENERS = new Set(
  "so and then okay ok alright now anyway basically".split(" ").concat([...FILLER_SOUNDS]),
);
/** Openers that are discourse words only when set off ("right, …", "well so …"): else "right angles", "well water". */
const SET_OFF_OPENERS = new Set(["right", "well"]);

/** Past this many words a clause that leans on the one before it is cut off anyway (analysis MAX_WORDS). */
const MAX_JOINED_WORDS = 45;

const isWord = (t: Token) => t.type === "word" || t.type === "number";

/**
 * How many tokens of a spoken clause are opening discourse words, fillers and their commas ("and um so, the …"):
 * the clause's usable text starts after them. "right" and "well" count only when a comma or another discourse
 * word follows.
 */
export function discourseOpenerLength(tokens: Token[]): number {
  let i = 0;
  for (;;) {
    const t = tokens[i];
    if (!t) return i;
    if (t.type === "punctuation" && /^[,;:.…-]+$/.test(t.value)) {
      i += 1;
      continue;
    }
    const next = tokens[i + 1];
    const setOff =
      SET_OFF_OPENERS.has(t.lower) &&
      next !== undefined &&
      (next.value === "," || DISCOURSE_OPENERS.has(next.lower));
    // "okay so" and "all right" come as pairs.
    const allRight = t.lower === "all" && next?.lower === "right";
    if (allRight) {
      i += 2;
      continue;
    }
    // "like if a country shifts …": a filler "like" before a clause.
    const like =
      t.lower === "like" &&
      next !== undefined &&
      (next.value === "," || /^(?:if|when|say)$/.test(next.lower));
    if (!DISCOURSE_OPENERS.has(t.lower) && !setOff && !like) return i;
    i += 1;
  }
}

/** A finite verb at i: an auxiliary, a verb that is not an -ing form or the first word, or a verb wink tags as a noun. */
function isFiniteVerb(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (t.pos === "AUX") return true;
  if (t.pos === "VERB") return i > 0 && !/ing$/.test(t.lower);
  return isMistaggedVerb(tokens, i);
}

/** The first finite verb of a clause, or -1. */
function firstFiniteVerb(tokens: Token[]): number {
  return tokens.findIndex((_, i) => isFiniteVerb(tokens, i));
}

/**
 * A complete clause: a finite verb with a subject (a noun, name, pronoun or number) before it ("he's called …",
 * "the frames pile up") — not a verbless phrase ("a ratio of about three to one") or a bare participle
 * ("storing the result …").
 */
export function isCompleteClause(tokens: Token[]): boolean {
  const v = firstFiniteVerb(tokens);
  if (v < 0) return false;
  const subject = tokens.slice(0, v);
  // "a recursive case, where the function calls …": the verb belongs to a relative clause.
  const relative = subject.some((t, i) => RELATIVES.has(t.lower) && subject[i - 1]?.value === ",");
  // "economic growth does, so …": an echo of an earlier verb, not a statement.
  const bareAux =
    tokens[v]?.pos === "AUX" && (tokens[v + 1] === undefined || tokens[v + 1]?.type === "punctuation");
  return !relative && !bareAux && subject.some((t) => ["NOUN", "PROPN", "PRON", "NUM"].includes(t.pos));
}

const RELATIVES = new Set("which who whom whose where when".split(" "));
const WH_WORDS = new Set("what where how why who".split(" "));

/**
 * A clause that points back to the clause before it: a pointing word opens it ("that's why …", "which means …",
 * "but …") or a pronoun is its subject ("if they're different it's …").
 */
export function leansBack(tokens: Token[]): boolean {
  return opensWithPointer(tokens) || hasPronounSubject(tokens);
}

/**
 * The clause opens with a word that points back: "that's why …", "which means …", "but …" (or, unless
 * pointersOnly, a personal pronoun: "they can self pollinate").
 */
function opensWithPointer(tokens: Token[], pointersOnly = false): boolean {
  const first = tokens.find(isWord)?.lower ?? "";
  if (pointersOnly && PERSONAL_PRONOUNS.has(first)) return false;
  return CONTEXT_OPENERS.has(first) || RELATIVES.has(first);
}

const PERSONAL_PRONOUNS = new Set("it its they them their he she his her".split(" "));
/** Fewer words than a source needs (analysis MIN_WORDS). */
const MIN_CLAUSE_WORDS = 6;
const usableWords = (tokens: Token[]) => tokens.slice(usableStart(tokens)).filter(isWord).length;

/**
 * A spoken question answered in the same breath ("what decides how long a star lives, it's mass"): a wh-word
 * opens it and its first comma-part has no later "is/was" (unlike "what's left behind is the hot dense core").
 */
export function isSpokenQuestion(tokens: Token[]): boolean {
  const words = tokens.filter(isWord);
  if (!WH_WORDS.has(words[0]?.lower ?? "")) return false;
  const comma = tokens.findIndex((t) => t.value === ",");
  if (comma < 0) return false;
  return !tokens.slice(2, comma).some((t) => t.pos === "AUX" && t.lemma === "be");
}

/** A pointing pronoun before the clause's verb: "if they're different it's …", "he's called …". */
function hasPronounSubject(tokens: Token[]): boolean {
  const v = firstFiniteVerb(tokens);
  const subject = v < 0 ? tokens : tokens.slice(0, v);
  return subject.some((t) => t.pos === "PRON" && POINTING_PRONOUNS.has(t.lower));
}

const POINTING_PRONOUNS = new Set("it they he she this that these those them him her its their".split(" "));

/**
 * Token indices where a spoken run-on starts a new clause: after ", and so", "; so", "okay so", ", which means",
 * ", but", ", so" and ", and" — at the word after the punctuation (or at "okay").
 */
export function clauseBreaks(tokens: Token[]): number[] {
  const breaks: number[] = [];
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (!t || !prev || !next) continue;
    const afterComma = prev.value === ",";
    const afterSemicolon = prev.value === ";";
    if (afterSemicolon && t.lower === "so") breaks.push(i);
    else if (t.lower === "okay" && next.lower === "so") breaks.push(i);
    else if (afterComma && t.lower === "which" && next.lower === "means") breaks.push(i);
    else if (afterComma && (t.lower === "but" || t.lower === "so" || t.lower === "and")) breaks.push(i);
  }
  return breaks;
}

/** A slice of a sentence from token a to token b (exclusive), trimmed of edge punctuation but its end mark. */
function slice(s: Sentence, a: number, b: number, last: boolean): Sentence | null {
  let from = a;
  let to = b;
  while (from < to && s.tokens[from]?.type === "punctuation") from += 1;
  while (
    to > from &&
    s.tokens[to - 1]?.type === "punctuation" &&
    !(last && /^[.!?]$/.test(s.tokens[to - 1]?.value ?? ""))
  )
    to -= 1;
  const first = s.tokens[from];
  const end = s.tokens[to - 1];
  if (!first || !end || from >= to) return null;
  const offset = first.start;
  return {
    ...s,
    text: s.text.slice(offset, end.end),
    tokens: s.tokens.slice(from, to).map((t) => ({ ...t, start: t.start - offset, end: t.end - offset })),
  };
}

/**
 * A verbless topic phrase before a clause ("some vocabulary, the genotype is …", "another famous example, the
 * fibonacci numbers, each number is …"): how many tokens to skip, or 0. Not a phrase that says where or when ("in
 * 1866, …"), and not the first item of a list subject ("purple, white and pink flowers are …").
 */
export function topicPhraseLength(tokens: Token[]): number {
  let skip = 0;
  for (;;) {
    const rest = tokens.slice(skip);
    const comma = rest.findIndex((t) => t.value === ",");
    if (comma < 1) return skip;
    const phrase = rest.slice(0, comma);
    const after = rest.slice(comma + 1);
    const words = phrase.filter(isWord);
    const v = firstFiniteVerb(after);
    const listSubject = after.slice(0, Math.max(v, 0)).some((t) => t.lower === "and" || t.lower === "or");
    // "what actually happens when a function calls itself, every call gets …": a spoken question as the topic.
    const question = WH_WORDS.has(words[0]?.lower ?? "") && words.length <= 10;
    const noun =
      words.length > 0 &&
      words.length <= 5 &&
      firstFiniteVerb(phrase) < 0 &&
      !phrase.some((t) => t.pos === "ADP" || t.pos === "SCONJ" || t.type === "number");
    // The clause after it opens with its own subject: not a participle ("built in 1961, fell …"), a relative or
    // a pointer ("the marshall plan, that's …" names what "that" is).
    const opener = after.find(isWord);
    const ownSubject =
      opener !== undefined &&
      ["DET", "NOUN", "PROPN", "ADJ", "NUM", "PRON"].includes(opener.pos) &&
      !opensWithPointer(after) &&
      !WH_WORDS.has(opener.lower);
    const fine = (noun || question) && ownSubject && isCompleteClause(after) && !listSubject;
    if (!fine) return skip;
    skip += comma + 1;
  }
}

/** The usable start of a spoken clause: after its discourse words and its verbless topic phrase. */
function usableStart(tokens: Token[]): number {
  let at = 0;
  for (;;) {
    const opener = discourseOpenerLength(tokens.slice(at));
    const topic = topicPhraseLength(tokens.slice(at + opener));
    if (opener + topic === 0) return at;
    at += opener + topic;
  }
}

/**
 * A transcript's sentence as its clauses: cut at the clause breaks where both sides are complete clauses, a
 * clause that leans on the one before rejoins it while the two stay within a sensible length, and each clause
 * starts after its discourse words and topic phrase. Text and tokens are verbatim slices of the sentence.
 */
export function spokenClauses(s: Sentence): Sentence[] {
  const cuts = [0];
  for (const b of clauseBreaks(s.tokens)) {
    const before = s.tokens.slice(cuts[cuts.length - 1], b);
    const after = s.tokens.slice(b);
    const body = after.slice(usableStart(after));
    const until = clauseBreaks(body)[0] ?? body.length;
    if (isCompleteClause(before.slice(usableStart(before))) && isCompleteClause(body.slice(0, until)))
      cuts.push(b);
  }
  cuts.push(s.tokens.length);
  const parts: [number, number][] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const a = cuts[i] ?? 0;
    const b = cuts[i + 1] ?? 0;
    const previous = parts[parts.length - 1];
    const own = s.tokens.slice(a, b);
    const body = own.slice(usableStart(own));
    const joined = previous ? s.tokens.slice(previous[0], b).filter(isWord).length : 0;
    // Only a clause whose subject is a pronoun rejoins ("…, and if they're different it's heterozygous"); one
    // that opens with a pointer ("but anyway that's not on the exam") stays apart and is no source.
    // A clause too short to stand ("economists think at the margin") keeps what follows it.
    const short = previous !== undefined && usableWords(s.tokens.slice(previous[0], a)) < MIN_CLAUSE_WORDS;
    const rejoins = (!opensWithPointer(body, true) && hasPronounSubject(body)) || (short && leansBack(body));
    if (previous && rejoins && joined <= MAX_JOINED_WORDS) previous[1] = b;
    else parts.push([a, b]);
  }
  const out: Sentence[] = [];
  for (const [n, [a, b]] of parts.entries()) {
    const start = a + usableStart(s.tokens.slice(a, b));
    const part = slice(s, start < b ? start : a, b, n === parts.length - 1);
    if (part) out.push({ ...part, opensParagraph: s.opensParagraph && n === 0 });
  }
  return out.length > 0 ? out : [s];
}

/** Every sentence of a transcript as its clauses, renumbered in order. */
export function spokenSentences(sentences: Sentence[]): Sentence[] {
  return sentences.flatMap(spokenClauses).map((s, index) => ({ ...s, index }));
}
