import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Windows } from "./windows.ts";

type Row = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

export type Totals = {
  /** All-time study time, seconds: flashcard sessions plus quiz time. */
  studySeconds: number;
  reviews: number;
  notes: number;
  attempts: number;
  /** Mean of every attempt's score, null with none. */
  meanScore: number | null;
};

/**
 * The user's all-time totals of live rows: one statement per log, each a single pass (the attempts' time, count
 * and mean come from the same scan), started together so that PostgreSQL runs them on separate pooled
 * connections at once; PGlite runs them one after another at the same total cost.
 */
export async function getTotals(db: Database, userId: string): Promise<Totals> {
  const one = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query))[0];
  const [sessions, attempts, reviews, notes] = await Promise.all([
    one(sql`select coalesce(sum(session_duration), 0)::float8 as seconds from study_sessions
      where user_id = ${userId} and deleted_at is null`),
    one(sql`select coalesce(sum(time_taken), 0)::float8 as seconds, count(*)::int as attempts,
        avg(score)::float8 as mean_score
      from quiz_attempts where user_id = ${userId} and deleted_at is null`),
    one(
      sql`select count(*)::int as reviews from flashcard_reviews where user_id = ${userId} and deleted_at is null`,
    ),
    one(sql`select count(*)::int as notes from notes where user_id = ${userId} and deleted_at is null`),
  ]);
  const meanScore = attempts?.mean_score;
  return {
    studySeconds: num(sessions?.seconds) + num(attempts?.seconds),
    reviews: num(reviews?.reviews),
    notes: num(notes?.notes),
    attempts: num(attempts?.attempts),
    meanScore: meanScore === null || meanScore === undefined ? null : Number(meanScore),
  };
}

/** Any live study session, quiz attempt or review of the user in [start, end): three index probes at most. */
const activeBetween = (userId: string, start: SQL, end: SQL) => sql`(
  exists (select 1 from study_sessions where user_id = ${userId} and deleted_at is null
            and completed_at >= ${start} and completed_at < ${end})
  or exists (select 1 from quiz_attempts where user_id = ${userId} and deleted_at is null
            and completed_at >= ${start} and completed_at < ${end})
  or exists (select 1 from flashcard_reviews where user_id = ${userId} and deleted_at is null
            and reviewed_at >= ${start} and reviewed_at < ${end}))`;

/**
 * The study streak: consecutive local days up to today with any study session, quiz attempt or review; a day
 * that has none yet does not break it, the count then runs from yesterday. Walks back one day at a time with
 * index probes, so a long streak costs its length, not the user's whole history; each step carries its day's
 * local midnights (the day before ends where this one starts), one zone conversion per day.
 */
export async function getStreakDays(db: Database, userId: string, w: Windows): Promise<number> {
  const tz = sql`${w.timeZone}::text`;
  const [row] = rowsOf<Row>(
    await db.execute(sql`
    with recursive walk(d, s, e) as (
      select ${w.today}::date - 1, ((${w.today}::date - 1)::timestamp at time zone ${tz}), ${w.dayStart}::timestamptz
      union all
      select d - 1, ((d - 1)::timestamp at time zone ${tz}), s
      from walk where d > '1970-01-01'::date and ${activeBetween(userId, sql`s`, sql`e`)}
    )
    select
      (select count(*)::int - 1 from walk) as before_today,
      ${activeBetween(userId, sql`${w.dayStart}::timestamptz`, sql`${w.dayEnd}::timestamptz`)} as today_active`),
  );
  const todayActive = row?.today_active === true || row?.today_active === "t";
  return num(row?.before_today) + (todayActive ? 1 : 0);
}
