// How a defined term is named in a question (issue 16 §1): with the capitals the note gives the word mid-sentence,
// not a line's or a heading's ("What is photosynthesis?", never "What is Photosynthesis?"), and a person is asked
// as a person ("Who was Babur?", "Who was Gregor Mendel?", never "What was gregor mendel?").

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import type { Definition } from "../definitions.ts";
import { PERSON_ROLES } from "../words.ts";

/**
 * Sentence kinds whose capitals are the words' own: not title-case headings, table cells, captions, links or
 * instructions (they cite titles: 'Read "Photosynthesis in C4 plants"').
 */
const PROSE_KINDS = new Set<AnalysedSentence["kind"]>([
  "expository",
  "term-entry",
  "example",
  "exercise",
  "question",
  "objective",
]);

const proseCapitals = new WeakMap<ChunkAnalysis, Set<string>>();

/**
 * Words the note capitalises after the first word of a prose sentence ("the history Git tracks"). Headings
 * ("Overview of Photosynthesis") and table cells ("| Mass | m | kilogram |") capitalise common nouns, so they
 * are no evidence that a word is a name.
 */
export function proseCapitalised(analysis: ChunkAnalysis): Set<string> {
  let words = proseCapitals.get(analysis);
  if (!words) {
    words = new Set<string>();
    for (const s of analysis.sentences) {
      if (!PROSE_KINDS.has(s.kind)) continue;
      for (const [i, t] of s.tokens.entries()) {
        if (i > 0 && /^[A-Z]/.test(t.value) && !/^\W*$/.test(s.text.slice(0, t.start))) words.add(t.lower);
      }
    }
    proseCapitals.set(analysis, words);
  }
  return words;
}

/**
 * A term as a question writes it mid-sentence. A capital on its first word stays when the word mixes cases
 * ("pH"), a later word is capitalised too ("Industrial Revolution", "Conflict of the Orders"), the note
 * capitalises it mid-sentence in its prose ("the history Git tracks", "by Babur"), or it heads a glossary line
 * among lower-case ones ("Golgi apparatus: …" beside "ribosome: …"). Otherwise the capital was the line's or the
 * sentence's ("Photosynthesis is …", "Fuse – a thin wire …"), whatever a heading or table cell writes.
 */
export function termAsWritten(term: string, analysis: ChunkAnalysis, glossaryCapital = false): string {
  const [first = "", ...rest] = term.split(/\s+/);
  if (!/^[A-Z][a-z]/.test(first) || /[A-Z]/.test(first.slice(1)) || isName(rest)) return term;
  if (glossaryCapital || proseCapitalised(analysis).has(first.toLowerCase())) return term;
  return term.charAt(0).toLowerCase() + term.slice(1);
}

/**
 * A term-list entry whose capital is its own: its line starts with it, other entries start in lower case, and the
 * note never writes the word in lower case ("Golgi apparatus"; not "Power" beside "power of a test").
 */
export function keepsGlossaryCapital(term: string, s: AnalysedSentence, analysis: ChunkAnalysis): boolean {
  if (s.kind !== "term-entry" || !/^[A-Z]/.test(term)) return false;
  if (analysis.lowerCaseWords.has(term.split(/\s+/)[0]?.toLowerCase() ?? "")) return false;
  const termLine = s.text
    .trimStart()
    .replace(/^[-*•\d.)\s]+/, "")
    .startsWith(term);
  // "z-test", "pH" start in lower case by nature, not by the glossary's style.
  const lowerEntry = (o: AnalysedSentence) => o.kind === "term-entry" && /^[^A-Za-z]*[a-z]{2}/.test(o.text);
  return termLine && analysis.sentences.some(lowerEntry);
}

/** Later words of a term with a capital make it a name ("Conflict of the Orders", "Type I error"). */
const isName = (laterWords: string[]) => laterWords.some((w) => /^\p{Lu}/u.test(w));

/** A term every content word of which is capitalised: a name ("Conflict of the Orders", "Babur"). */
export const isNameTerm = (term: string) =>
  term
    .trim()
    .split(/\s+/)
    .filter((w) => !/^(?:of|the|and|de|von|van|du|la|le)$/.test(w))
    .every((w) => /^\p{Lu}/u.test(w));

/** Nouns that make the one they describe a person, beyond the roles before a name ("a Creole priest"). */
const PERSON_NOUNS = new Set([
  ...PERSON_ROLES,
  ..."monk nun priest descendant creole leader ruler liberator merchant soldier statesman politician revolutionary reformer missionary pharaoh sultan tsar czar khan prophet theologian economist man woman".split(
    " ",
  ),
]);

/**
 * Whether a definition says who someone is: a name (no article, one to three words, each capitalised in a written
 * note; a transcript writes every word in lower case) described as a person ("Babur, a descendant of …",
 * "gregor mendel was an austrian monk who …"), or a name the note already reads as a person.
 */
export function definesPerson(d: Definition, s: AnalysedSentence, analysis: ChunkAnalysis): boolean {
  if (d.article || d.plural || d.reversed || d.namedByComplement) return false;
  const words = d.term.trim().split(/\s+/);
  if (words.length > 3) return false;
  const named = s.mentions.some((m) => m.kind === "person" && m.start <= d.termStart && m.end >= d.termEnd);
  if (named) return true;
  if (!d.category || !PERSON_NOUNS.has(d.category.toLowerCase())) return false;
  return analysis.speech ? words.every((w) => /^[a-z]/.test(w)) : words.every((w) => /^\p{Lu}/u.test(w));
}

/** A person's name as a question writes it: a transcript's lower-case name gets its capitals ("Gregor Mendel"). */
export function personName(term: string, speech: boolean): string {
  if (!speech) return term;
  return term.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase());
}

/**
 * "was" for a sentence told in the past ("… was founded in 1526 by Babur", "Hidalgo … called on …"), "is"
 * otherwise.
 */
export function personTense(d: Definition, s: AnalysedSentence): "was" | "is" {
  if (d.verb === "was" || d.verb === "were") return "was";
  const past = s.tokens.some(
    (t) => t.lower === "was" || t.lower === "were" || (t.pos === "VERB" && /ed$/.test(t.lower)),
  );
  return past || /\b1\d{3}s?\b/.test(s.text) ? "was" : "is";
}

/**
 * A definition body that is a clause, not a description: a bare noun phrase followed by a finite verb ("oceans
 * keep coastal climates mild", "plebeians won political rights"). A participle ("numbers obtained by counting")
 * or a relative clause ("substances that dissolve") still describes.
 */
export function bodyIsClause(d: Definition, s: AnalysedSentence): boolean {
  // "X states that heat cannot flow …" is a clause by design; only "X is/: <body>" must be a description.
  if (!/^(?:is|are|was|were)$/.test(d.verb)) return false;
  const at = s.text.indexOf(d.definition);
  if (at < 0) return false;
  // Punctuation kept: a comma ends the subject's run ("the ordinary citizens, the great majority").
  const body = s.tokens.filter((t) => t.start >= at && t.end <= at + d.definition.length);
  // A slide's "Latitude: the Sun's rays are more direct …", "Autoimmune disease – the immune system attacks
  // …": the subject may open with "the" and hold a possessive.
  let i = body[0]?.lower === "the" ? 1 : 0;
  const start = i;
  while (
    i < body.length &&
    (/^(?:NOUN|PROPN|ADJ|NUM)$/.test(body[i]?.pos ?? "") || (i > start && body[i]?.lower === "'s"))
  ) {
    // "the immune system attacks the body's …": a plural-looking noun right before "the" is the verb.
    if (i > start && /[^s]s$/.test(body[i]?.lower ?? "") && body[i + 1]?.pos === "DET") return true;
    i += 1;
  }
  const verb = body[i];
  if (i === start || !verb || !/^(?:VERB|AUX)$/.test(verb.pos)) return false;
  if (/(?:ed|ing|en)$/.test(verb.lower)) return false;
  // "won", "sent": an irregular past is a participle when a preposition follows ("HTTP sent over …").
  const irregularPast = verb.lemma !== verb.lower && !/s$/.test(verb.lower);
  return !(irregularPast && body[i + 1]?.pos === "ADP");
}

/**
 * Whether a body singles out its term for the reverse question: "a divergent boundary", "an exception", "the
 * clergy" name a kind the term is one of, not the term; "biological catalysts", "the innermost layer", "a long
 * period of rivalry …" do.
 */
export function bodyNamesTerm(d: Definition): boolean {
  const words = d.definition.trim().split(/\s+/);
  const first = words[0]?.toLowerCase() ?? "";
  if (first === "a" || first === "an") return words.length >= 4;
  if (first === "the") return words.length >= 3;
  return true;
}
