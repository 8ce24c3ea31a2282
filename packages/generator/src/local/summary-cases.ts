// Two kinds of sentence a key point is not (issue 16 §4, readers' reasons): one imagined case that shows a claim
// ("An astronaut on the Moon…", "On a level floor, …") and one side of a contrast the note draws in two sentences
// ("Extrusive igneous rocks … cool quickly" beside "Intrusive igneous rocks … cool slowly").

import type { AnalysedSentence } from "./analysis.ts";
import { escapeRegExp } from "./regexp.ts";
import { asOneSentence } from "./summary-contrast.ts";
import { definedTerm } from "./summary-thesis.ts";

/** "On a level floor, …", "In a hydrogen molecule, …": a case set up in an opening phrase. */
const CASE_OPENER = /^(?:on|in|at|for) an? ((?:[\p{L}-]+ ){0,2}[\p{L}-]+),/iu;
/** "In yeast, …", "In human muscle cells, …": one kind of organism or thing, named bare, as the case. */
const BARE_CASE_OPENER = /^in ((?:[\p{L}-]+ ){0,2}[\p{L}-]+),/iu;
/**
 * What a bare opener names that is no case: a process or method ("In separate chaining", "In mutualism"), or a
 * manner of saying ("In equation form", "In nature", "In most cases").
 */
const NO_CASE =
  /(?:ing|ism|tion|sion|sis|ment|ance|ence|ity)$|^(?:form|terms|general|practice|theory|principle|fact|short|particular|nature|total|turn|addition|contrast|summary|conclusion|effect|cases|words|time|place|order|detail)$/i;
/** "An astronaut on the Moon has…": a case as the subject, one individual somewhere. */
const CASE_SUBJECT = /^an? ([\p{L}-]+) (?:on|in|at) the\b/iu;
/** Words alike by their first letters ("sample" and "samples", "competitive" and "competition"). */
const stemOf = (word: string) => word.toLowerCase().slice(0, 5);

/**
 * "An astronaut on the Moon has the same mass as on Earth, but…", "On a level floor, the normal force on a box at
 * rest balances its weight.", "In yeast, anaerobic respiration produces ethanol…": one case that shows a claim the note states in general (readers: an
 * example, not an important idea). A case of something the note is about ("In a simple random sample, …" under
 * "Populations and Samples") is a claim about that kind: `noteWords` are the words of the note's title, headings
 * and defined terms.
 */
export function isWorkedCase(s: AnalysedSentence, noteWords: ReadonlySet<string>): boolean {
  if (definedTerm(s) !== null) return false;
  const text = s.text.trim();
  const bare = BARE_CASE_OPENER.exec(text)?.[1];
  const named =
    CASE_OPENER.exec(text)?.[1] ??
    CASE_SUBJECT.exec(text)?.[1] ??
    (bare && !NO_CASE.test(bare.split(" ").at(-1) ?? "") ? bare : undefined);
  return named !== undefined && !named.split(" ").some((w) => noteWords.has(stemOf(w)));
}

/** The words a case may be of (isWorkedCase): the note's title, headings and defined terms, by stem. */
export function caseWords(sentences: readonly AnalysedSentence[], title: string): Set<string> {
  const words = [
    title,
    ...sentences.map((s) => s.section ?? ""),
    ...sentences.map((s) => definedTerm(s) ?? ""),
  ];
  return new Set(
    words
      .flatMap((w) => w.split(/[^\p{L}-]+/u))
      .filter((w) => w.length > 2)
      .map(stemOf),
  );
}

/**
 * "Extrusive igneous rocks, such as basalt, cool quickly…" beside "Intrusive igneous rocks, such as granite, cool
 * slowly…": one of two claims the note makes side by side of two subjects with the same verb. Quoted alone, a key
 * point teaches one side of a contrast.
 */
export function isHalfOfParallel(s: AnalysedSentence, near: (AnalysedSentence | undefined)[]): boolean {
  return parallelOf(s, near) !== null;
}

/**
 * "Intrusive igneous rocks, such as granite, cool slowly underground and have large crystals, while extrusive
 * igneous rocks, such as basalt, cool quickly at the surface and have small crystals.": the two sides of a
 * contrast the note draws in two sentences, as one sentence in note order (readers chose a side as the part's
 * main idea over the names "magma" and "lava"; one side alone teaches half of it).
 */
export function bothSides(s: AnalysedSentence, other: AnalysedSentence): string {
  const [first, second] = other.index < s.index ? [other, s] : [s, other];
  return asOneSentence(first.text, ", while ", second.text);
}

/** The sentence next to `s` that makes the same claim, by the same verb, of another subject; null if none. */
export function parallelOf(
  s: AnalysedSentence,
  near: (AnalysedSentence | undefined)[],
): AnalysedSentence | null {
  if (definedTerm(s) !== null) return null;
  const split = (x: AnalysedSentence) => {
    const verb = x.tokens.findIndex((t) => t.pos === "VERB");
    if (verb <= 0) return null;
    return {
      subject: x.tokens
        .slice(0, verb)
        .map((t) => t.lower)
        .join(" "),
      verb: x.tokens[verb]!.lemma,
    };
  };
  const own = split(s);
  if (own === null) return null;
  return (
    near.find((n) => {
      const other = n && n.sectionIndex === s.sectionIndex && definedTerm(n) === null ? split(n) : null;
      return other !== null && other.verb === own.verb && other.subject !== own.subject;
    }) ?? null
  );
}

/** "Qualitative data, also called categorical data, are labels…": the kind a sentence opens on, said to be. */
const KIND_SUBJECT = /^(?:an?\s+|the\s+)?([\p{L}-]+(?:\s[\p{L}-]+){1,2})(?:,[^,]{1,60},)?\s+(?:is|are)\b/iu;
/** A sentence that names two kinds and nothing more ("Data can be qualitative or quantitative.") is this short. */
const NAMING_WORDS = 12;

/**
 * "Quantitative data are numbers obtained by counting or measuring." after "Data can be qualitative or
 * quantitative." and the qualitative kind's definition: the definition of one of two kinds a short sentence before
 * names together. Quoted alone, the overview teaches one kind of two (readers: 'lopsided: qualitative data … left
 * out'). `before`: the sentences just before it.
 */
export function isOneOfTwoKinds(s: AnalysedSentence, before: (AnalysedSentence | undefined)[]): boolean {
  const term = definedTerm(s) ?? KIND_SUBJECT.exec(s.text.trim())?.[1] ?? null;
  const words = term?.toLowerCase().split(/\s+/) ?? [];
  if (words.length < 2) return false;
  const kind = escapeRegExp(words.slice(0, -1).join(" "));
  const pair = new RegExp(`\\b(?:${kind}\\s+or\\s+[\\p{L}-]+|[\\p{L}-]+\\s+or\\s+${kind})\\b`, "iu");
  return before.some(
    (b) =>
      b !== undefined && b.sectionIndex === s.sectionIndex && b.words <= NAMING_WORDS && pair.test(b.text),
  );
}
