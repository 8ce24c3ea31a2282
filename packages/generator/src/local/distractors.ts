// Same-kind distractors drawn from the chunk: other years for a year, other people for a person, other
// terms (defined ones first) for a term — never an alias, a part, or something the sentence itself names.

import type { ChunkAnalysis, PoolEntry } from "./analysis.ts";
import type { MentionKind } from "./mentions.ts";
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

// Pool displays are compared again and again while a quiz is built; remember their comparable form.
const comparableCache = new Map<string, string>();
const comparableOf = (text: string) => {
  let c = comparableCache.get(text);
  if (c === undefined) {
    if (comparableCache.size > 20_000) comparableCache.clear();
    c = comparable(text);
    comparableCache.set(text, c);
  }
  return c;
};

export const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

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
      (answer.kind !== "number" || Number.isInteger(e.value) === Number.isInteger(answer.value)),
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
