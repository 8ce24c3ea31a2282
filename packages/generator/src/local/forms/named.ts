// Terms a sentence names in passing (issue 16 §1, the term form): "…, an observation known as the octet rule",
// "… reaches a constant speed called terminal velocity", "leaves have small pores called stomata". Textbooks
// introduce many of their key terms this way, and end-of-section exercises ask about them.

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { capitalise, plain } from "../cloze.ts";
import type { Definition } from "../definitions.ts";
import type { StudyItem } from "../items.ts";
import type { Token } from "../nlp.ts";
import { nounish, subjectPart } from "../term-heads.ts";
import { termAnswer } from "./definition.ts";
import { itemFrom, keyPhrase } from "./shared.ts";

/** Heads of an appositive that names the whole clause before it ("…, an event known as the Tennis Court Oath"). */
const CLAUSE_NAMES = new Set(
  "observation event process phenomenon effect situation condition practice idea principle finding rule theory belief view".split(
    " ",
  ),
);
/** Clause names that state a content ("the observation that …"); the others happen ("the event in which …"). */
const CONTENT_NAMES = new Set("observation idea principle finding rule theory belief view".split(" "));
const NAME_MAX_WORDS = 4;

/** The term items of a sentence that names a term in passing. */
export function namedItems(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem[] {
  const tokens = s.tokens;
  for (let i = 2; i < tokens.length - 1; i++) {
    const link = namingLink(tokens, i);
    if (!link) continue;
    const name = nameAt(tokens, i + link);
    if (!name) continue;
    const item = clauseNameItem(analysis, s, i, name) ?? phraseNameItem(analysis, s, i, name);
    return item ? [item] : [];
  }
  return [];
}

/** Tokens of "called" / "known as" at `i` (after a noun), or 0. */
function namingLink(tokens: Token[], i: number): number {
  if (!nounish(tokens[i - 1])) return 0;
  if (tokens[i]?.lower === "called") return 1;
  if (tokens[i]?.lower === "known" && tokens[i + 1]?.lower === "as") return 2;
  return 0;
}

type Name = { first: number; last: number };

/** The name after "called": a short noun phrase that ends the sentence or its clause. */
function nameAt(tokens: Token[], from: number): Name | null {
  let first = from;
  if (["the", "a", "an"].includes(tokens[first]?.lower ?? "")) first += 1;
  let last = first;
  while (subjectPart(tokens[last + 1]) && last - first < NAME_MAX_WORDS) last += 1;
  const after = tokens[last + 1];
  if (!subjectPart(tokens[first]) || !nounish(tokens[last])) return null;
  if (after && after.pos !== "PUNCT" && after.lower !== "and") return null;
  return { first, last };
}

/** "<clause>, an event known as X": "What is the name of the event in which <clause>?" */
function clauseNameItem(
  analysis: ChunkAnalysis,
  s: AnalysedSentence,
  link: number,
  name: Name,
): StudyItem | null {
  const tokens = s.tokens;
  const head = tokens[link - 1];
  const article = tokens[link - 2];
  const comma = tokens[link - 3];
  if (!head || !CLAUSE_NAMES.has(head.lemma || head.lower)) return null;
  if (!["a", "an"].includes(article?.lower ?? "") || comma?.value !== ",") return null;
  const clause = withoutLeadIn(plain(s.text.slice(0, comma.start)).trim());
  if (clause.split(/\s+/).length < 5 || /^(?:this|it|that|these|they)\b/i.test(clause)) return null;
  const joint = CONTENT_NAMES.has(head.lemma || head.lower) ? "that" : "in which";
  const prompt = `What is the name of the ${head.lower} ${joint} ${lowerFirst(analysis, clause)}?`;
  return termItem(analysis, s, name, prompt, clause);
}

/** "… reaches a constant speed called terminal velocity": "What is the constant speed that … reaches called?" */
function phraseNameItem(
  analysis: ChunkAnalysis,
  s: AnalysedSentence,
  link: number,
  name: Name,
): StudyItem | null {
  const tokens = s.tokens;
  let npFirst = link - 1;
  while (
    npFirst > 0 &&
    (tokens[npFirst - 1]?.pos === "ADJ" || nounish(tokens[npFirst - 1])) &&
    link - npFirst < 4
  )
    npFirst -= 1;
  const article = ["a", "an", "the"].includes(tokens[npFirst - 1]?.lower ?? "") ? npFirst - 1 : npFirst;
  // The clause the phrase is the object of: from the sentence's or the clause's start to the phrase.
  let clauseFirst = article - 1;
  while (
    clauseFirst > 0 &&
    tokens[clauseFirst - 1]?.value !== "," &&
    tokens[clauseFirst - 1]?.lower !== "and"
  )
    clauseFirst -= 1;
  const clauseTokens = tokens.slice(clauseFirst, article);
  const verb = clauseTokens.findIndex((t) => t.pos === "VERB" || t.pos === "AUX");
  // A subject (a noun phrase, no pronoun) and its verb, then at most three more words before the phrase.
  if (verb < 1 || clauseTokens.length - verb > 4) return null;
  if (!clauseTokens.slice(0, verb).some(nounish) || clauseTokens.some((t) => t.pos === "PRON")) return null;
  if (clauseTokens.some((t) => t.pos === "PUNCT")) return null;
  // "in 2000 Baddeley added a fourth part called …": a clause opening with its setting reads badly before "called".
  if (["ADP", "SCONJ", "ADV", "CCONJ"].includes(clauseTokens[0]?.pos ?? "")) return null;
  const phrase = s.text.slice(tokens[npFirst]?.start ?? 0, tokens[link - 1]?.end ?? 0);
  const clause = plain(
    s.text.slice(clauseTokens[0]?.start ?? 0, clauseTokens[clauseTokens.length - 1]?.end ?? 0),
  );
  const plural = tokens[link - 1]?.lemma !== tokens[link - 1]?.lower;
  const be = plural ? "are" : "is";
  const prompt = `What ${be} the ${phrase} that ${lowerFirst(analysis, clause)} called?`;
  return termItem(analysis, s, name, prompt, `${phrase} that ${clause}`);
}

function termItem(
  analysis: ChunkAnalysis,
  s: AnalysedSentence,
  name: Name,
  prompt: string,
  description: string,
): StudyItem {
  const tokens = s.tokens;
  const d: Definition = {
    term: s.text.slice(tokens[name.first]?.start ?? 0, tokens[name.last]?.end ?? 0),
    article: "",
    termStart: tokens[name.first]?.start ?? 0,
    termEnd: tokens[name.last]?.end ?? 0,
    alias: null,
    verb: "called",
    definition: description,
    reversed: true,
    plural: false,
    category: null,
    namedByComplement: true,
  };
  const term = termAnswer(analysis, s, d);
  return itemFrom(s, {
    form: "term",
    prompt: plain(prompt),
    answer: capitalise(keyPhrase(term.display)),
    answerEntry: term,
    level: "recall",
    score: s.score + 0.5,
  });
}

/** A clause inside a question starts in lower case unless its first word is a name the note capitalises. */
function lowerFirst(analysis: ChunkAnalysis, clause: string): string {
  // "plants also release …": "also" points back to the sentence before, which the question does not show.
  const text = clause.replace(/\s+also\b/g, "");
  const first = text.split(/\s+/)[0] ?? "";
  if (/^[A-Z]{2}/.test(first) || analysis.capitalisedWords.has(first.toLowerCase())) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * "Locked out of their meeting hall, the deputies gathered …" → "the deputies gathered …": an introductory
 * phrase before the clause's subject reads badly after "in which"; the clause keeps its subject and verb.
 */
export function withoutLeadIn(clause: string): string {
  const comma = clause.indexOf(", ");
  if (comma < 0) return clause;
  const rest = clause.slice(comma + 2);
  return /^(?:the|a|an|many|most|some|[A-Z])\S*\s/.test(rest) && rest.split(/\s+/).length >= 5
    ? rest
    : clause;
}
