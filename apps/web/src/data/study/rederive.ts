// A card's counts and schedule on the device, derived from its review log by the same core rules the server runs
// (issue 14, DESIGN §3 "derived values are computed from logs"). They are written into Dexie as synced copies,
// never queued: the server derives its own from the reviews it receives, and the device's copy only has to be
// right until the server's arrives.

import {
  cardStatsFromReviews,
  DEFAULT_STUDY_PREFERENCES,
  reviewsByCard as groupByCard,
  type ReviewLogItem,
  type StudyPreferenceFields,
  scheduleFromReviewsWith,
  scheduleIdForCard,
  scheduleOptionsFor,
  studyPreferencesId,
} from "@lectern/core";
import { Dexie } from "dexie";
import type { LecternDB } from "../db/database";
import { isLive } from "../db/query";
import type { LocalRecord } from "../db/schema";
import { fsrsFor } from "./fsrs-loader";

type CardRecord = LocalRecord<"flashcards">;
type ScheduleRecord = LocalRecord<"spaced_repetition_schedule">;

/**
 * server_seq of a schedule row the device derived and the server never numbered (the server numbers from 1): any
 * row the server sends replaces it under the merge rule (a higher server_seq wins), and the next re-derivation
 * puts the device's pending reviews back on top.
 */
export const DEVICE_DERIVED_SEQ = 0;

/** The tables a re-derivation reads and writes (a caller's transaction must include them). */
export function rederiveTables(db: LecternDB) {
  return [
    db.records("flashcards"),
    db.records("flashcard_reviews"),
    db.records("spaced_repetition_schedule"),
    db.records("study_preferences"),
  ];
}

/** The user's study settings as the device holds them, or the defaults. */
export async function readStudyPreferences(db: LecternDB): Promise<StudyPreferenceFields> {
  const record = await db.records("study_preferences").get(studyPreferencesId(db.userId));
  return record && isLive(record) ? record : DEFAULT_STUDY_PREFERENCES;
}

/**
 * Re-derives the counts (review_count, correct_count, last_reviewed) and the schedule row of the given cards, or of
 * every card, from the reviews the device holds (its own pending ones and every one pulled). Idempotent: rows whose
 * values do not change are not written. Runs in the caller's transaction when there is one. Returns how many
 * cards were looked at.
 */
export async function rederiveCards(
  db: LecternDB,
  cardIds: readonly string[] | "all",
  now: Date = new Date(),
): Promise<number> {
  return db.transaction("rw", rederiveTables(db), async () => {
    const preferences = await readStudyPreferences(db);
    // ts-fsrs is a lazy chunk (issue 18 §1): waitFor keeps the transaction open while it loads (the first time).
    const fsrs = await Dexie.waitFor(fsrsFor(preferences.scheduler));
    const cardsTable = db.records("flashcards");
    const reviewsTable = db.records("flashcard_reviews");
    const schedulesTable = db.records("spaced_repetition_schedule");

    let cards: CardRecord[];
    let reviews: LocalRecord<"flashcard_reviews">[];
    let schedules: ScheduleRecord[];
    if (cardIds === "all") {
      [cards, reviews, schedules] = await Promise.all([
        cardsTable.toArray(),
        reviewsTable.toArray(),
        schedulesTable.toArray(),
      ]);
    } else {
      const ids = [...new Set(cardIds)];
      if (ids.length === 0) return 0;
      [cards, reviews, schedules] = await Promise.all([
        cardsTable
          .bulkGet(ids)
          .then((found) => found.filter((card): card is CardRecord => card !== undefined)),
        reviewsTable.where("flashcard_id").anyOf(ids).toArray(),
        schedulesTable.where("flashcard_id").anyOf(ids).toArray(),
      ]);
    }

    const reviewsByCard = groupByCard(reviews.filter((review) => isLive(review)));
    const schedulesByCard = groupByCard(schedules);
    const cardPuts: CardRecord[] = [];
    const schedulePuts: ScheduleRecord[] = [];
    const scheduleDeletes: string[] = [];

    for (const card of cards) {
      if (!isLive(card)) continue;
      const log: ReviewLogItem[] = reviewsByCard.get(card.id) ?? [];
      const stats = cardStatsFromReviews(log);
      if (
        log.length > 0 &&
        (stats.review_count !== card.review_count ||
          stats.correct_count !== card.correct_count ||
          stats.last_reviewed !== card.last_reviewed)
      ) {
        // The card's pending flag stays as it is: the counts ride along with any edit the user queued.
        cardPuts.push({ ...card, ...stats });
      }
      const rows = schedulesByCard.get(card.id) ?? [];
      const derived = scheduleFromReviewsWith(log, scheduleOptionsFor(preferences, card), fsrs);
      // No reviews on the device (not pulled yet): the server's row, if any, is the best there is.
      if (!derived) continue;
      const { keep, drop } = pickScheduleRow(rows);
      scheduleDeletes.push(...drop);
      const base: ScheduleRecord = keep ?? newScheduleRow(db, card.id, now);
      const next = { ...base, ...derived };
      if (!keep || !sameSchedule(keep, next)) schedulePuts.push(next);
    }

    if (cardPuts.length) await cardsTable.bulkPut(cardPuts);
    if (scheduleDeletes.length) await schedulesTable.bulkDelete(scheduleDeletes);
    if (schedulePuts.length) await schedulesTable.bulkPut(schedulePuts);
    return cards.length;
  });
}

/**
 * One schedule row per card (spec 1 §3, natural key flashcard_id). When the device holds more than one (its own
 * derived row and the server's under another id), the server's wins and the device's derived copies go; a row
 * with a pending change is never dropped (it is on its way to the server).
 */
function pickScheduleRow(rows: readonly ScheduleRecord[]): {
  keep: ScheduleRecord | undefined;
  drop: string[];
} {
  const live = rows.filter((row) => isLive(row));
  if (live.length <= 1) return { keep: live[0], drop: [] };
  const ranked = [...live].sort((a, b) => (b.server_seq ?? -1) - (a.server_seq ?? -1));
  const keep = ranked[0];
  const drop = ranked
    .slice(1)
    .filter((row) => !row.pending && (row.server_seq ?? DEVICE_DERIVED_SEQ) === DEVICE_DERIVED_SEQ)
    .map((row) => row.id);
  return { keep, drop };
}

function newScheduleRow(db: LecternDB, flashcardId: string, now: Date): ScheduleRecord {
  const at = now.toISOString();
  return {
    id: scheduleIdForCard(flashcardId),
    user_id: db.userId,
    flashcard_id: flashcardId,
    next_review_date: at,
    interval_days: 0,
    ease_factor: 0,
    repetition_number: 0,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    server_seq: DEVICE_DERIVED_SEQ,
    pending: 0,
  };
}

function sameSchedule(a: ScheduleRecord, b: ScheduleRecord): boolean {
  return (
    a.next_review_date === b.next_review_date &&
    a.interval_days === b.interval_days &&
    a.ease_factor === b.ease_factor &&
    a.repetition_number === b.repetition_number
  );
}
