// Same-kind distractors drawn from the chunk: other years for a year, other people for a person, other
// terms (defined ones first) for a term — never an alias, a part, or something the sentence itself names.

import { alsoTrue, noteCallsAKind } from "./also-true.ts";
import type { ChunkAnalysis, PoolEntry } from "./analysis.ts";
import { GENERIC_KEY_WORDS } from "./forms/generic-words.ts";
import type { MentionKind } from "./mentions.ts";
import { comparable, comparableOf, isVariant, looksPlural, stems } from "./option-text.ts";
import { coHyponyms, isKindOf, kindsOfCategory, type WordNet } from "./wordnet.ts";
import { CONTRASTING_MODIFIERS, NAME_NOT_PERSON } from "./words.ts";

export type Answer = {
  kind: MentionKind;
  key: string;
  display: string;
  head: string;
  modifiers: string[];
  plural: boolean;
  value: number | null;
  defined: boolean;
};

/** Whether two terms are too close to be told apart fairly (one contains the other, or same head, same sense). */
function overlaps(answer: Answer, other: PoolEntry): boolean {
  const a = ` ${comparableOf(answer.display)} `;
  const b = ` ${comparableOf(other.display)} `;
  if (a.includes(b) || b.includes(a)) return true;
  if (answer.kind !== "term" || answer.head !== other.head) return false;
  // "first law" / "second law", "positive" / "negative externality" are different things.
  const contrast = (mods: string[]) => mods.some((m) => CONTRASTING_MODIFIERS.has(m));
  return !(contrast(answer.modifiers) && contrast(other.modifiers));
}

/**
 * Up to `count` distractors of the answer's kind from the chunk, best first: for numbers the closest values
 * (same unit first), for terms defined ones of the same sort ("enzyme", "stage"), number and length, for
 * names the most mentioned. Nothing that appears in one of the `avoid` texts (the question, the sentence);
 * with `samePlurality`, only terms as plural as the answer (for blanks and swaps inside a sentence).
 * Terms close in rank are varied by a fixed hash so every question does not get the same three.
 */
export function pickDistractors(
  analysis: ChunkAnalysis,
  answer: Answer,
  count: number,
  avoid: string[] = [],
  { samePlurality = false }: { samePlurality?: boolean } = {},
): PoolEntry[] {
  const pool = analysis.pools.get(answer.kind);
  if (!pool) return [];
  const aliases = analysis.aliases.get(answer.key) ?? new Set<string>();
  const category = pool.get(answer.key)?.category ?? null;
  const avoided = avoid.map((text) => ` ${comparable(text)} `);
  const answerText = comparableOf(answer.display);
  const candidates = [...pool.values()].filter(
    (e) =>
      e.key !== answer.key &&
      !aliases.has(e.key) &&
      !aliases.has(comparableOf(e.display)) &&
      comparableOf(e.display) !== answerText &&
      !avoided.some((text) => text.includes(` ${comparableOf(e.display)} `)) &&
      !overlaps(answer, e) &&
      (answer.kind !== "term" || ((e.defined || e.count >= 2) && e.counted * 2 < e.count)) &&
      // An event or institution for an event or institution ("Factory Act", "Mines Act"), not a country.
      (answer.kind !== "name" || isInstitution(e.display) === isInstitution(answer.display)) &&
      // In the note's own sentence a plural answer needs plural alternatives ("Most _____ lie…").
      (!samePlurality || e.plural === answer.plural) &&
      (answer.kind !== "number" || Number.isInteger(e.value) === Number.isInteger(answer.value)) &&
      !sameAfterRounding(answer, e),
  );
  const jitter = answer.kind === "term" ? 2 : 0;
  const order = (e: PoolEntry) =>
    rank(answer, category, e) + (jitter * (hash(answer.key + e.key) % 1000)) / 1000;
  candidates.sort((a, b) => order(a) - order(b) || a.firstSeen - b.firstSeen || a.key.localeCompare(b.key));
  const picked: PoolEntry[] = [];
  for (const c of candidates) {
    if (picked.some((p) => comparableOf(p.display) === comparableOf(c.display))) continue;
    picked.push(c);
    if (picked.length === count) break;
  }
  return picked;
}

/**
 * Whether a number option equals the key once rounded to the key's precision ("9.81" for "9.8", "1,000" for
 * "1000"): a second right answer.
 */
export function sameAfterRounding(
  answer: Pick<Answer, "kind" | "value">,
  e: Pick<PoolEntry, "value">,
): boolean {
  if (answer.value === null || e.value === null || e.value === undefined) return false;
  if (answer.kind !== "number" && answer.kind !== "percent" && answer.kind !== "year") return false;
  const decimals = (String(answer.value).split(".")[1] ?? "").length;
  return e.value.toFixed(decimals) === answer.value.toFixed(decimals);
}

const lastWord = (text: string) => text.toLowerCase().split(/\s+/).pop() ?? "";
const isInstitution = (text: string) => NAME_NOT_PERSON.has(lastWord(text));

/** Lower is a better distractor. */
function rank(answer: Answer, category: string | null, e: PoolEntry): number {
  switch (answer.kind) {
    case "year":
    case "percent":
      return Math.abs((e.value ?? 0) - (answer.value ?? 0));
    case "number": {
      const sameUnit = e.head === answer.head && answer.head !== "" ? 0 : 1000;
      const a = Math.max(Math.abs(answer.value ?? 0), 1e-9);
      const b = Math.max(Math.abs(e.value ?? 0), 1e-9);
      return sameUnit + Math.abs(Math.log(a / b));
    }
    case "term": {
      let r = 0;
      if (category && e.category !== category) r += 4;
      if (answer.defined !== e.defined) r += 6;
      if (answer.plural !== e.plural) r += 3;
      r += Math.min(2, Math.abs(answer.display.split(/\s+/).length - e.display.split(/\s+/).length));
      return r - Math.min(e.count, 4) * 0.25;
    }
    case "name":
      return (lastWord(e.display) === lastWord(answer.display) ? -100 : 0) - e.count;
    default:
      return -e.count;
  }
}

export type DistractorOptions = {
  /** The question as asked: no option may be in it, nor fit it by the note (alsoTrue). */
  question: string;
  /** The sentence the question comes from: nothing it names is a distractor. */
  source: string;
  samePlurality?: boolean;
  /** Only terms of the key's sort (same head or category), from the note or WordNet. */
  sameSortOnly?: boolean;
  /** WordNet, once loaded: co-hyponyms of the key fill in when the note has too few of its kind. */
  wordnet?: WordNet | null;
};

/**
 * Up to `count` distractors as shown, of the answer's kind: from the note first (pickDistractors), then, for a
 * term the note has too few others of its kind for, WordNet co-hyponyms. None is a variant of the key or of
 * another option, a synonym or alias of the key, or also true by the note.
 */
export function chooseDistractors(
  analysis: ChunkAnalysis,
  answer: Answer,
  count: number,
  options: DistractorOptions,
): string[] {
  const synonyms = options.wordnet?.synonymsOf(answer.key) ?? new Set<string>();
  const aliases = analysis.aliases.get(answer.key) ?? new Set<string>();
  const sourceStems = new Set(stems(options.source));
  const picked: string[] = [];
  const fits = (display: string) =>
    !isVariant(display, answer.display) &&
    !synonyms.has(comparable(display)) &&
    !aliases.has(comparable(display)) &&
    !picked.some((p) => isVariant(p, display)) &&
    !` ${comparable(options.question)} `.includes(` ${comparable(display)} `) &&
    // Nothing the sentence itself names, in any form ("Buffer" for "…, titration and buffers are…").
    !stems(display).every((w) => sourceStems.has(w)) &&
    (!options.samePlurality || looksPlural(display) === answer.plural) &&
    !GENERIC_KEY_WORDS.has(comparable(display)) &&
    // A kind of the key is also the key ("steam engine" for "a device that converts heat into work").
    !(options.wordnet && answer.kind === "term" && isKindOf(options.wordnet, display, answer.key)) &&
    !(answer.kind === "term" && noteCallsAKind(analysis, display, answer.display)) &&
    !alsoTrue(analysis, options.question, answer.display, display);
  const fromNote = pickDistractors(analysis, answer, count * 4, [options.question, options.source], {
    samePlurality: options.samePlurality ?? false,
  });
  const sameSort = sortMatcher(analysis, answer, options.wordnet ?? null);
  const add = (displays: string[]) => {
    for (const shown of displays) {
      // A pool display cut at a sentence end keeps its full stop ("mass."); an option never does.
      const display = shown.replace(/[.,;:]+$/, "");
      if (picked.length === count) return;
      if (fits(display)) picked.push(display);
    }
  };
  // A term's options are of its own sort only: the note's terms of that sort first ("enzyme" for an enzyme),
  // then WordNet's (the key's co-hyponyms, the kinds of its category: "carotenoid" for a green pigment). Never
  // the note's other terms: read on the corpus, they are of other sorts ("Photosynthesis, Stroma, Rubisco" for
  // a pigment, "Black hole, Main sequence" for a cloud of gas); with too few, the item is asked another way.
  add(fromNote.filter(sameSort).map((e) => e.display));
  const category = termCategory(analysis, answer);
  if (options.wordnet && answer.kind === "term" && !answer.plural) {
    // A key of a known sort: only a group the note confirms (its hypernym the category, or named by the note).
    // A key whose sort the note does not say: only a compound's kin under its own head ("sulfur dioxide"); any
    // other group is a guess at its sort ("Catastrophe, Deposit, Flood" for the idea of continental drift).
    const known = sortKnown(analysis, answer);
    add(
      coHyponyms(options.wordnet, answer.key, noteVocabulary(analysis), {
        category,
        minFit: known ? 2 : 0,
        sameHeadOnly: !known,
      }),
    );
    if (category && !GENERIC_CATEGORIES.has(category))
      add(kindsOfCategory(options.wordnet, category, answer.key, noteVocabulary(analysis)));
  }
  return picked;
}

/**
 * Whether a name option is the key's sort of name, by its shape: a person's full name for a full name ("Robert
 * Paine" gets no "Hudson", "Predation", "Paramecium", which the name pools mistake for names), a place of as
 * many words; any other name only with the key's last word, which says its sort ("Second Estate" for "Third
 * Estate", "Mines Act" for "Factory Act"): read on the corpus, the name pool mixes novels, people, events and
 * devices ("Frankenstein, Dracula" for "the Gothic", "Reign of Terror" for "Third Estate", "Sonnet" for
 * "Onomatopoeia").
 */
export function sameNameShape(answer: Pick<Answer, "kind" | "display">, option: string): boolean {
  const words = (text: string) => text.trim().toLowerCase().split(/\s+/);
  const a = words(answer.display);
  const o = words(option);
  if (answer.kind === "person" || answer.kind === "place") return a.length >= 2 === o.length >= 2;
  if (answer.kind === "name") return a.length >= 2 && o.length >= 2 && a[a.length - 1] === o[o.length - 1];
  return true;
}

// Definition heads too general to say what sort a key is ("a group of textile workers", "a way of …"): their
// WordNet kinds are no options.
const GENERIC_CATEGORIES = new Set(
  "group thing object way type kind form part set number amount state idea term word name one member unit series area place period time event point act action result feature property something use case example change process system condition region structure substance material method procedure technique quantity measure value level rate".split(
    " ",
  ),
);

/** The category a term's definition names ("pigment" for "a green pigment that …"), or null. */
function termCategory(analysis: ChunkAnalysis, answer: Answer): string | null {
  if (answer.kind !== "term") return null;
  return analysis.pools.get("term")?.get(answer.key)?.category ?? null;
}

/** Whether the note says what sort of thing a term is (a definition naming a specific category). */
function sortKnown(analysis: ChunkAnalysis, answer: Answer): boolean {
  const category = termCategory(analysis, answer);
  return category !== null && !GENERIC_CATEGORIES.has(category);
}

/**
 * Whether a pool entry is of the answer's sort: for a term, the same category or head noun, a term named by
 * the category ("carotenoid" defined as "a pigment"), or by WordNet a kind of the category; else any.
 */
function sortMatcher(
  analysis: ChunkAnalysis,
  answer: Answer,
  wordnet: WordNet | null,
): (e: PoolEntry) => boolean {
  // A name, year or number: the note's others of its kind (each pool holds one kind), a name of its shape.
  if (answer.kind !== "term") return (e) => sameNameShape(answer, e.display);
  const category = termCategory(analysis, answer);
  return (e) =>
    e.head === answer.head ||
    (category !== null &&
      (e.category === category ||
        e.head === category ||
        (wordnet !== null && !GENERIC_CATEGORIES.has(category) && isKindOf(wordnet, e.key, category))));
}

/** Whether the note alone has too few distractors of a term's sort: WordNet is asked. */
export function needsWordNet(
  analysis: ChunkAnalysis,
  answer: Answer,
  count: number,
  source: string,
  _options: Pick<DistractorOptions, "sameSortOnly"> = {},
): boolean {
  if (answer.kind !== "term" || answer.plural) return false;
  const candidates = pickDistractors(analysis, answer, count * 4, [source]);
  return candidates.filter(sortMatcher(analysis, answer, null)).length < count;
}

const vocabularyCache = new WeakMap<ChunkAnalysis, Set<string>>();

/** The note's terms (defined or named twice), lower case, for choosing the WordNet sense the note means. */
function noteVocabulary(analysis: ChunkAnalysis): Set<string> {
  let v = vocabularyCache.get(analysis);
  if (!v) {
    v = new Set<string>();
    // The note's terms, not every word it uses: "set" and "string" in passing are no sign that "mass" means a
    // collection.
    for (const e of analysis.pools.get("term")?.values() ?? []) if (e.defined || e.count >= 2) v.add(e.key);
    vocabularyCache.set(analysis, v);
  }
  return v;
}

/** A deterministic order for options, so the correct one is not always first: sorted by a hash of the text. */
export function shuffleOptions(options: string[], seed: string): string[] {
  return [...options].sort((a, b) => hash(seed + a) - hash(seed + b) || a.localeCompare(b));
}

/** FNV-1a, 32 bits: a fixed, fast string hash for deterministic choices. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
