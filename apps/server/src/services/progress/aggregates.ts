import {
  type DeckUpcomingReview,
  type PractisableWeakArea,
  type ReviewHeatmap,
  reviewPriority,
  type SubjectPerformance,
  subjectColor,
  subjectImprovement,
  UPCOMING_REVIEWS_LIMIT,
  WEAK_AREA_RECENT_ATTEMPTS,
  WEAK_AREA_THRESHOLD_PERCENT,
  WEAK_AREAS_LIMIT,
  type WeeklyDay,
} from "@lectern/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Windows } from "./windows.ts";

// The dashboard's aggregates (spec 2 §2, §3; issue 17), each one SQL statement over the user's live rows
// (deleted_at null) grouped in the database; the spec's rules (priority, improvement, colour) stay in core.

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

/**
 * Per note subject ('General' for a quiz without a live note): the rounded mean attempt score, the improvement
 * of the newer half over the older (core subjectImprovement, scores oldest first) and the subject's colour;
 * best first.
 */
export async function getSubjectPerformance(db: Database, userId: string): Promise<SubjectPerformance[]> {
  const found = await rows(
    db,
    sql`
    select coalesce(n.subject, 'General') as subject, avg(a.score)::float8 as mean,
           array_agg(a.score order by a.completed_at, a.id) as scores
    from quiz_attempts a
    join quizzes q on q.id = a.quiz_id
    left join notes n on n.id = q.note_id and n.deleted_at is null
    where a.user_id = ${userId} and a.deleted_at is null
    group by 1`,
  );
  return found
    .map((row) => ({
      subject: String(row.subject),
      score: Math.round(num(row.mean)),
      improvement: subjectImprovement(scoresOf(row.scores)),
      color: subjectColor(String(row.subject)),
    }))
    .sort((a, b) => b.score - a.score || a.subject.localeCompare(b.subject));
}

/** An int[] as either driver hands it back: an array, or PostgreSQL's text form '{1,2,3}'. */
function scoresOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const text = String(value ?? "").replace(/^\{|\}$/g, "");
  return text ? text.split(",").map(Number) : [];
}

/**
 * Weak areas (spec 2 §3, spec 1 §9): a topic is each of a live note's topics (else its tags, else its title);
 * over the topic's last 10 attempts, accuracy = questions answered right / questions asked; weak under 70%,
 * at most 5, weakest first. The subject and note are those of the newest of the attempts.
 */
export async function getWeakAreas(db: Database, userId: string): Promise<PractisableWeakArea[]> {
  const found = await rows(
    db,
    sql`
    with topic_notes as (
      select distinct n.id as note_id, n.subject, btrim(t.topic) as topic
      from notes n
      cross join lateral jsonb_array_elements_text(
        case when jsonb_typeof(n.topics) = 'array' and jsonb_array_length(n.topics) > 0 then n.topics
             when jsonb_typeof(n.tags) = 'array' and jsonb_array_length(n.tags) > 0 then n.tags
             else jsonb_build_array(n.title) end) as t(topic)
      where n.user_id = ${userId} and n.deleted_at is null and btrim(t.topic) <> ''
    ),
    -- a topic's last 10 attempts are among the last 10 of each of its quizzes: take those off the
    -- (quiz_id, completed_at) index instead of ranking every attempt the user ever made
    topic_quizzes as (
      select tn.topic, tn.subject, tn.note_id, q.id as quiz_id
      from topic_notes tn join quizzes q on q.note_id = tn.note_id and q.user_id = ${userId}
    ),
    recent as (
      select r.*
      from (select distinct quiz_id from topic_quizzes) tq
      cross join lateral (
        select a.quiz_id, a.id, a.score, a.total_questions, a.completed_at
        from quiz_attempts a
        where a.quiz_id = tq.quiz_id and a.deleted_at is null and a.user_id = ${userId}
        order by a.completed_at desc, a.id desc
        limit ${WEAK_AREA_RECENT_ATTEMPTS}) r
    ),
    ranked as (
      select tq.topic, tq.subject, tq.note_id, r.score, r.total_questions,
             row_number() over (partition by tq.topic order by r.completed_at desc, r.id desc) as rn
      from topic_quizzes tq join recent r on r.quiz_id = tq.quiz_id
    )
    select topic, sum(score / 100.0 * total_questions)::float8 as correct, sum(total_questions)::int as asked,
           (array_agg(subject order by rn))[1] as subject, (array_agg(note_id order by rn))[1]::text as note_id
    from ranked where rn <= ${WEAK_AREA_RECENT_ATTEMPTS}
    group by topic`,
  );
  return found
    .filter((row) => num(row.asked) > 0)
    .map((row) => ({
      topic: String(row.topic),
      accuracy: Math.round((100 * num(row.correct)) / num(row.asked)),
      totalQuestions: num(row.asked),
      subject: String(row.subject),
      noteId: row.note_id === null ? null : String(row.note_id),
    }))
    .filter((area) => area.accuracy < WEAK_AREA_THRESHOLD_PERCENT)
    .sort((a, b) => a.accuracy - b.accuracy || a.topic.localeCompare(b.topic))
    .slice(0, WEAK_AREAS_LIMIT);
}

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

/** Reviews per local day over the last 365 days (issue 17's heat map); days without reviews left out. */
export async function getReviewHeatmap(db: Database, userId: string, w: Windows): Promise<ReviewHeatmap> {
  const found = await rows(
    db,
    sql`
    select (reviewed_at at time zone ${w.timeZone}::text)::date::text as date, count(*)::int as reviews
    from flashcard_reviews
    where user_id = ${userId} and deleted_at is null
      and reviewed_at >= ${w.heatStart}::timestamptz and reviewed_at < ${w.dayEnd}::timestamptz
    group by 1 order by 1`,
  );
  return {
    from: w.heatFrom,
    to: w.today,
    days: found.map((row) => ({ date: String(row.date), reviews: num(row.reviews) })),
  };
}
