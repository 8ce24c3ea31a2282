// Flashcards from one chunk, worded from its study items (forms/index.ts): a definition, a cause, a list, a
// comparison, a number, a person, date or place, or a blank as the fallback — one card per fact, spread over the
// chunk, with what the difficulty asks for (issue 16 §1, §7).

import { type GeneratedFlashcard, textStatistics } from "@lectern/core";
import { cardLeaksAnswer, comparableText } from "../quality.ts";
import type { FlashcardsChunkInput } from "../types.ts";
import type { ChunkAnalysis } from "./analysis.ts";
import { asSentence, plain } from "./cloze.ts";
import { findItems } from "./forms/index.ts";
import type { ItemForm, StudyItem } from "./items.ts";
import type { MentionKind } from "./mentions.ts";

type Difficulty = FlashcardsChunkInput["difficulty"];
type Candidate = { item: StudyItem; card: Omit<GeneratedFlashcard, "difficulty"> };

/** Fill-in-the-blank cards are at most this share of a chunk's cards when the note supports other forms. */
export const MAX_CLOZE_SHARE = 0.35;

const CLOZE_CATEGORY: Record<MentionKind, string> = {
  term: "concept",
  person: "person",
  year: "date",
  percent: "number",
  number: "number",
  place: "place",
  name: "name",
};

const FORM_CATEGORY: Record<Exclude<ItemForm, "cloze">, string> = {
  definition: "definition",
  term: "concept",
  "cause-effect": "cause and effect",
  process: "process",
  list: "list",
  comparison: "comparison",
  numeric: "number",
  person: "person",
  date: "date",
  place: "place",
};

/** The card an item makes: the prompt as its front, the key as its back. */
export function cardOf(item: StudyItem): Omit<GeneratedFlashcard, "difficulty"> {
  if (item.form === "cloze") {
    return {
      front: plain(`Fill in the blank: ${item.prompt}`),
      back: plain(item.answer),
      category: CLOZE_CATEGORY[item.answerEntry?.kind ?? "term"],
      source: item.source,
    };
  }
  const back = item.form === "definition" ? asSentence(item.answer) : plain(item.answer);
  return { front: plain(item.prompt), back, category: FORM_CATEGORY[item.form], source: item.source };
}

/** easy asks recall, hard asks relations, medium and mixed take both (issue 16 §7). */
function levelBonus(item: StudyItem, difficulty: Difficulty): number {
  if (difficulty === "easy") return item.level === "recall" ? 3 : 0;
  if (difficulty === "hard") return item.level === "relation" ? 3 : 0;
  return item.level === "relation" ? 1 : 0;
}

/** Keys of a few words are things (a term, a name, a year); a blank with one of them asks that thing again. */
const SHORT_KEY_WORDS = 5;

/**
 * The same fact twice: the same source sentence (one card per sentence), the same prompt or key, or a blank
 * whose key another card already has as its key (two "retrieval failure" blanks from different sentences).
 */
function factKeys(c: Candidate): string[] {
  const keys = [
    `sentence:${c.item.sentence.index}`,
    `prompt:${comparableText(c.card.front)}`,
    `fact:${comparableText(c.card.back)}|${comparableText(c.item.prompt).slice(0, 40)}`,
  ];
  if (c.item.form === "cloze") keys.push(`key:${comparableText(c.card.back)}`);
  return keys;
}

/** What a picked card rules out besides its own fact keys: a later blank on its key. */
function takenKeys(c: Candidate): string[] {
  const back = comparableText(c.card.back);
  return back.split(" ").length <= SHORT_KEY_WORDS ? [...factKeys(c), `key:${back}`] : factKeys(c);
}

/**
 * How many blanks a deck may hold beside `others` cards of other forms so that blanks stay at most
 * MAX_CLOZE_SHARE of the deck: b <= share * (others + b). A chunk with nothing but blanks keeps one, so a note
 * that supports only blanks still gives a card; otherwise the deck is smaller rather than blank-heavy.
 */
export function clozeAllowance(others: number, max: number): number {
  const byShare = Math.floor((MAX_CLOZE_SHARE * others) / (1 - MAX_CLOZE_SHARE) + 1e-9);
  return Math.max(0, Math.min(max - others, Math.max(byShare, others === 0 ? 1 : 0)));
}

/**
 * Where in the chunk an item sits, for spreading: its section when the chunk has several, else which fifth of
 * the chunk's sentences it falls in.
 */
function bandOf(item: StudyItem, analysis: ChunkAnalysis, sections: number): number {
  if (sections > 1) return item.sentence.sectionIndex;
  const total = Math.max(analysis.sentences.length, 1);
  return Math.floor((item.sentence.index / total) * 5);
}

/**
 * Up to `maxCards` cards: in rounds over the chunk's bands (sections or fifths), each band gives its best item not
 * yet asked; fill-in-the-blank cards stop at MAX_CLOZE_SHARE while other forms remain, and the rest of the
 * blanks only fill what other forms cannot. Cards come out in note order.
 */
export function makeFlashcards(analysis: ChunkAnalysis, input: FlashcardsChunkInput): GeneratedFlashcard[] {
  if (input.maxCards <= 0) return [];
  const candidates: (Candidate & { score: number })[] = [];
  for (const item of findItems(analysis)) {
    const card = cardOf(item);
    if (cardLeaksAnswer(card)) continue;
    candidates.push({ item, card, score: item.score + levelBonus(item, input.difficulty) });
  }
  candidates.sort((a, b) => b.score - a.score || a.item.sentence.index - b.item.sentence.index);
  const sections = new Set(analysis.sentences.map((s) => s.sectionIndex)).size;
  const picked = pickSpread(candidates, input.maxCards, (c) => bandOf(c.item, analysis, sections));
  const difficulties = assignDifficulty(picked, input.difficulty);
  return picked
    .map((c, i) => ({ ...c.card, difficulty: difficulties[i] ?? "medium", order: c.item.sentence.index }))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...card }) => card);
}

/**
 * Round-robin over bands, best first in each, one card per fact. Other forms are picked first (their cards fill
 * the deck), then blanks up to clozeAllowance of what the other forms made: the deck is smaller rather than
 * more than MAX_CLOZE_SHARE blanks.
 */
function pickSpread<C extends Candidate>(candidates: C[], max: number, band: (c: C) => number): C[] {
  const seen = new Set<string>();
  const picked: C[] = [];
  const fresh = (c: C) => !factKeys(c).some((k) => seen.has(k));
  const take = (c: C) => {
    for (const k of takenKeys(c)) seen.add(k);
    picked.push(c);
  };
  const bands = [...new Set(candidates.map(band))].sort((a, b) => a - b);
  let limit = max;
  for (const cloze of [false, true]) {
    if (cloze) limit = picked.length + clozeAllowance(picked.length, max);
    let progress = true;
    while (picked.length < limit && progress) {
      progress = false;
      for (const b of bands) {
        if (picked.length >= limit) break;
        const next = candidates.find((c) => band(c) === b && fresh(c) && (c.item.form === "cloze") === cloze);
        if (next) {
          take(next);
          progress = true;
        }
      }
    }
  }
  return picked;
}

/**
 * The label follows what is asked: mixed labels relation items hard and recall items easy or medium (the
 * shorter, plainer half easy); a requested difficulty labels every card with it.
 */
function assignDifficulty(cards: Candidate[], requested: Difficulty): ("easy" | "medium" | "hard")[] {
  if (requested !== "mixed") return cards.map(() => requested);
  const recall = cards
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.item.level === "recall")
    .map(({ c, i }) => {
      const { avgWordLength, avgSentenceWords } = textStatistics(c.card.source);
      return { i, value: avgWordLength + avgSentenceWords / 5 };
    })
    .sort((a, b) => a.value - b.value || a.i - b.i);
  const levels = cards.map(
    (c) => (c.item.level === "relation" ? "hard" : "medium") as "easy" | "medium" | "hard",
  );
  recall.forEach(({ i }, rank) => {
    if (rank < recall.length / 2) levels[i] = "easy";
  });
  // With no relation items in the chunk, the hardest third of the recall items is hard, so mixed still spreads.
  if (!cards.some((c) => c.item.level === "relation")) {
    recall.forEach(({ i }, rank) => {
      if (rank >= (2 * recall.length) / 3) levels[i] = "hard";
      else if (rank >= recall.length / 3) levels[i] = "medium";
      else levels[i] = "easy";
    });
  }
  return levels;
}
