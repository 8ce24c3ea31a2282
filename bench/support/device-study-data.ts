// The study deck bench's data (issue 14 acceptance: 20,000 cards, 200,000 reviews): one student's notes, cards,
// review log and schedules as the device holds them, made from a seeded random source so every run (in Node on
// fake-indexeddb and in Chromium) measures the same shape. Plain objects only: the page bundle imports this too.

import { DAY_MS, SR_INTERVAL_DAYS } from "@lectern/core";

export const CARDS = 20_000;
export const REVIEWS = 200_000;
export const NOTES = 400;
export const NOW = new Date("2026-06-01T09:00:00.000Z");
/** One card in this many has no note: the uncategorized deck. */
const UNCATEGORIZED_EVERY = 20;
/** One card in this many is deleted (a tombstone kept until synced), with its schedule left behind. */
const DELETED_EVERY = 50;

/** A seeded pseudo-random source. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** UUID v4-shaped ids from a seeded source: the same data, ids included, in every run and every engine. */
export function seededIds(seed: number): () => string {
  const rnd = random(seed);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 16).toString(16)).join("");
  return () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[Math.floor(rnd() * 4)]}${hex(3)}-${hex(12)}`;
}

const SUBJECTS = ["Biology", "Physics", "Chemistry", "Mathematics", "General"];

export interface StudyData {
  notes: Array<Record<string, unknown> & { id: string; title: string; subject: string }>;
  cards: Array<
    Record<string, unknown> & {
      id: string;
      note_id: string | null;
      difficulty: string;
      category: string;
      review_count: number;
      correct_count: number;
      last_reviewed: string | null;
      deleted_at: string | null;
    }
  >;
  reviews: Array<Record<string, unknown> & { id: string; flashcard_id: string }>;
  schedules: Array<Record<string, unknown> & { id: string; flashcard_id: string; next_review_date: string }>;
}

/**
 * The student's data: `contents` are real lecture notes (bench/corpus), a few KB each, given to the notes in turn;
 * cards take their fronts and backs from those notes' sentences. Reviews fall over the 60 days before today, ten
 * per card on average, so today's count against the daily cap starts at 0; each card's counts and schedule follow
 * from its reviews (the spec's intervals: 14 days after a correct answer, 1 after a wrong one).
 */
export function makeStudyData(userId: string, newId: () => string, contents: readonly string[]): StudyData {
  const rnd = random(14);
  const at = (ms: number) => new Date(ms).toISOString();
  const created = at(NOW.getTime() - 90 * DAY_MS);
  const stamp = {
    user_id: userId,
    created_at: created,
    updated_at: created,
    deleted_at: null,
    pending: 0 as const,
  };
  const sentences = contents.flatMap((text) =>
    text
      .split(/(?<=[.?!])\s+/)
      .map((s) => s.replace(/\s+/g, " ").trim())
      .filter((s) => s.length > 30 && s.length < 240),
  );
  const sentence = (i: number) => sentences[i % sentences.length] ?? `Sentence ${i}.`;
  const notes = Array.from({ length: NOTES }, (_, i) => ({
    ...stamp,
    id: newId(),
    title: `Lecture ${i + 1}`,
    content: contents[i % contents.length] ?? "Notes.",
    tags: [`week-${i % 12}`],
    subject: SUBJECTS[i % SUBJECTS.length] as string,
    type: "manual" as const,
    duration: null,
    server_seq: i + 1,
  }));
  const cards = Array.from({ length: CARDS }, (_, i) => ({
    ...stamp,
    id: newId(),
    note_id: i % UNCATEGORIZED_EVERY === 0 ? null : (notes[i % NOTES] as { id: string }).id,
    front: `What does this passage say? ${sentence(2 * i).slice(0, 80)}`,
    back: sentence(2 * i + 1),
    difficulty: (["easy", "medium", "hard"] as const)[i % 3] as string,
    category: "general",
    review_count: 0,
    correct_count: 0,
    last_reviewed: null as string | null,
    deleted_at: null as string | null,
    source: null,
    server_seq: NOTES + i + 1,
  }));
  const reviews: StudyData["reviews"] = [];
  const last = new Map<string, { at: number; correct: boolean }>();
  for (let i = 0; i < REVIEWS; i++) {
    const card = cards[Math.floor(rnd() * CARDS)] as (typeof cards)[number];
    const when = NOW.getTime() - DAY_MS - Math.floor(rnd() * 60 * DAY_MS);
    const correct = rnd() < 0.75;
    reviews.push({
      ...stamp,
      id: newId(),
      flashcard_id: card.id,
      quality: correct ? 5 : 1,
      correct,
      reviewed_at: at(when),
      created_at: at(when),
      updated_at: at(when),
    });
    const seen = last.get(card.id);
    if (!seen || seen.at < when) last.set(card.id, { at: when, correct });
    card.review_count += 1;
    if (correct) card.correct_count += 1;
  }
  const schedules = [...last].map(([flashcardId, review]) => {
    const days = review.correct ? SR_INTERVAL_DAYS[5] : SR_INTERVAL_DAYS.belowThree;
    return {
      ...stamp,
      id: newId(),
      flashcard_id: flashcardId,
      next_review_date: at(review.at + days * DAY_MS),
      interval_days: days,
      ease_factor: 2.5,
      repetition_number: review.correct ? 1 : 0,
      updated_at: at(review.at),
    };
  });
  cards.forEach((card, i) => {
    const review = last.get(card.id);
    if (review) card.last_reviewed = at(review.at);
    if (i % DELETED_EVERY === 7) card.deleted_at = at(NOW.getTime() - 2 * DAY_MS);
  });
  return { notes, cards, reviews, schedules };
}
