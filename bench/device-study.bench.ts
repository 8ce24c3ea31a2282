// The study deck on the device (issue 14 acceptance): the due list and the deck summaries read from the device's
// store (Dexie on fake-indexeddb, the web tests' IndexedDB) for 20,000 cards and 200,000 reviews, as /study does,
// beside a bare reference in the same run: the very same reads with no rule applied. A second pair shows the rules
// alone on rows already in memory. Target: ≤ 50 ms for the due list and deck summaries.

import "fake-indexeddb/auto";
import { buildDecks, DAY_MS, newId, planDueReviews, SR_INTERVAL_DAYS } from "@lectern/core";
import { LecternDB } from "../apps/web/src/data/db/database.ts";
import type { LocalRecord } from "../apps/web/src/data/db/schema.ts";
import { loadDecks, loadDuePlan, startOfLocalDay } from "../apps/web/src/data/study/reads.ts";
import { runBench } from "./harness.ts";

const CARDS = 20_000;
const REVIEWS = 200_000;
const NOTES = 400;
const NOW = new Date("2026-06-01T09:00:00.000Z");

/** A seeded pseudo-random source, so every run measures the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function seed(db: LecternDB) {
  const rnd = random(14);
  const userId = db.userId;
  const at = (ms: number) => new Date(ms).toISOString();
  const stamp = {
    user_id: userId,
    created_at: at(NOW.getTime() - 90 * DAY_MS),
    deleted_at: null,
    pending: 0 as const,
  };
  const notes = Array.from({ length: NOTES }, (_, i) => ({
    ...stamp,
    id: newId(),
    title: `Lecture ${i + 1}`,
    content: "Notes.",
    tags: [],
    subject: ["Biology", "Physics", "Chemistry", "Mathematics", "General"][i % 5] as string,
    type: "manual" as const,
    duration: null,
    updated_at: stamp.created_at,
    server_seq: i + 1,
  }));
  const cards = Array.from({ length: CARDS }, (_, i) => ({
    ...stamp,
    id: newId(),
    // One card in 20 has no note: the uncategorized deck.
    note_id: i % 20 === 0 ? null : (notes[i % NOTES] as { id: string }).id,
    front: `Question ${i}`,
    back: `Answer ${i}`,
    difficulty: (["easy", "medium", "hard"] as const)[i % 3] as "easy",
    category: "general",
    review_count: 0,
    correct_count: 0,
    last_reviewed: null as string | null,
    source: null,
    updated_at: stamp.created_at,
  }));
  // 200,000 reviews over 60 days before today, ten per card on average; each card's counts and schedule follow from its last.
  const reviews: LocalRecord<"flashcard_reviews">[] = [];
  const last = new Map<string, { at: number; correct: boolean }>();
  for (let i = 0; i < REVIEWS; i++) {
    const card = cards[Math.floor(rnd() * CARDS)] as (typeof cards)[number];
    // From yesterday back: today's count against the daily cap starts at 0.
    const when = NOW.getTime() - DAY_MS - Math.floor(rnd() * 60 * DAY_MS);
    const correct = rnd() < 0.75;
    reviews.push({
      ...stamp,
      id: newId(),
      flashcard_id: card.id,
      quality: correct ? 5 : 1,
      correct,
      reviewed_at: at(when),
      updated_at: at(when),
    } as LocalRecord<"flashcard_reviews">);
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
  for (const card of cards) {
    const review = last.get(card.id);
    if (review) card.last_reviewed = at(review.at);
  }
  await db.records("notes").bulkPut(notes as never);
  await db.records("flashcards").bulkPut(cards as never);
  await db.records("flashcard_reviews").bulkPut(reviews);
  await db.records("spaced_repetition_schedule").bulkPut(schedules as never);
  return { notes, cards, schedules };
}

const db = new LecternDB(newId());
await db.open();
console.log(`seeding ${CARDS} cards, ${REVIEWS} reviews, ${NOTES} notes…`);
const data = await seed(db);
const plan = await loadDuePlan(db, NOW);
console.log(
  `${data.schedules.length} schedules; ${plan.due.length} due today, ${plan.heldBack} held back by the cap`,
);

// Reference: what the screen reads from the store, with no rule applied.
const bareReads = async () => {
  await Promise.all([
    db.records("flashcards").toArray(),
    db.records("notes").toArray(),
    db
      .records("spaced_repetition_schedule")
      .where("next_review_date")
      .belowOrEqual(NOW.toISOString())
      .toArray(),
    db
      .records("flashcard_reviews")
      .where("reviewed_at")
      .aboveOrEqual(startOfLocalDay(NOW).toISOString())
      .count(),
  ]);
};

await runBench(
  "device-study",
  { name: "reference: the same reads from the store, no rule", run: bareReads },
  [
    {
      name: "ours: deck summaries + due plan from the store (what /study runs)",
      run: async () => {
        await Promise.all([loadDecks(db), loadDuePlan(db, NOW)]);
      },
    },
    {
      name: "rules alone on rows in memory: buildDecks + planDueReviews",
      run: () => {
        buildDecks(data.cards, data.notes);
        planDueReviews(data.schedules, NOW, { dailyCap: 200, reviewedToday: 0 });
      },
    },
  ],
  { rounds: 15, warmup: 3 },
);
await db.delete();
