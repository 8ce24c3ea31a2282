// What a sentence mentions: key terms, people, places and other names, years, percentages and numbers —
// the answers a card or a question can ask for, each with its kind so distractors can be of the same kind.

import type { Sentence, Token } from "./nlp.ts";
import {
  GENERIC_NOUNS,
  NAME_NOT_PERSON,
  PERSON_ROLES,
  PERSON_VERBS,
  PLACE_PREPOSITIONS,
  WEAK_MODIFIERS,
} from "./words.ts";

export type MentionKind = "term" | "person" | "place" | "name" | "year" | "percent" | "number";

export type Mention = {
  kind: MentionKind;
  /** As written in the sentence. */
  text: string;
  /** What makes two mentions the same thing (lower case; lemmas for terms, surname for people). */
  key: string;
  /** Offsets into the sentence's text. */
  start: number;
  end: number;
  /** Token range, inclusive. */
  first: number;
  last: number;
  /** Head noun lemma of a term, unit of a number. */
  head: string;
  /** Modifier words of a term (lower case), to tell "first law" from "second law". */
  modifiers: string[];
  plural: boolean;
  value: number | null;
  /** A term written after a number ("six molecules"): a unit rather than a concept. */
  counted: boolean;
};

const isAcronym = (t: Token) => /^[A-Z][A-Z0-9]+$/.test(t.value) && /[A-Z].*[A-Z]|[A-Z][0-9]/.test(t.value);
const isCapitalised = (t: Token) => /^[A-Z]/.test(t.value);
const isInitial = (t: Token) => /^[A-Z]\.$/.test(t.value);
const NAME_LINKS = new Set(["of", "ibn", "al", "von", "van", "de", "da", "du", "der", "la", "le"]);
const YEAR_PREPOSITIONS = new Set([
  "by",
  "in",
  "since",
  "until",
  "till",
  "from",
  "around",
  "before",
  "after",
]);
const NUMERIC = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/;

/**
 * Fixes wink's habit of tagging a capitalised sentence opener as a proper noun ("Enclosure increased…"): a
 * first word that the text also uses in lower case is a common word.
 */
export function fixSentenceOpener(tokens: Token[], lowerCaseWords: Set<string>): Token[] {
  const first = tokens[0];
  if (first?.pos !== "PROPN" || !lowerCaseWords.has(first.lower)) return tokens;
  return [{ ...first, pos: first.stop ? "DET" : "NOUN" }, ...tokens.slice(1)];
}

/** Every mention in a sentence (whose tokens have been through fixSentenceOpener). */
export function findMentions(sentence: Sentence, tokens: Token[]): Mention[] {
  const numbers = findNumbers(sentence, tokens);
  const names = findNames(sentence, tokens);
  const terms = findTerms(sentence, tokens, names);
  return [...terms, ...names, ...numbers].sort((a, b) => a.start - b.start);
}

function span(sentence: Sentence, tokens: Token[], first: number, last: number) {
  const start = tokens[first]?.start ?? 0;
  const end = tokens[last]?.end ?? start;
  return { first, last, start, end, text: sentence.text.slice(start, end) };
}

function findNumbers(sentence: Sentence, tokens: Token[]): Mention[] {
  const out: Mention[] = [];
  for (const [i, token] of tokens.entries()) {
    if (!NUMERIC.test(token.value)) continue;
    const value = Number(token.value.replace(/,/g, ""));
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    // Part of a decimal written with spaces, a range like "3-4", or an ordinal context: leave alone.
    if (prev && (prev.value === "-" || prev.value === "–")) continue;
    if (next && (next.value === "%" || next.lower === "percent")) {
      out.push({
        kind: "percent",
        key: `${value}%`,
        head: "percent",
        modifiers: [],
        plural: false,
        value,
        counted: false,
        ...span(sentence, tokens, i, i + 1),
      });
      continue;
    }
    // "By 1830 cotton goods made up…": after a preposition of time a four-digit number is a year, noun or not.
    const timePreposition = YEAR_PREPOSITIONS.has(prev?.lower ?? "");
    const unitNoun = next && next.pos === "NOUN" && /^[a-z]/.test(next.value) && !timePreposition;
    if (/^\d{4}$/.test(token.value) && value >= 1000 && value <= 2099 && !unitNoun) {
      out.push({
        kind: "year",
        key: String(value),
        head: "year",
        modifiers: [],
        plural: false,
        value,
        counted: false,
        ...span(sentence, tokens, i, i),
      });
      continue;
    }
    const head = unitNoun ? next.lemma : "";
    out.push({
      kind: "number",
      key: String(value),
      head,
      modifiers: [],
      plural: false,
      value,
      counted: false,
      ...span(sentence, tokens, i, i),
    });
  }
  return out;
}

const nameLike = (t: Token | undefined) =>
  t !== undefined && (isInitial(t) || (isCapitalised(t) && t.pos === "PROPN" && !isAcronym(t)));

function findNames(sentence: Sentence, tokens: Token[]): Mention[] {
  const out: Mention[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!nameLike(tokens[i])) {
      i += 1;
      continue;
    }
    let last = i;
    while (
      nameLike(tokens[last + 1]) ||
      (NAME_LINKS.has(tokens[last + 1]?.lower ?? "") && nameLike(tokens[last + 2]))
    ) {
      last += nameLike(tokens[last + 1]) ? 1 : 2;
    }
    const first = i;
    i = last + 1;
    const next = tokens[last + 1];
    // "Krebs cycle", "Carnot engine": a name before a common noun belongs to a term.
    if (next && next.pos === "NOUN" && /^[a-z]/.test(next.value)) continue;
    const words = tokens.slice(first, last + 1).map((t) => t.lower.replace(/\.$/, ""));
    if (words.every((w) => w.length <= 1)) continue;
    const prev = previousContentToken(tokens, first);
    let kind: MentionKind = "name";
    if (words.some((w) => NAME_NOT_PERSON.has(w))) kind = "name";
    else if (
      (prev && PERSON_ROLES.has(prev.lower)) ||
      (next && PERSON_VERBS.has(next.lower)) ||
      (next?.value === "'s" && last > first) ||
      (prev?.lower === "by" && last > first)
    ) {
      kind = "person";
    } else if (PLACE_PREPOSITIONS.has(tokens[first - 1]?.lower ?? "") && !followsName(tokens, first - 2)) {
      // "in Moscow" is a place; "Prize in Chemistry" is part of a longer name.
      kind = "place";
    }
    const key = kind === "person" ? (words[words.length - 1] ?? "") : words.join(" ");
    out.push({
      kind,
      key,
      head: key,
      modifiers: [],
      plural: false,
      value: null,
      counted: false,
      ...span(sentence, tokens, first, last),
    });
  }
  return out;
}

/** Whether token `i` is a capitalised word that is not merely the sentence's first word. */
function followsName(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  return i > 0 && t !== undefined && isCapitalised(t);
}

function previousContentToken(tokens: Token[], index: number): Token | undefined {
  for (let j = index - 1; j >= 0 && j >= index - 3; j--) {
    const t = tokens[j];
    if (t && t.pos !== "DET" && t.pos !== "ADJ") return t;
  }
  return undefined;
}

const termPart = (t: Token | undefined) =>
  t !== undefined &&
  t.type === "word" &&
  (t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ" || isAcronym(t)) &&
  !t.stop &&
  /^[\p{L}]/u.test(t.value);

function findTerms(sentence: Sentence, tokens: Token[], names: Mention[]): Mention[] {
  const out: Mention[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!termPart(tokens[i])) {
      i += 1;
      continue;
    }
    let last = i;
    // wink may tag the verb in "pH measures acidity" as a noun: a common verb form ends the term.
    while (termPart(tokens[last + 1]) && !looksLikeVerb(tokens, last + 1)) last += 1;
    let first = i;
    i = last + 1;
    // A name that ends the run is a name, not part of a term ("the biochemist Hans Krebs").
    const endingName = names.find((n) => n.last === last && n.first >= first);
    if (endingName) last = endingName.first - 1;
    // The term ends with its head noun; weak modifiers and adjectives at the edges go.
    while (last >= first && !isHead(tokens[last])) last -= 1;
    // Weak modifiers and general nouns in front ("the reason spaced repetition works") are not the term.
    while (
      first <= last &&
      (WEAK_MODIFIERS.has(tokens[first]?.lower ?? "") ||
        (first < last && GENERIC_NOUNS.has(tokens[first]?.lower ?? "")))
    ) {
      first += 1;
    }
    if (last < first) continue;
    if (last - first >= 4) first = last - 3;
    const parts = tokens.slice(first, last + 1);
    const head = parts[parts.length - 1];
    if (!head) continue;
    if (
      parts.length === 1 &&
      (GENERIC_NOUNS.has(head.lower) || PERSON_ROLES.has(head.lower) || head.value.length < 3)
    ) {
      continue;
    }
    const key = parts.map((t) => (isAcronym(t) ? t.lower : t.lemma || t.lower)).join(" ");
    out.push({
      kind: "term",
      key,
      head: head.lemma || head.lower,
      modifiers: parts.slice(0, -1).map((t) => t.lower),
      plural: !isAcronym(head) && head.lower !== head.lemma && head.lower.endsWith("s"),
      value: null,
      counted:
        isQuantity(tokens[first - 1]) || (tokens[first - 1]?.pos === "ADJ" && isQuantity(tokens[first - 2])),
      ...span(sentence, tokens, first, last),
    });
  }
  return out;
}

const NUMBER_WORDS = new Set(
  "one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred hundreds thousand thousands million millions billion billions several few many".split(
    " ",
  ),
);
const isQuantity = (t: Token | undefined) =>
  t !== undefined && (t.pos === "NUM" || NUMBER_WORDS.has(t.lower));

const VERB_LOOKALIKES = new Set(
  "measures states describes means shows uses needs makes takes gives causes produces contains requires includes increases reduces controls carries changes".split(
    " ",
  ),
);

const DETERMINERS = new Set(
  "the a an every each its their all this that these those his her our some any no".split(" "),
);

/** "Linear search checks every element": a noun-tagged word in -s before a determiner is the verb. */
function looksLikeVerb(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (VERB_LOOKALIKES.has(t.lower)) return true;
  return /[^s]s$/.test(t.lower) && DETERMINERS.has(tokens[i + 1]?.lower ?? "");
}

const isHead = (t: Token | undefined) =>
  t !== undefined && (t.pos === "NOUN" || t.pos === "PROPN" || isAcronym(t));
