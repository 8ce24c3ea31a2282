// Turning a statement clause into a question ("James Watt patented the condenser" → "When did James Watt patent
// the condenser?"), for the who/when/where and cause forms: subject, auxiliary or main verb, and the rest.

import { type AnalysedSentence, displayTerm } from "../analysis.ts";
import type { Token } from "../nlp.ts";
import { CONTEXT_OPENERS } from "../words.ts";

const AUXILIARIES = new Set(
  "is are was were can could will would may might must should shall has have had does do did".split(" "),
);
const SUBJECT_POS = new Set(["DET", "ADJ", "NOUN", "PROPN", "NUM", "PART"]);
const SUBJECT_MAX_TOKENS = 8;

/** A span of the sentence's text to leave out of the question (the answer's phrase: "in 1769", "at Cromford"). */
export type Span = { start: number; end: number };

/**
 * The question `wh` asks of the clause made of tokens [first, last] of the sentence, without the `drop` spans:
 * "When did James Watt patent the separate condenser?". Null when the clause does not start with a plain noun
 * phrase subject followed by its verb (a pronoun or a pointer back is too vague out of context).
 */
export function askOfClause(
  wh: string,
  s: AnalysedSentence,
  first: number,
  last: number,
  drop: Span[],
  capitalisedWords: Set<string>,
): string | null {
  const inDrop = (t: Token) => drop.some((d) => t.start >= d.start && t.end <= d.end);
  let tokens = s.tokens.slice(first, last + 1).filter((t) => !inDrop(t));
  // A subordinate clause ("while he was a student in Moscow") is not part of what is asked.
  const subordinate = tokens.findIndex((t, i) => i > 2 && t.pos === "SCONJ" && t.lower !== "that");
  if (subordinate > 0) tokens = tokens.slice(0, subordinate);
  while (tokens.length > 0 && tokens[tokens.length - 1]?.pos === "PUNCT") tokens.pop();
  if (CONTEXT_OPENERS.has(tokens[0]?.lower ?? "")) return null;
  // Out of context a pronoun or "this theory" points nowhere.
  if (tokens.some((t) => t.pos === "PRON" || (DEMONSTRATIVES.has(t.lower) && t.pos === "DET"))) return null;
  const v = subjectEnd(tokens, 0);
  if (v === null) return null;
  const subjectTokens = tokens.slice(0, v);
  const adverbs: Token[] = [];
  let at = v;
  while (tokens[at]?.pos === "ADV") adverbs.push(tokens[at++] as Token);
  const verb = tokens[at];
  if (!verb) return null;
  let rest = tokens.slice(at + 1);
  // "… and has an inflation target": a second verb phrase is another fact.
  const and = rest.findIndex((t, i) => t.lower === "and" && ["AUX", "VERB"].includes(rest[i + 1]?.pos ?? ""));
  if (and >= 0) rest = rest.slice(0, and);
  if (rest[0]?.pos === "VERB" && verb.pos !== "AUX") return null;
  if (rest.some((t) => t.pos === "PUNCT" && t.value !== "-" && t.value !== "'")) return null;
  // "made of", "caused by": a participle, not the clause's verb.
  if (verb.pos === "VERB" && (rest[0]?.lower === "of" || rest[0]?.lower === "by")) return null;
  if (wh !== "Why" && COPULA.has(verb.lower) && rest[0]?.pos !== "VERB") return null;
  const subject = lowerArticle(
    displayTerm(textOf(s, subjectTokens), s, subjectTokens[0]?.start ?? 0, capitalisedWords),
  );
  const words = (ts: Token[]) => (ts.length > 0 ? ` ${textOf(s, ts)}` : "");
  const adv = adverbs.map((t) => ` ${t.lower}`).join("");
  const mainHave = /^ha(?:s|ve|d)$/.test(verb.lower) && rest[0]?.pos !== "VERB";
  if (verb.pos === "AUX" && AUXILIARIES.has(verb.lower) && !mainHave) {
    return `${wh} ${verb.lower} ${subject}${adv}${words(rest)}?`;
  }
  if (verb.pos !== "VERB" && !mainHave) return null;
  const lemma = verb.lemma || verb.lower;
  const past = /ed$/.test(verb.lower) || (verb.lower !== lemma && !/s$/.test(verb.lower));
  const helper = past ? "did" : verb.lower !== lemma ? "does" : "do";
  return `${wh} ${helper} ${subject}${adv} ${lemma}${words(rest)}?`;
}

/** Prepositions inside a subject noun phrase ("a change in price", "the speed of light"). */
const SUBJECT_PREPOSITIONS = new Set(["of", "in", "on", "for"]);
const DEMONSTRATIVES = new Set(["this", "that", "these", "those"]);
const COPULA = new Set(["is", "are", "was", "were"]);

/** "The British economist" mid-sentence: a leading article is lower case. */
export const lowerArticle = (text: string) => text.replace(/^(The|A|An)\s/, (a) => a.toLowerCase());

/**
 * Where the plain noun-phrase subject starting at `from` ends (the index of its verb), or null when the clause
 * does not start with one: at most SUBJECT_MAX_TOKENS words of articles, adjectives, nouns, numbers and "of",
 * with a noun among them, followed by an adverb, an auxiliary or a verb.
 */
export function subjectEnd(tokens: Token[], from: number): number | null {
  let v = from;
  while (
    v < tokens.length &&
    (SUBJECT_POS.has(tokens[v]?.pos ?? "") ||
      (SUBJECT_PREPOSITIONS.has(tokens[v]?.lower ?? "") && v > from) ||
      (tokens[v]?.pos === "VERB" && /ing$/.test(tokens[v]?.lower ?? ""))) &&
    !isFiniteVerb(tokens, v)
  ) {
    v += 1;
  }
  if (v === from || v - from > SUBJECT_MAX_TOKENS) return null;
  const subject = tokens.slice(from, v);
  if (!subject.some((t) => t.pos === "NOUN" || t.pos === "PROPN")) return null;
  const next = tokens[v];
  if (!next || (next.pos !== "ADV" && next.pos !== "AUX" && next.pos !== "VERB")) return null;
  return v;
}

/** A verb that ends the subject: an auxiliary or a verb tagged as such (not a participle inside the subject). */
function isFiniteVerb(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  return t !== undefined && (t.pos === "AUX" || (t.pos === "VERB" && !/ing$/.test(t.lower)));
}

/** The sentence's own text from the first to the last of `tokens` (they are contiguous but for dropped spans). */
function textOf(s: AnalysedSentence, tokens: Token[]): string {
  let out = "";
  for (const [i, t] of tokens.entries()) {
    const prev = tokens[i - 1];
    const gap = prev ? s.text.slice(prev.end, t.start) : "";
    out += prev && gap.trim() === "" ? gap : prev ? " " : "";
    out += s.text.slice(t.start, t.end);
  }
  return out;
}
