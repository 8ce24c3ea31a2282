// The overview's opening (issue 16 §4): a summary first says what its subject is. When the note defines the
// term its title names ("the cold war was a long period of rivalry…", "a star is basically a huge ball of hot
// gas…", "the opportunity cost, which is the value of…"), that definition frames the overview, even where a
// lecturer says it mid-sentence ("i want to start with the name actually, because why cold, the cold war was…").
// The clause is quoted as said, up to where the definition ends (a second claim joined with ", and…").

import type { AnalysedSentence } from "./analysis.ts";
import { plain } from "./cloze.ts";
import { removeFillers } from "./speech.ts";
import { withoutAside } from "./summary-clause.ts";
import { isSummarySource, SPOKEN_OPENING } from "./summary-sources.ts";

export type Framing = { sentence: AnalysedSentence; text: string };

/**
 * "<the> term is/was <a|an|the|when…>" or "<the> term, which is <a|the…>", at the start of a sentence or of a
 * clause (after a comma, "so", "because", or "is": "the cost we care about is the X, which is…"); the term is up
 * to four words.
 */
const TERM_DEFINED =
  /(?<=^|[,;:]\s+|\b(?:so|and|because|now|well|right|okay|is|are|was|were)\s+)((?:(?:an?|the)\s+)?(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,3}?))(,\s*which\s+|\s+)(?:is|are|was|were)\s+(?:(?:basically|essentially|simply|really|just)\s+)?(?:an?|the|when|where|how|any)\b/giu;

/**
 * A sentence that opens on the definition is quoted whole when written, or said and no longer than this; a
 * longer spoken one runs on past its definition.
 */
const WHOLE_SENTENCE_WORDS = 24;
/** Where a definition ends and a second claim begins: ", and …", ", so …", ", but …", "; …". */
const CLAUSE_JOIN = /,\s+(?:and|so|but|because|although|while)\s+|;\s+/gi;
/** A definition needs this many words before it may end (", and" inside "the x and the y" is not its end). */
const MIN_DEFINITION_WORDS = 8;
/**
 * A tail that names how many parts the subject has (", and every recursive function needs two parts, a base
 * case…, and a recursive case…"): the subject's structure, which the framing keeps.
 */
const PARTS =
  /^[,;]?\s*(?:and|so)?\s*[^,.;]{0,50}\b(?:two|three|four|five|six|several)\s+(?:main\s+|key\s+|basic\s+)?(?:parts|kinds|types|stages|steps|components|conditions|factors|laws|ideas|features|forms|ways|phases|elements)\b/i;

/** Words that are never part of a term: discourse markers, pronouns, articles inside the phrase. */
const NOT_IN_TERM = new Set(
  "so and but now then well okay ok right because i we you it they he she this that these those there here what which who a an the is are was were".split(
    " ",
  ),
);

const singular = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, "");
const contentWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);

/** The term's words are all the title's words ("star" in "the life cycle of stars"; not "gravity"). */
export function namesTitleTerm(term: string, topic: Set<string>): boolean {
  // "so a star", "we now": a term is a noun phrase, not talk around one.
  const words = term.replace(/^(?:an?|the)\s+/i, "").split(/\s+/);
  if (words.some((w) => NOT_IN_TERM.has(w.toLowerCase()))) return false;
  const content = contentWords(words.join(" "));
  const topicWords = new Set([...topic].map(singular));
  return content.length > 0 && content.every((w) => topicWords.has(singular(w)));
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\w/.test(w)).length;

/**
 * The definition clause that starts at `at` in `text`: up to the first clause join after MIN_DEFINITION_WORDS
 * words, unless what follows names the subject's parts (then the sentence to its end, without an aside).
 */
export function definitionClause(text: string, at: number): string {
  const rest = text.slice(at).trim();
  for (const m of rest.matchAll(CLAUSE_JOIN)) {
    const index = m.index ?? 0;
    const head = rest.slice(0, index);
    if (wordCount(head) < MIN_DEFINITION_WORDS) continue;
    if (PARTS.test(rest.slice(index))) break;
    return `${head.replace(/[,;:\s]+$/, "")}.`;
  }
  return withoutAside(rest);
}

/**
 * The note's definition of its title's term, as the clause that states it (a written sentence that opens on
 * it, whole); null when the note has none. A
 * sentence that is not expository (a caption, a table row, a heading) never frames; a lecturer's opening talk
 * may, since only its definition clause is quoted.
 */
export function titleDefinition(
  sentences: AnalysedSentence[],
  topic: Set<string>,
  speech = true,
): Framing | null {
  for (const s of sentences) {
    // Written: a sentence the summary may quote (not one of a worked example or exercise section); said: any
    // expository sentence, a lecturer's opening talk too, since only its definition clause is quoted.
    if (speech ? s.kind !== "expository" : !isSummarySource(s)) continue;
    const said = removeFillers(plain(s.text)) || plain(s.text);
    const text = said.replace(SPOKEN_OPENING, "") || said;
    // Each clause start is tried in turn: "so a star is…" is not the term "so a star" but "a star".
    const pattern = new RegExp(TERM_DEFINED.source, "giu");
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      pattern.lastIndex = m.index + 1;
      if (!namesTitleTerm(m[2] ?? "", topic)) continue;
      // "the opportunity cost, which is the value of…": a noun with its relative clause is no sentence; the
      // sentence that says it is quoted whole (without its aside).
      const appositive = (m[3] ?? "").includes("which");
      const clause = appositive
        ? withoutAside(text.replace(SPOKEN_OPENING, ""))
        : m.index === 0 && (!speech || wordCount(text) <= WHOLE_SENTENCE_WORDS)
          ? text
          : definitionClause(text, m.index);
      if (wordCount(clause) >= 5) return { sentence: s, text: clause };
    }
  }
  return null;
}

/** "a kind of learning in which…", "the branch of physics that…": what the framed term is a kind of. */
const KIND_OF =
  /^(?:an?|the)\s+(?:kind|type|form|sort|branch|part|area|field)\s+of\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu;

/**
 * The framing's genus ("learning" for "Classical conditioning is a kind of learning in which…"), or null. Once
 * the framing is read, a definition of its genus ("Learning is a relatively lasting change…") is background: an
 * overview that quoted it next would step back from its subject to a wider one.
 */
export function framingGenus(framing: Framing): string | null {
  const definition = framing.sentence.definition?.definition ?? "";
  const genus = KIND_OF.exec(definition)?.[1]?.toLowerCase() ?? null;
  // "a kind of learning in which…": the genus ends where its own description begins.
  return genus?.replace(/\s+(?:in|that|which|who|where|by|of)$/, "") ?? null;
}
