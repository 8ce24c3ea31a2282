import { sql } from "drizzle-orm";
import type { Database } from "../../apps/server/src/db/client.ts";
import { withUserWrites } from "../../apps/server/src/db/user-writes.ts";

// The issue 17 load: a student with 5 years of activity (100,000 quiz attempts, 100,000 reviews, 100,000 study
// sessions, spread evenly back from `now`, so there is something every day and the streak runs the whole 5
// years), written with INSERT … SELECT generate_series under the user's write lock (one statement per table,
// not 300,000 round trips).

export type HistorySize = {
  notes: number;
  quizzesPerNote: number;
  attempts: number;
  cards: number;
  reviews: number;
  sessions: number;
  goals: boolean;
};

export const FIVE_YEARS: HistorySize = {
  notes: 1_000,
  quizzesPerNote: 2,
  attempts: 100_000,
  cards: 5_000,
  reviews: 100_000,
  sessions: 100_000,
  goals: true,
};

export const SMALL_HISTORY: HistorySize = {
  notes: 50,
  quizzesPerNote: 1,
  attempts: 2_000,
  cards: 200,
  reviews: 2_000,
  sessions: 2_000,
  goals: false,
};

const SPAN_SECONDS = 5 * 365 * 86_400;
const SUBJECTS = [
  "Biology",
  "Chemistry",
  "Physics",
  "Mathematics",
  "History",
  "Literature",
  "Economics",
  "General",
];

export async function seedHistory(db: Database, userId: string, size: HistorySize, now: Date): Promise<void> {
  const at = now.toISOString();
  // seconds between two rows of a log, so that each log spans the 5 years
  const step = (count: number) => Math.max(1, Math.floor(SPAN_SECONDS / count));
  await withUserWrites(db, userId, async (tx) => {
    await tx.execute(sql`
      insert into notes (id, user_id, title, content, subject, topics, tags, created_at, updated_at)
      select gen_random_uuid(), ${userId}::uuid, 'Lecture ' || i, 'Notes of lecture ' || i,
        (string_to_array(${SUBJECTS.join(",")}, ','))[1 + i % ${SUBJECTS.length}],
        jsonb_build_array('Topic ' || (i % 200), 'Topic ' || ((i * 7) % 200), 'Topic ' || ((i * 13) % 200)),
        '["lecture"]'::jsonb,
        ${at}::timestamptz - make_interval(secs => i * ${step(size.notes)}),
        ${at}::timestamptz - make_interval(secs => i * ${step(size.notes)})
      from generate_series(1, ${size.notes}) as i`);
    await tx.execute(sql`
      insert into quizzes (id, user_id, note_id, title, created_at, updated_at)
      select gen_random_uuid(), ${userId}::uuid, n.id, 'Quiz ' || k || ': ' || n.title, n.created_at, n.created_at
      from notes n cross join generate_series(1, ${size.quizzesPerNote}) as k
      where n.user_id = ${userId}::uuid`);
    await tx.execute(sql`
      with q as (select array_agg(id order by id) as ids from quizzes where user_id = ${userId}::uuid)
      insert into quiz_attempts (id, user_id, quiz_id, score, total_questions, time_taken, completed_at,
        created_at, updated_at)
      select gen_random_uuid(), ${userId}::uuid, q.ids[1 + (i * 7919) % array_length(q.ids, 1)],
        (i * 37) % 101, 10, 60 + (i * 13) % 540,
        ${at}::timestamptz - make_interval(secs => i * ${step(size.attempts)}),
        ${at}::timestamptz - make_interval(secs => i * ${step(size.attempts)}),
        ${at}::timestamptz - make_interval(secs => i * ${step(size.attempts)})
      from q, generate_series(1, ${size.attempts}) as i`);
    await tx.execute(sql`
      with n as (select array_agg(id order by id) as ids from notes where user_id = ${userId}::uuid)
      insert into flashcards (id, user_id, note_id, front, back)
      select gen_random_uuid(), ${userId}::uuid, n.ids[1 + i % array_length(n.ids, 1)],
        'What is term ' || i || ' of the course?', 'Its definition'
      from n, generate_series(1, ${size.cards}) as i`);
    await tx.execute(sql`
      insert into spaced_repetition_schedule (id, user_id, flashcard_id, next_review_date, interval_days)
      select gen_random_uuid(), ${userId}::uuid, f.id,
        ${at}::timestamptz + make_interval(hours => (row_number() over (order by f.id))::int % 2000 - 200), 3
      from flashcards f where f.user_id = ${userId}::uuid`);
    await tx.execute(sql`
      with c as (select array_agg(id order by id) as ids from flashcards where user_id = ${userId}::uuid)
      insert into flashcard_reviews (id, user_id, flashcard_id, quality, correct, reviewed_at, created_at, updated_at)
      select gen_random_uuid(), ${userId}::uuid, c.ids[1 + (i * 7927) % array_length(c.ids, 1)],
        i % 6, i % 6 >= 3,
        ${at}::timestamptz - make_interval(secs => i * ${step(size.reviews)}),
        ${at}::timestamptz - make_interval(secs => i * ${step(size.reviews)}),
        ${at}::timestamptz - make_interval(secs => i * ${step(size.reviews)})
      from c, generate_series(1, ${size.reviews}) as i`);
    await tx.execute(sql`
      with n as (select array_agg(id::text order by id) as ids from notes where user_id = ${userId}::uuid)
      insert into study_sessions (id, user_id, flashcard_deck_id, cards_studied, correct_answers, session_duration,
        completed_at, created_at, updated_at)
      select gen_random_uuid(), ${userId}::uuid,
        case when i % 3 = 0 then 'due' else n.ids[1 + i % array_length(n.ids, 1)] end,
        5 + i % 20, i % 20, 120 + (i * 17) % 900,
        ${at}::timestamptz - make_interval(secs => i * ${step(size.sessions)}),
        ${at}::timestamptz - make_interval(secs => i * ${step(size.sessions)}),
        ${at}::timestamptz - make_interval(secs => i * ${step(size.sessions)})
      from n, generate_series(1, ${size.sessions}) as i`);
    if (size.goals) {
      await tx.execute(sql`
        insert into user_goals (id, user_id, title, goal_type, target_value, unit, period, start_date, end_date)
        values
          (gen_random_uuid(), ${userId}::uuid, 'Daily study: 120 minutes', 'study_time', 120, 'minutes', 'daily', ${at}::timestamptz, null),
          (gen_random_uuid(), ${userId}::uuid, 'Daily notes: 5 notes', 'notes_created', 5, 'notes', 'daily', ${at}::timestamptz, null),
          (gen_random_uuid(), ${userId}::uuid, 'Daily quiz score: 100%', 'quiz_score', 100, '%', 'daily', ${at}::timestamptz, null),
          (gen_random_uuid(), ${userId}::uuid, 'Weekly quizzes: 50 quizzes', 'quizzes_taken', 50, 'quizzes', 'weekly', ${at}::timestamptz, null),
          (gen_random_uuid(), ${userId}::uuid, 'Monthly flashcard reviews: 1000 cards', 'flashcards_reviewed', 1000, 'cards', 'monthly', ${at}::timestamptz, null),
          (gen_random_uuid(), ${userId}::uuid, 'Custom study: 6000 minutes', 'study_time', 6000, 'minutes', 'custom',
            ${at}::timestamptz - interval '90 days', ${at}::timestamptz + interval '30 days')`);
    }
  });
}
