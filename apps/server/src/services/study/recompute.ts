import { randomUUID } from "node:crypto";
import {
  type CardSchedule,
  type CardStats,
  cardStatsFromReviews,
  DEFAULT_STUDY_PREFERENCES,
  deterministicUuid,
  type ReviewLogItem,
  type StudyPreferenceFields,
  scheduleFromReviews,
  scheduleOptionsFor,
} from "@lectern/core";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.ts";
import {
  flashcardReviews,
  flashcards,
  spacedRepetitionSchedule,
  studyPreferences,
} from "../../db/schema/index.ts";
import type { Tx } from "../../db/user-writes.ts";

// Reviews are the truth (issue 14, DESIGN §3): a card's counts and its one schedule are derived from its review log
// by the core rules, here on the server after a push brought reviews or changed the user's study settings, in the
// same user-locked transaction (withUserWrites) so every write stamps server_seq in order and devices pull it.

/** Which cards to derive again: these ids, or every card of the user that has reviews (the settings changed). */
export type CardsToRecompute = readonly string[] | "all";

/** What one recompute wrote: how many cards it looked at, and the rows whose derived values changed. */
export interface RecomputeOutcome {
  cards: number;
  schedulesWritten: number;
  cardsWritten: number;
}

type CardRow = {
  id: string;
  note_id: string | null;
  review_count: number;
  correct_count: number;
  last_reviewed: string | null;
};
type ScheduleRow = CardSchedule & { id: string; deleted_at: string | null };

/**
 * The id of a schedule row the server makes for a card: derived from the card's id, so two paths (a push and the
 * update_flashcard_schedule call, or two servers) that make the first schedule of a card make the same row.
 */
export function derivedScheduleId(flashcardId: string): string {
  return deterministicUuid(`spaced_repetition_schedule#${flashcardId.toLowerCase()}`);
}

/**
 * Derives the counts (review_count, correct_count, last_reviewed) and the schedule of the user's cards from their
 * reviews, with the user's study settings (defaults when none), and writes what changed: one upsert of schedule rows
 * by their natural key (user, card) and one update of cards, each set-based. A card without reviews keeps what
 * devices wrote (a card nobody studied has nothing to derive); a deleted card is left alone. Rows whose derived values
 * did not change are not written, so a recompute that changes nothing moves no sync cursor.
 */
export async function recomputeCards(
  tx: Tx,
  userId: string,
  which: CardsToRecompute,
): Promise<RecomputeOutcome> {
  const outcome: RecomputeOutcome = { cards: 0, schedulesWritten: 0, cardsWritten: 0 };
  if (which !== "all" && which.length === 0) return outcome;
  const byCard = await readReviews(tx, userId, which);
  if (byCard.size === 0) return outcome;
  const cardIds = [...byCard.keys()];
  // One after another: a transaction is one connection, which runs one statement at a time anyway.
  const preferences = await readPreferences(tx, userId);
  const cards = await readCards(tx, userId, cardIds);
  const schedules = await readSchedules(tx, userId, cardIds);

  const scheduleWrites: ScheduleRow[] = [];
  const cardWrites: (CardStats & { id: string })[] = [];
  for (const card of cards) {
    const reviews = byCard.get(card.id) ?? [];
    outcome.cards++;
    const stats = cardStatsFromReviews(reviews);
    if (!sameStats(card, stats)) cardWrites.push({ id: card.id, ...stats });
    const schedule = scheduleFromReviews(reviews, scheduleOptionsFor(preferences, card));
    if (!schedule) continue;
    const current = schedules.get(card.id);
    if (current && sameSchedule(current, schedule)) continue;
    scheduleWrites.push({ ...schedule, id: current?.id ?? derivedScheduleId(card.id), deleted_at: null });
  }
  await writeSchedules(tx, userId, scheduleWrites, schedules);
  await writeCardStats(tx, userId, cardWrites);
  outcome.schedulesWritten = scheduleWrites.length;
  outcome.cardsWritten = cardWrites.length;
  return outcome;
}

/** The user's study settings, or the defaults when they never saved any (or deleted them). */
export async function readPreferences(tx: Tx, userId: string): Promise<StudyPreferenceFields> {
  const [row] = await tx
    .select({
      scheduler: studyPreferences.scheduler,
      desired_retention: studyPreferences.desired_retention,
      daily_review_cap: studyPreferences.daily_review_cap,
      exam_dates: studyPreferences.exam_dates,
    })
    .from(studyPreferences)
    .where(and(eq(studyPreferences.user_id, userId), isNull(studyPreferences.deleted_at)));
  // A stored scheduler the schema no longer names falls back to the default rather than failing every recompute.
  if (!row) return DEFAULT_STUDY_PREFERENCES;
  const scheduler = row.scheduler === "fsrs" ? "fsrs" : DEFAULT_STUDY_PREFERENCES.scheduler;
  return { ...row, scheduler };
}

/** The live reviews of the cards (or of all the user's cards), grouped by card; a card without reviews is absent. */
async function readReviews(
  tx: Tx,
  userId: string,
  which: CardsToRecompute,
): Promise<Map<string, ReviewLogItem[]>> {
  const rows = await tx
    .select({
      id: flashcardReviews.id,
      flashcard_id: flashcardReviews.flashcard_id,
      quality: flashcardReviews.quality,
      correct: flashcardReviews.correct,
      reviewed_at: flashcardReviews.reviewed_at,
    })
    .from(flashcardReviews)
    .where(
      and(
        eq(flashcardReviews.user_id, userId),
        isNull(flashcardReviews.deleted_at),
        which === "all" ? undefined : inArray(flashcardReviews.flashcard_id, [...which]),
      ),
    );
  const byCard = new Map<string, ReviewLogItem[]>();
  for (const row of rows) {
    const list = byCard.get(row.flashcard_id);
    if (list) list.push(row);
    else byCard.set(row.flashcard_id, [row]);
  }
  return byCard;
}

async function readCards(tx: Tx, userId: string, ids: string[]): Promise<CardRow[]> {
  return tx
    .select({
      id: flashcards.id,
      note_id: flashcards.note_id,
      review_count: flashcards.review_count,
      correct_count: flashcards.correct_count,
      last_reviewed: flashcards.last_reviewed,
    })
    .from(flashcards)
    .where(and(eq(flashcards.user_id, userId), isNull(flashcards.deleted_at), inArray(flashcards.id, ids)));
}

async function readSchedules(tx: Tx, userId: string, cardIds: string[]): Promise<Map<string, ScheduleRow>> {
  const rows = await tx
    .select({
      id: spacedRepetitionSchedule.id,
      flashcard_id: spacedRepetitionSchedule.flashcard_id,
      next_review_date: spacedRepetitionSchedule.next_review_date,
      interval_days: spacedRepetitionSchedule.interval_days,
      ease_factor: spacedRepetitionSchedule.ease_factor,
      repetition_number: spacedRepetitionSchedule.repetition_number,
      deleted_at: spacedRepetitionSchedule.deleted_at,
    })
    .from(spacedRepetitionSchedule)
    .where(
      and(
        eq(spacedRepetitionSchedule.user_id, userId),
        inArray(spacedRepetitionSchedule.flashcard_id, cardIds),
      ),
    );
  return new Map(rows.map((row) => [row.flashcard_id, row]));
}

const sameTime = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

function sameStats(card: CardRow, stats: CardStats): boolean {
  return (
    card.review_count === stats.review_count &&
    card.correct_count === stats.correct_count &&
    sameTime(card.last_reviewed, stats.last_reviewed)
  );
}

function sameSchedule(row: ScheduleRow, schedule: CardSchedule): boolean {
  return (
    row.deleted_at === null &&
    sameTime(row.next_review_date, schedule.next_review_date) &&
    row.interval_days === schedule.interval_days &&
    row.ease_factor === schedule.ease_factor &&
    row.repetition_number === schedule.repetition_number
  );
}

/**
 * One upsert of the changed schedules by their natural key (user, card): an existing row keeps its id and birth
 * and comes back from a tombstone (the card has reviews, so it has a schedule). A new row takes the id derived from
 * its card, unless some other row already holds that id (a device may pick any id): then a fresh one.
 */
async function writeSchedules(
  tx: Tx,
  userId: string,
  rows: ScheduleRow[],
  existing: Map<string, ScheduleRow>,
): Promise<void> {
  if (rows.length === 0) return;
  const fresh = rows.filter((row) => !existing.has(row.flashcard_id)).map((row) => row.id);
  if (fresh.length) {
    const taken = await tx
      .select({ id: spacedRepetitionSchedule.id })
      .from(spacedRepetitionSchedule)
      .where(inArray(spacedRepetitionSchedule.id, fresh));
    const takenIds = new Set(taken.map((row) => row.id));
    for (const row of rows) if (takenIds.has(row.id)) row.id = randomUUID();
  }
  await tx.execute(sql`
    insert into spaced_repetition_schedule
      (id, user_id, flashcard_id, next_review_date, interval_days, ease_factor, repetition_number,
       created_at, updated_at, deleted_at)
    select v.id, ${userId}::uuid, v.flashcard_id, v.next_review_date, v.interval_days, v.ease_factor,
           v.repetition_number, now(), now(), null
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, flashcard_id uuid,
      next_review_date timestamptz, interval_days integer, ease_factor double precision, repetition_number integer)
    on conflict (user_id, flashcard_id) do update set
      next_review_date = excluded.next_review_date,
      interval_days = excluded.interval_days,
      ease_factor = excluded.ease_factor,
      repetition_number = excluded.repetition_number,
      updated_at = excluded.updated_at,
      deleted_at = null`);
}

/**
 * One update of the changed cards' counts. updated_at stays: it is when the card was edited, and derived counts are
 * not an edit (devices order versions by server_seq, which the write moves).
 */
async function writeCardStats(tx: Tx, userId: string, rows: (CardStats & { id: string })[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update flashcards as f set
      review_count = v.review_count,
      correct_count = v.correct_count,
      last_reviewed = v.last_reviewed
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, review_count integer,
      correct_count integer, last_reviewed timestamptz)
    where f.id = v.id and f.user_id = ${userId}::uuid`);
}

/** The next review date of one card's schedule, as stored (null if it has none). */
export async function nextReviewDateOf(tx: Tx, userId: string, flashcardId: string): Promise<string | null> {
  const result = await tx.execute(sql`
    select next_review_date from spaced_repetition_schedule
    where user_id = ${userId}::uuid and flashcard_id = ${flashcardId}::uuid and deleted_at is null`);
  const [row] = rowsOf<{ next_review_date: string | Date }>(result);
  return row ? new Date(row.next_review_date).toISOString() : null;
}
