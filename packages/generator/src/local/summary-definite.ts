// An overview is read top to bottom: a sentence opening on a definite description ("The supernova leaves
// behind…", "The PPF is usually bowed…") points back to a thing the reader must already know. The overview
// itself must have named it (in its outline, its title words or an earlier quoted sentence), not just the note.

import type { AnalysedSentence } from "./analysis.ts";
import { listNameCase } from "./display-case.ts";
import type { Token } from "./nlp.ts";
import { escapeRegExp } from "./regexp.ts";
import { restatedDefinition } from "./summary-compared.ts";
import type { Reading } from "./summary-rank.ts";
import { SPOKEN_OPENING } from "./summary-sources.ts";
import { definedTerm } from "./summary-thesis.ts";

/** Spoken openers a quote drops before its claim ("so the supernova…"). */
const FILLER = new Set(["so", "and", "but", "then", "now", "okay", "ok", "well", "right", "um", "uh"]);
/** A named doctrine or kind carries its own introduction ("The law of…", "The working memory model…"). */
const SELF_NAMING = new Set(["law", "model", "theory", "principle", "rule", "idea", "term", "word"]);
/** Words after the noun phrase that say which one is meant ("The function that…", "The rate of…"). */
const RESTRICTIVE = new Set([
  "of",
  "that",
  "which",
  "who",
  "whose",
  "called",
  "known",
  "named",
  "where",
  "when",
]);

/** The words of the opening "the <adjectives> <nouns>" of a sentence, fillers skipped; null when it has none. */
function openingDescription(s: AnalysedSentence): { phrase: Token[]; next: Token | undefined } | null {
  const tokens = s.tokens.filter((t) => t.type === "word" || t.type === "punctuation");
  let i = 0;
  while (i < tokens.length && (FILLER.has(tokens[i]!.lower) || tokens[i]!.type === "punctuation")) i += 1;
  if (tokens[i]?.lower !== "the") return null;
  const phrase: Token[] = [];
  for (i += 1; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (t.type !== "word" || !(t.pos === "ADJ" || t.pos === "NOUN" || t.pos === "PROPN")) break;
    phrase.push(t);
  }
  return phrase.length > 0 ? { phrase, next: tokens[i] } : null;
}

/**
 * Whether the sentence opens on "the X" whose head noun the overview has not named before it (`mentioned`:
 * lower-case words and lemmas of what the reader has read). A definition of X ("The mitochondrion is an
 * organelle…"), a proper name written with a capital ("The Earth", "The Berlin Wall" — not an acronym, which a
 * note introduces; `names`: the note's proper names by lower case), a named law or model and a restricted phrase ("The function that…") are no dangling openers.
 */
export function opensOnUnmentioned(
  s: AnalysedSentence,
  mentioned: Set<string>,
  defines: (s: AnalysedSentence) => string | null,
  names: Map<string, string> = new Map(),
): boolean {
  const opening = openingDescription(s);
  if (!opening) return false;
  const { phrase, next } = opening;
  const head = phrase[phrase.length - 1]!;
  if (SELF_NAMING.has(head.lower)) return false;
  if (next && RESTRICTIVE.has(next.lower)) return false;
  const defined = defines(s)?.toLowerCase() ?? "";
  if (defined.endsWith(head.lower)) return false;
  // A proper name as the note writes it ("The Renaissance", a transcript's "the berlin wall" — Berlin is a
  // name); an acronym ("The PPF") needs introducing.
  const written = (t: Token) => names.get(t.lower) ?? (t.value === t.lower ? listNameCase(t.lower) : t.value);
  if (phrase.some((t) => /^\p{Lu}\p{Ll}/u.test(written(t)))) return false;
  const known = (t: Token) =>
    mentioned.has(t.lower) || mentioned.has(t.lemma) || mentioned.has(singular(t.lower));
  return !known(head);
}

const singular = (w: string) => w.replace(/(?<=[^s])s$/, "");

/** The words and lemmas of sentences and texts a reader has read, for opensOnUnmentioned. */
export function mentionedIn(sentences: AnalysedSentence[], texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const s of sentences)
    for (const t of s.tokens) {
      out.add(t.lower);
      if (t.lemma) out.add(t.lemma);
      out.add(singular(t.lower));
    }
  for (const text of texts)
    for (const w of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      out.add(w);
      out.add(singular(w));
    }
  return out;
}

/**
 * "The Terror ended when Robespierre himself was arrested…", after "…during the Reign of Terror…": an opening
 * name in a short form whose full form ("Reign of Terror") the note gave earlier, in a sentence the reader has
 * not read (`met`: what the reader has read before it). The capital shows a name, but not which one.
 */
export function opensOnShortName(s: AnalysedSentence, earlier: AnalysedSentence[], met: string): boolean {
  const opening = openingDescription(s);
  const head = opening?.phrase.at(-1);
  if (!opening || !head || !/^\p{Lu}/u.test(head.value)) return false;
  const own = opening.phrase.map((t) => t.value).join(" ");
  const fuller = new RegExp(
    `\\b(?:\\p{Lu}[\\p{L}'’-]*\\s+(?:(?:of|for|the|and)\\s+)*)+${escapeRegExp(head.value)}\\b`,
    "gu",
  );
  for (const before of earlier)
    for (const m of before.text.matchAll(fuller)) {
      const name = m[0].replace(/^The\s+/, "");
      // A fuller form of this name ("Reign of Terror" for "Terror"), not another of its kind ("Scientific
      // Revolution" before "The Industrial Revolution", a whole name).
      if (name !== own && name.endsWith(` ${own}`) && !met.includes(name)) return true;
    }
  return false;
}

/**
 * An overview sentence opening on "the X" that nothing the reader read before it names, or on a short form of a
 * name the note gave in full where the reader has not read it ("The Terror").
 */
export function dangles(s: AnalysedSentence, chosen: AnalysedSentence[], reading: Reading): boolean {
  // "The fix is memoization, which means…" is quoted as "Memoization means…" (summary-compared.ts).
  if (restatedDefinition(s.text.trim().replace(SPOKEN_OPENING, "")) !== null) return false;
  const before = chosen.filter((c) => c.index < s.index);
  const read = [...(reading.read ?? []), ...reading.topic];
  if (opensOnUnmentioned(s, mentionedIn(before, read), definedTerm, reading.names)) return true;
  const earlier = (reading.sentences ?? []).filter((x) => x.index < s.index);
  return opensOnShortName(s, earlier, [...before.map((b) => b.text), ...read].join("\n"));
}
