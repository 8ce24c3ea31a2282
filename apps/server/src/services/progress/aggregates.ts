import {
  type DeckUpcomingReview,
  type ReviewHeatmap,
  reviewPriority,
  UPCOMING_REVIEWS_LIMIT,
  type WeeklyDay,
} from "@lectern/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Windows } from "./windows.ts";

// The dashboard's aggregates (spec 2 §2, §3; issue 17), each one SQL statement over the user's live rows
// (deleted_at null) grouped in the database; the spec's rules (priority) stay in core. Subjects and weak areas: recent.ts.

type Row = Record<string, unknown>;
const rows = async (db: Database, query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query));
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

const DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
/** Upcoming reviews show the card's front as the topic, cut to this length. */
const TOPIC_MAX_CHARS = 80;

/**
 * This Monday–Sunday week, one entry per local day even when empty: study hours (flashcard sessions plus quiz
 * time), notes created, quizzes taken.
 */
export async function getWeeklyProgress(
  db: Database,
  userId: string,
  w: Windows,
): Promise<{ days: WeeklyDay[]; studySeconds: number }> {
  const found = await rows(
    db,
    sql`
    with s as (
      select (completed_at at time zone ${w.timeZone}::text)::date as d, sum(session_duration)::float8 as seconds,
             0 as notes, 0 as quizzes
      from study_sessions
      where user_id = ${userId} and deleted_at is null
        and completed_at >= ${w.weekStart}::timestamptz and completed_at < ${w.weekEnd}::timestamptz
      group by 1
      union all
      select (completed_at at time zone ${w.timeZone}::text)::date, sum(time_taken)::float8, 0, count(*)::int
      from quiz_attempts
      where user_id = ${userId} and deleted_at is null
        and completed_at >= ${w.weekStart}::timestamptz and completed_at < ${w.weekEnd}::timestamptz
      group by 1
      union all
      select (created_at at time zone ${w.timeZone}::text)::date, 0, count(*)::int, 0
      from notes
      where user_id = ${userId} and deleted_at is null
        and created_at >= ${w.weekStart}::timestamptz and created_at < ${w.weekEnd}::timestamptz
      group by 1
    )
    select d::text as date, sum(seconds)::float8 as seconds, sum(notes)::int as notes, sum(quizzes)::int as quizzes
    from s group by d`,
  );
  const byDate = new Map(found.map((row) => [String(row.date), row]));
  const studySeconds = found.reduce((sum, row) => sum + num(row.seconds), 0);
  const days = w.weekDates.map((date, index) => {
    const row = byDate.get(date);
    return {
      day: DAY_NAMES[index] as string,
      date,
      studyTime: hoursOf(num(row?.seconds)),
      notes: num(row?.notes),
      quizzes: num(row?.quizzes),
    };
  });
  return { days, studySeconds };
}

/** Seconds as hours with two decimals (the weekly chart's unit, spec 2 §3). */
export const hoursOf = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
/** Seconds as whole minutes (summary tiles, home stats, study-time goals). */
export const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** The 5 soonest reviews of live cards, overdue first (spec 2 §3), with core's priority. */
export async function getUpcomingReviews(
  db: Database,
  userId: string,
  now: Date,
): Promise<DeckUpcomingReview[]> {
  const found = await rows(
    db,
    sql`
    select s.flashcard_id::text as flashcard_id, s.next_review_date as due, left(f.front, ${TOPIC_MAX_CHARS}) as topic,
           f.note_id::text as note_id
    from spaced_repetition_schedule s
    join flashcards f on f.id = s.flashcard_id and f.deleted_at is null
    where s.user_id = ${userId} and s.deleted_at is null
    order by s.next_review_date, s.flashcard_id
    limit ${UPCOMING_REVIEWS_LIMIT}`,
  );
  return found.map((row) => ({
    topic: String(row.topic),
    priority: reviewPriority(iso(row.due), now),
    due: iso(row.due),
    flashcardId: String(row.flashcard_id),
    noteId: row.note_id === null ? null : String(row.note_id),
  }));
}

/** Cards due now: live schedules of live cards at or before `now` (spec 2 §7 due rule). */
export async function countDueCards(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await rows(
    db,
    sql`
    select count(*)::int as due
    from spaced_repetition_schedule s
    join flashcards f on f.id = s.flashcard_id and f.deleted_at is null
    where s.user_id = ${userId} and s.deleted_at is null and s.next_review_date <= ${now.toISOString()}::timestamptz`,
  );
  return num(row?.due);
}

/**
 * Reviews per local day over the last 365 days (issue 17's heat map); days without reviews left out. One range
 * scan of flashcard_reviews_user_reviewed_live_idx; each review falls in its day by a binary search over the 366
 * local midnights (daylight-saving days included: a day may last 23 or 25 hours), instead of time zone
 * arithmetic per review and a sort of the year's reviews by day.
 */
export async function getReviewHeatmap(db: Database, userId: string, w: Windows): Promise<ReviewHeatmap> {
  const found = await rows(
    db,
    sql`
    with b as (
      select array_agg((d::timestamp at time zone ${w.timeZone}::text) order by d) as midnights
      from generate_series(${w.heatFrom}::date, ${w.today}::date + 1, interval '1 day') as d
    )
    select (${w.heatFrom}::date + (x.k - 1))::text as date, x.reviews
    from b cross join lateral (
      select width_bucket(reviewed_at, b.midnights) as k, count(*)::int as reviews
      from flashcard_reviews
      where user_id = ${userId} and deleted_at is null
        and reviewed_at >= ${w.heatStart}::timestamptz and reviewed_at < ${w.dayEnd}::timestamptz
      group by 1) x
    order by 1`,
  );
  return {
    from: w.heatFrom,
    to: w.today,
    days: found.map((row) => ({ date: String(row.date), reviews: num(row.reviews) })),
  };
}
