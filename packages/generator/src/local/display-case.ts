// Capitals a transcript does not write (issue 16 §5, labellers' class 6): speech-to-text output is all lower case,
// so cards and summaries showed "the united states", "president truman", "nato", "gregor mendel". For DISPLAY only
// (prompts, keys, summary sentences): a source passage stays verbatim, and the grounding and key checks compare
// text case-blind (quality.ts comparableText), so a recased key is still found in its passage. Only names that are
// safe to capitalise are: geographic and national names from a shipped list (words with a common meaning — china,
// turkey, polish, may — are left out), acronyms, the word after a title ("president truman") or a common first
// name ("winston churchill"), and words wink tags as proper nouns that the transcript never puts after an
// article; a name once found is capitalised wherever the transcript says it ("the truman doctrine").

import type { ChunkAnalysis } from "./analysis.ts";
import type { Token } from "./nlp.ts";
import {
  GEOGRAPHIC_NAMES,
  GIVEN_NAMES,
  INSTITUTION_ACRONYMS,
  NAME_ACRONYMS,
  NAME_TITLES,
} from "./place-names.ts";

/** What wink calls a surname it does not know: never a verb ("king ruled", "napoleon invaded"). */
const NAME_POS = new Set(["PROPN", "NOUN", "ADJ"]);
/** Small words an institution's name may hold without an initial in its acronym. */
const CONNECTORS = new Set(["of", "and", "for", "the"]);
const ARTICLES = new Set([
  "the",
  "a",
  "an",
  "this",
  "that",
  "these",
  "those",
  "every",
  "each",
  "some",
  "any",
]);

/** Multi-word names of the list, longest first, as one alternation ("united states", "soviet union"). */
const PHRASES = [...GEOGRAPHIC_NAMES.keys()]
  .filter((k) => k.includes(" "))
  .sort((a, b) => b.length - a.length);
const PHRASE = new RegExp(`\\b(?:${PHRASES.join("|")})\\b`, "gi");

/** A written-case form of a lower-case word: "berlin" -> "Berlin", "nato" -> "NATO", "soviets" -> "Soviets". */
export function knownNameCase(word: string): string | null {
  const lower = word.toLowerCase();
  if (NAME_ACRONYMS.has(lower)) return lower.toUpperCase();
  return GEOGRAPHIC_NAMES.get(lower) ?? null;
}

/**
 * A text with the list's names capitalised (phrases first: "the united states" -> "the United States"; "the us"
 * -> "the US", never the pronoun "us"). Words already capitalised are left as written.
 */
export function listNameCase(text: string): string {
  return text
    .replace(PHRASE, (phrase) => (/\p{Lu}/u.test(phrase) ? phrase : (GEOGRAPHIC_NAMES.get(phrase) ?? phrase)))
    .replace(/\bthe us\b/g, "the US")
    .replace(LOWER_WORD, (word) => knownNameCase(word) ?? word);
}

/** A lower-case word standing on its own: not part of a file name, address or identifier ("index.html"). */
const LOWER_WORD = /(?<![\p{L}\p{N}./@_-])[a-z][a-z]+(?![\p{L}\p{N}/@_-]|\.[\p{L}\p{N}])/gu;

const learned = new WeakMap<ChunkAnalysis, Map<string, string>>();
const NAME_WORD = /^[a-z]{3,}$/;

/**
 * The lower-case words a transcript uses as names, with their written form ("truman" -> "Truman"): after a title
 * or a first name, or tagged PROPN wherever said and never after an article; and an institution's spelled-out
 * name next to its acronym ("nato …, the north atlantic treaty organization"). Empty for a written note (its own
 * capitals are right). Cached per analysis.
 */
export function spokenNamesOf(analysis: ChunkAnalysis): Map<string, string> {
  const cached = learned.get(analysis);
  if (cached) return cached;
  const names = new Map<string, string>();
  if (analysis.speech) {
    const notName = new Set<string>();
    for (const s of analysis.sentences) {
      for (const [i, t] of s.tokens.entries()) {
        const spelled = INSTITUTION_ACRONYMS.has(t.lower) ? spelledOut(s.tokens, i) : null;
        if (spelled)
          names.set(
            spelled,
            spelled
              .split(" ")
              .map((w) => (CONNECTORS.has(w) ? w : capitalised(w)))
              .join(" "),
          );
        if (!NAME_WORD.test(t.value) || t.stop) continue;
        const before = s.tokens[i - 1]?.lower ?? "";
        if (t.pos !== "PROPN" || ARTICLES.has(before)) notName.add(t.lower);
        if ((NAME_TITLES.has(before) || GIVEN_NAMES.has(before)) && NAME_POS.has(t.pos)) {
          names.set(t.lower, capitalised(t.lower));
          if (NAME_TITLES.has(before))
            names.set(`${before} ${t.lower}`, `${capitalised(before)} ${capitalised(t.lower)}`);
        }
        const next = s.tokens[i + 1];
        if (
          GIVEN_NAMES.has(t.lower) &&
          next &&
          NAME_WORD.test(next.value) &&
          !next.stop &&
          NAME_POS.has(next.pos)
        )
          names.set(t.lower, capitalised(t.lower));
      }
    }
    for (const s of analysis.sentences)
      for (const t of s.tokens)
        if (t.pos === "PROPN" && NAME_WORD.test(t.value) && !t.stop && !notName.has(t.lower))
          names.set(t.lower, capitalised(t.lower));
  }
  learned.set(analysis, names);
  return names;
}

/**
 * The words within a few of an acronym whose initials spell it ("nato was formed, the north atlantic treaty
 * organization"; "of"/"and"/"for" may stand between), in lower case, or null.
 */
function spelledOut(tokens: Token[], at: number): string | null {
  const letters = tokens[at]?.lower ?? "";
  const near = (i: number) => i >= 0 && i < tokens.length && Math.abs(i - at) <= 12;
  for (let from = at - 12; from <= at + 12; from++) {
    if (!near(from) || from === at) continue;
    const words: string[] = [];
    let spelt = "";
    for (let i = from; near(i) && spelt.length < letters.length; i++) {
      const w = tokens[i]?.lower ?? "";
      if (words.length > 0 && CONNECTORS.has(w)) {
        words.push(w);
        continue;
      }
      if (!/^[a-z]{2,}$/.test(w) || w[0] !== letters[spelt.length]) break;
      words.push(w);
      spelt += w[0];
    }
    if (spelt === letters && words.length >= 2) return words.join(" ");
  }
  return null;
}

/**
 * A transcript's text as it would be written: the list's names and the transcript's own names capitalised, a title
 * before a learned name too ("president truman" -> "President Truman"). A written note's text comes back unchanged.
 * Call it on what is SHOWN (a prompt, a key, an option), never on a source passage.
 */
export function displayCase(text: string, analysis: ChunkAnalysis): string {
  if (!analysis.speech) return text;
  const names = spokenNamesOf(analysis);
  let shown = listNameCase(text);
  for (const [phrase, written] of names)
    if (phrase.includes(" ")) shown = shown.replace(new RegExp(`\\b${phrase}\\b`, "gi"), written);
  return shown.replace(LOWER_WORD, (word) => names.get(word) ?? word);
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A term as it reads mid-sentence ("Cold climates include continental, tundra and polar"; "three kinds of acid:
 * Arrhenius and Lewis"): lower case unless it is a known name ("Mediterranean"), a word the note capitalises
 * mid-sentence (`capitalisedWords`), or an acronym.
 */
export function termInSentence(term: string, capitalisedWords: Set<string>): string {
  return term
    .split(/\s+/)
    .map((w) => {
      if (w.length > 1 && w === w.toUpperCase()) return w;
      const lower = w.toLowerCase();
      return knownNameCase(lower) ?? (capitalisedWords.has(lower) ? w : lower);
    })
    .join(" ");
}
