// What the study screens read, from the device's store only, so they work offline (spec 2 §2 /study, issue 14):
// the decks, today's due plan and the cards of one deck. Plain async functions over a database, so the hooks, the
// tests and the bench run the very same reads.

import {
  buildDecks,
  DECK_ID_DIRECT,
  DECK_ID_DUE,
  DECK_ID_UNCATEGORIZED,
  type DuePlan,
  type FlashcardDeck,
  isUuidV4,
  planDueReviews,
} from "@lectern/core";
import type { LecternDB } from "../db/database";
import { isLive } from "../db/query";
import type { LocalRecord } from "../db/schema";
import { readStudyPreferences } from "./rederive";
import { type MirroredSchedule, studyMirror } from "./study-mirror";

export type StudyCard = LocalRecord<"flashcards">;

/** The user's decks (spec 2 §3 flashcard deck): one per note with cards, plus the uncategorized deck. */
export async function loadDecks(db: LecternDB): Promise<FlashcardDeck[]> {
  const mirror = studyMirror(db);
  const [cards, notes] = await Promise.all([
    mirror.cards.read(db),
    mirror.notes.read(db),
    watchWhole(db, "flashcards"),
    watchWhole(db, "notes"),
  ]);
  // buildDecks leaves deleted cards and notes out itself.
  return buildDecks([...cards.values()], [...notes.values()]);
}

/**
 * Reads one record of a store so that a live query around the caller runs again on any write to it: the rows
 * themselves come from the study mirror (study-mirror.ts), which Dexie's live queries cannot see into.
 */
async function watchWhole(db: LecternDB, collection: "flashcards" | "notes" | "spaced_repetition_schedule") {
  await db.records(collection).limit(1).toArray();
}

/** The local day `now` falls in starts here (the daily cap counts the reviews of the user's own day). */
export function startOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * Today's due reviews (issue 14 Deliver 5): schedules due by `now` of live cards, most overdue first, at most the
 * daily cap minus the reviews already made today; the rest are held back for the next days.
 */
export async function loadDuePlan(db: LecternDB, now: Date = new Date()): Promise<DuePlan> {
  const mirror = studyMirror(db);
  const [preferences, schedules, cards, reviewedToday] = await Promise.all([
    readStudyPreferences(db),
    mirror.schedules.read(db),
    mirror.cards.read(db),
    db
      .records("flashcard_reviews")
      .where("reviewed_at")
      .aboveOrEqual(startOfLocalDay(now).toISOString())
      .count(),
    watchWhole(db, "spaced_repetition_schedule"),
    watchWhole(db, "flashcards"),
  ]);
  const nowIso = now.toISOString();
  // One schedule per card, the first in the next_review_date index's order (date, then id), as an index walk
  // would meet them; a row of a deleted (or not yet pulled) card is not a review to do.
  const byCard = new Map<string, MirroredSchedule & { next_review_date: string }>();
  for (const row of schedules.values()) {
    const date = row.next_review_date;
    // Schedules hold canonical ISO UTC strings (the schema's), which compare in time order as strings.
    if (typeof date !== "string" || date > nowIso || !isLive(row)) continue;
    const seen = byCard.get(row.flashcard_id);
    if (seen && (seen.next_review_date < date || (seen.next_review_date === date && seen.id < row.id)))
      continue;
    byCard.set(row.flashcard_id, row as MirroredSchedule & { next_review_date: string });
  }
  const live: Array<{ flashcard_id: string; next_review_date: string }> = [];
  for (const row of byCard.values()) if (isLive(cards.get(row.flashcard_id))) live.push(row);
  return planDueReviews(live, now, { dailyCap: preferences.daily_review_cap, reviewedToday });
}

export interface DeckCards {
  cards: StudyCard[];
  /** The deck id names no deck of this user (not one of their live notes, nor a special deck). */
  notFound: boolean;
}

/**
 * The cards of a deck (spec 2 §2 /flashcard-study/{deckId}): 'due' is today's plan, most overdue first;
 * 'uncategorized_flashcards' the cards without a live note; a note id that note's cards, oldest first. 'direct'
 * cards come in the navigation state, so there is nothing to read. Any other id is not found.
 */
export async function loadDeckCards(
  db: LecternDB,
  deckId: string,
  now: Date = new Date(),
): Promise<DeckCards> {
  if (deckId === DECK_ID_DIRECT) return { cards: [], notFound: false };
  if (deckId === DECK_ID_DUE) {
    const plan = await loadDuePlan(db, now);
    const cards = await db.records("flashcards").bulkGet(plan.due);
    return {
      cards: cards.filter((card): card is StudyCard => card !== undefined && isLive(card)),
      notFound: false,
    };
  }
  if (deckId === DECK_ID_UNCATEGORIZED) {
    const [cards, notes] = await Promise.all([liveRecords(db, "flashcards"), liveRecords(db, "notes")]);
    const noteIds = new Set(notes.map((note) => note.id));
    const loose = cards.filter((card) => card.note_id === null || !noteIds.has(card.note_id));
    return { cards: oldestFirst(loose), notFound: false };
  }
  if (!isUuidV4(deckId)) return { cards: [], notFound: true };
  const note = await db.records("notes").get(deckId);
  if (!note || !isLive(note)) return { cards: [], notFound: true };
  const cards = await db.records("flashcards").where("note_id").equals(deckId).toArray();
  return { cards: oldestFirst(cards.filter((card) => isLive(card))), notFound: false };
}

async function liveRecords<C extends "flashcards" | "notes">(db: LecternDB, collection: C) {
  const rows = await db.records(collection).toArray();
  return rows.filter((row) => isLive(row));
}

function oldestFirst(cards: StudyCard[]): StudyCard[] {
  return [...cards].sort((a, b) =>
    a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1,
  );
}

/**
 * Reads the study deck's rows into memory while the browser is idle after sign-in and the first sync, so the first
 * visit to /study answers from the mirror (a few ms) instead of reading every card then (bench/device-study).
 */
export function warmStudyData(db: LecternDB): void {
  const warm = () => void Promise.all([loadDecks(db), loadDuePlan(db)]).catch(() => {});
  if (typeof requestIdleCallback === "function") requestIdleCallback(warm, { timeout: 5_000 });
  else setTimeout(warm, 0);
}
