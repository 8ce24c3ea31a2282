import { randomUUID } from "node:crypto";
import {
  type CardSchedule,
  type CardStats,
  cardStatsFromReviews,
  DEFAULT_STUDY_PREFERENCES,
  type ReviewLogItem,
  type StudyPreferenceFields,
  scheduleFromReviews,
  scheduleIdForCard,
  scheduleOptionsFor,
} from "@lectern/core";
import { and, eq, isNull, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.ts";
import { spacedRepetitionSchedule, studyPreferences } from "../../db/schema/index.ts";
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
  const preferences = await readPreferences(tx, userId);
  const cards = await readReviewedCards(tx, userId, which);

  const scheduleWrites: ScheduleRow[] = [];
  const cardWrites: (CardStats & { id: string })[] = [];
  const schedules = new Map<string, ScheduleRow>();
  for (const card of cards) {
    outcome.cards++;
    if (card.schedule) schedules.set(card.id, card.schedule);
    const stats = cardStatsFromReviews(card.reviews);
    if (!sameStats(card, stats)) cardWrites.push({ id: card.id, ...stats });
    const schedule = scheduleFromReviews(card.reviews, scheduleOptionsFor(preferences, card));
    if (!schedule) continue;
    if (card.schedule && sameSchedule(card.schedule, schedule)) continue;
    scheduleWrites.push({
      ...schedule,
      id: card.schedule?.id ?? scheduleIdForCard(card.id),
      deleted_at: null,
    });
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
  if (!row) return DEFAULT_STUDY_PREFERENCES;
  // A stored scheduler the schema no longer names falls back to the default rather than failing every recompute.
  const scheduler = row.scheduler === "fsrs" ? "fsrs" : DEFAULT_STUDY_PREFERENCES.scheduler;
  return { ...row, scheduler };
}

/** A live card with reviews: its counts, its schedule row if any, and its live reviews. */
type ReviewedCard = CardRow & { schedule: ScheduleRow | null; reviews: ReviewLogItem[] };

/**
 * The live cards (these, or all the user's) that have live reviews, each with its reviews and its schedule row, in
 * one statement: the ids go as one array parameter, and each card's reviews come grouped as one JSON text of
 * [id, quality, correct, reviewed_at] tuples, parsed here, so 500 cards with thousands of reviews are one round trip
 * and little per-row work (issue 14 bench: the recompute of a 500-review push within 200 ms).
 */
async function readReviewedCards(tx: Tx, userId: string, which: CardsToRecompute): Promise<ReviewedCard[]> {
  const query = which === "all" ? allReviewedCards(userId) : theseReviewedCards(userId, which);
  const rows = rowsOf<RawReviewedCard>(await tx.execute(query));
  return rows.flatMap((row) => (row.reviews === null ? [] : [reviewedCardOf(row, row.reviews)]));
}

function reviewedCardOf(row: RawReviewedCard, reviews: string): ReviewedCard {
  const schedule: ScheduleRow | null =
    row.schedule_id === null
      ? null
      : {
          id: row.schedule_id,
          flashcard_id: row.id,
          next_review_date: isoOrNull(row.next_review_date) as string,
          interval_days: row.interval_days as number,
          ease_factor: row.ease_factor as number,
          repetition_number: row.repetition_number as number,
          deleted_at: isoOrNull(row.schedule_deleted_at),
        };
  return {
    id: row.id,
    note_id: row.note_id,
    review_count: row.review_count,
    correct_count: row.correct_count,
    last_reviewed: isoOrNull(row.last_reviewed),
    schedule,
    // reviewed_at is PostgreSQL's text form of a timestamptz (with its offset), which Date.parse reads.
    reviews: (JSON.parse(reviews) as ReviewTuple[]).map(([id, quality, correct, reviewed_at]) => ({
      id,
      flashcard_id: row.id,
      quality,
      correct,
      reviewed_at,
    })),
  };
}

type ReviewTuple = [id: string, quality: number, correct: boolean, reviewed_at: string];

/** A card's live reviews as one JSON text of [id, quality, correct, reviewed_at] tuples (json_agg). */
const reviewTuples = sql`json_agg(json_build_array(r.id, r.quality, r.correct, r.reviewed_at))::text`;

/**
 * These cards, each looked up by its id and its reviews by the card index, whatever the planner knows: PGlite runs
 * no autovacuum, so its tables may have no statistics, and a planner without them picked a scan of all the user's
 * reviews (or cards) for a push of 100 reviews. The lateral lookup (offset 0 keeps it per id) and the per-card
 * subquery leave it one plan: unique index lookups. A card's reviews are its owner's: push and
 * update_flashcard_schedule refuse a review of another user's card, and the card itself is checked here.
 */
function theseReviewedCards(userId: string, ids: readonly string[]) {
  return sql`
    select f.id, f.note_id, f.review_count, f.correct_count, f.last_reviewed,
           s.id as schedule_id, s.next_review_date, s.interval_days, s.ease_factor, s.repetition_number,
           s.deleted_at as schedule_deleted_at,
           (select ${reviewTuples} from flashcard_reviews r where r.flashcard_id = f.id and r.deleted_at is null)
             as reviews
    from unnest(${`{${ids.join(",")}}`}::uuid[]) as c(id)
    cross join lateral (
      select id, note_id, review_count, correct_count, last_reviewed from flashcards
      where id = c.id and user_id = ${userId}::uuid and deleted_at is null
      offset 0
    ) f
    left join spaced_repetition_schedule s on s.user_id = ${userId}::uuid and s.flashcard_id = f.id`;
}

/** Every live card of the user with live reviews: one pass over the user's reviews, grouped by card. */
function allReviewedCards(userId: string) {
  return sql`
    with grouped as (
      select r.flashcard_id, ${reviewTuples} as reviews from flashcard_reviews r
      where r.user_id = ${userId}::uuid and r.deleted_at is null
      group by r.flashcard_id
    )
    select f.id, f.note_id, f.review_count, f.correct_count, f.last_reviewed,
           s.id as schedule_id, s.next_review_date, s.interval_days, s.ease_factor, s.repetition_number,
           s.deleted_at as schedule_deleted_at, g.reviews
    from grouped g
    join flashcards f on f.id = g.flashcard_id
    left join spaced_repetition_schedule s on s.user_id = f.user_id and s.flashcard_id = f.id
    where f.user_id = ${userId}::uuid and f.deleted_at is null`;
}

type RawReviewedCard = {
  id: string;
  note_id: string | null;
  review_count: number;
  correct_count: number;
  last_reviewed: string | Date | null;
  schedule_id: string | null;
  next_review_date: string | Date | null;
  interval_days: number | null;
  ease_factor: number | null;
  repetition_number: number | null;
  schedule_deleted_at: string | Date | null;
  reviews: string | null;
};

/** A timestamp as the ISO text every entity uses, whichever driver answered (pg: text, PGlite: Date). */
const isoOrNull = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

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
      .where(sql`${spacedRepetitionSchedule.id} = any(${`{${fresh.join(",")}}`}::uuid[])`);
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
