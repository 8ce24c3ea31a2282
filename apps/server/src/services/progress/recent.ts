import {
  type PractisableWeakArea,
  SUBJECT_RECENT_ATTEMPTS,
  type SubjectPerformance,
  subjectColor,
  subjectImprovement,
  subjectScore,
  WEAK_AREA_RECENT_ATTEMPTS,
  WEAK_AREA_THRESHOLD_PERCENT,
  WEAK_AREAS_LIMIT,
} from "@lectern/core";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

// The dashboard's figures over a group's last N attempts (issue 17): subject performance (last 20 per subject)
// and weak areas (last 10 per topic). Each first reads the user's newest attempts (one index range, a bounded
// number of rows); a group with N attempts in there has its last N there. Only the groups that window leaves
// short (not studied lately) are looked up further back, quiz by quiz, in a second statement that runs only when
// there are such groups. Two statements rather than one: a single one carrying the quiz-by-quiz branch is
// costed as if that branch always ran, which on PostgreSQL crosses jit_above_cost and spends ~0.5 s compiling.

type Row = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const rows = async (db: Database, query: SQL) => rowsOf<Row>(await db.execute(query));

/**
 * How many of the user's newest live attempts are read first (off quiz_attempts_user_recent_live_idx). The
 * window is the newest of all attempts, so a group with its N attempts inside it has its last N there, exactly.
 * A number of rows, not a meaning: sized so that the subjects and topics a student works on fill up in it.
 * (The aggregates take it as a parameter so that tests can make the look-up further back happen on little data.)
 */
export const RECENT_WINDOW = 2_000;

/** The user's newest live attempts; `more` is 1 when older ones may exist (the window is full). */
const recentWindow = (userId: string, size: number) => sql`
  recent as (
    select a.id, a.quiz_id, a.score, a.total_questions, a.completed_at
    from quiz_attempts a
    where a.user_id = ${userId} and a.deleted_at is null
    order by a.completed_at desc, a.id desc
    limit ${size}
  ),
  more as (select (count(*) = ${size})::int as more from recent)`;

/** A quiz's subject: its live note's, 'General' without one. */
const quizSubjects = (userId: string) => sql`
  select q.id as quiz_id, coalesce(n.subject, 'General') as subject
  from quizzes q left join notes n on n.id = q.note_id and n.deleted_at is null
  where q.user_id = ${userId}`;

/** Each quiz's own last n live attempts, off quiz_attempts_quiz_recent_live_idx (quizzes: a relation `qz`). */
const lastOfEachQuiz = (userId: string, n: number) => sql`
  cross join lateral (
    select a.id, a.score, a.total_questions, a.completed_at from quiz_attempts a
    where a.quiz_id = qz.quiz_id and a.deleted_at is null and a.user_id = ${userId}
    order by a.completed_at desc, a.id desc
    limit ${n}) a`;

/**
 * Whether the quiz has any live attempt: one probe of quiz_attempts_quiz_recent_live_idx, so that a quiz never
 * tried does not send its group to the look-up further back on every read.
 */
const attempted = (userId: string, quizId: SQL) => sql`exists (
  select 1 from quiz_attempts a where a.quiz_id = ${quizId} and a.deleted_at is null and a.user_id = ${userId})`;

/**
 * The groups a first statement left short: when the window was full (`more`), those it saw fewer than n of,
 * including the ones it saw none of (rows with seen = 0).
 */
function shortGroups(found: Row[], n: number): string[] {
  if (num(found[0]?.more) === 0) return [];
  return found.filter((row) => num(row.seen) < n).map((row) => String(row.grp));
}

/**
 * Per note subject ('General' for a quiz without a live note), over the subject's last 20 live attempts
 * (SUBJECT_RECENT_ATTEMPTS): core's subjectScore and subjectImprovement (scores oldest first) and the subject's
 * colour; best first.
 */
export async function getSubjectPerformance(
  db: Database,
  userId: string,
  windowSize = RECENT_WINDOW,
): Promise<SubjectPerformance[]> {
  const n = SUBJECT_RECENT_ATTEMPTS;
  const ranked = (from: SQL) => sql`
    ranked as (
      select grp, score, completed_at, id,
             row_number() over (partition by grp order by completed_at desc, id desc) as rn
      from (${from}) c
    )`;
  const windowed = await rows(
    db,
    sql`
    with ${recentWindow(userId, windowSize)},
    qs as materialized (${quizSubjects(userId)}),
    ${ranked(sql`select qs.subject collate "C" as grp, r.id, r.score, r.completed_at
                 from recent r join qs on qs.quiz_id = r.quiz_id`)},
    fig as (
      select grp, count(*)::int as seen, array_agg(score order by completed_at, id) filter (where rn <= ${n}) as scores
      from ranked group by grp
    )
    select grp, seen, scores, (select more from more) as more from fig
    -- the subjects the window saw none of but that have older attempts, once each
    union all
    select distinct qs.subject collate "C", 0, null::int[], 1 from qs
    where (select more from more) = 1 and qs.subject collate "C" not in (select grp from fig)
      and ${attempted(userId, sql`qs.quiz_id`)}`,
  );
  const short = shortGroups(windowed, n);
  const further =
    short.length === 0
      ? []
      : await rows(
          db,
          sql`
          with ${ranked(sql`select qz.subject collate "C" as grp, a.id, a.score, a.completed_at
                 from (${quizSubjects(userId)}) qz ${lastOfEachQuiz(userId, n)}
                 where qz.subject in (select jsonb_array_elements_text(${JSON.stringify(short)}::jsonb))`)}
          select grp, array_agg(score order by completed_at, id) as scores
          from ranked where rn <= ${n} group by grp`,
        );
  const shortSet = new Set(short);
  return [...windowed.filter((row) => !shortSet.has(String(row.grp))), ...further]
    .map((row) => {
      const scores = scoresOf(row.scores);
      return {
        subject: String(row.grp),
        score: subjectScore(scores),
        improvement: subjectImprovement(scores),
        color: subjectColor(String(row.grp)),
      };
    })
    .sort((a, b) => b.score - a.score || a.subject.localeCompare(b.subject));
}

/** An int[] as either driver hands it back: an array, or PostgreSQL's text form '{1,2,3}'. */
function scoresOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const text = String(value ?? "").replace(/^\{|\}$/g, "");
  return text ? text.split(",").map(Number) : [];
}

/**
 * One row per (topic, quiz) over the user's live notes, with the note's subject: a note's topics are its
 * `topics`, else its `tags`, else its title, each once; `where` narrows the topics (`tp.topic`). Through
 * unnest(array(...)) because the planner guesses 10 rows per note for that and 100 for
 * jsonb_array_elements_text: with 100, a statement over many notes is costed past jit_above_cost on PostgreSQL.
 */
const topicQuizzes = (userId: string, where: SQL) => sql`
  select tp.topic, tp.subject, tp.note_id, q.id as quiz_id
  from (
    select distinct n.id as note_id, n.subject, btrim(t.topic) collate "C" as topic
    from notes n
    cross join lateral unnest(array(select jsonb_array_elements_text(
      case when jsonb_typeof(n.topics) = 'array' and jsonb_array_length(n.topics) > 0 then n.topics
           when jsonb_typeof(n.tags) = 'array' and jsonb_array_length(n.tags) > 0 then n.tags
           else jsonb_build_array(n.title) end))) as t(topic)
    where n.user_id = ${userId} and n.deleted_at is null and btrim(t.topic) <> ''
  ) tp
  join quizzes q on q.note_id = tp.note_id and q.user_id = ${userId}
  where true ${where}`;

/**
 * Weak areas (spec 2 §3, spec 1 §9): a topic is each of a live note's topics (else its tags, else its title);
 * over the topic's last 10 attempts, accuracy = questions answered right / questions asked; weak under 70%,
 * at most 5, weakest first. The subject and note are those of the newest of the attempts.
 */
export async function getWeakAreas(
  db: Database,
  userId: string,
  windowSize = RECENT_WINDOW,
): Promise<PractisableWeakArea[]> {
  const n = WEAK_AREA_RECENT_ATTEMPTS;
  const figures = (from: SQL) => sql`
    ranked as (
      select grp, subject, note_id, score, total_questions,
             row_number() over (partition by grp order by completed_at desc, id desc) as rn
      from (${from}) c
    ),
    fig as (
      select grp, count(*)::int as seen,
             sum(score / 100.0 * total_questions) filter (where rn <= ${n})::float8 as correct,
             sum(total_questions) filter (where rn <= ${n})::int as asked,
             -- the newest attempt's (rn = 1 is one row)
             min(subject) filter (where rn = 1) as subject, min(note_id::text) filter (where rn = 1) as note_id
      from ranked group by grp
    )`;
  const windowed = await rows(
    db,
    sql`
    with ${recentWindow(userId, windowSize)},
    tq as materialized (${topicQuizzes(userId, sql``)}),
    ${figures(
      sql`select tq.topic as grp, tq.subject, tq.note_id, r.id, r.score, r.total_questions, r.completed_at
          from recent r join tq on tq.quiz_id = r.quiz_id`,
    )}
    select grp, seen, correct, asked, subject, note_id, (select more from more) as more from fig
    -- the topics the window saw none of but that have older attempts, once each
    union all
    select distinct tq.topic, 0, null::float8, null::int, null::text, null::text, 1 from tq
    where (select more from more) = 1 and tq.topic not in (select grp from fig)
      and ${attempted(userId, sql`tq.quiz_id`)}`,
  );
  const short = shortGroups(windowed, n);
  // a topic's last n attempts are among the last n of each of its quizzes
  const further =
    short.length === 0
      ? []
      : await rows(
          db,
          sql`
          with tq as materialized (${topicQuizzes(
            userId,
            sql`and tp.topic in (select jsonb_array_elements_text(${JSON.stringify(short)}::jsonb))`,
          )}),
          qz as (select distinct quiz_id from tq),
          picked as (select qz.quiz_id, a.* from qz ${lastOfEachQuiz(userId, n)}),
          ${figures(
            sql`select tq.topic as grp, tq.subject, tq.note_id, p.id, p.score, p.total_questions, p.completed_at
                from picked p join tq on tq.quiz_id = p.quiz_id`,
          )}
          select * from fig`,
        );
  const shortSet = new Set(short);
  return [...windowed.filter((row) => !shortSet.has(String(row.grp))), ...further]
    .filter((row) => num(row.asked) > 0)
    .map((row) => ({
      topic: String(row.grp),
      accuracy: Math.round((100 * num(row.correct)) / num(row.asked)),
      totalQuestions: num(row.asked),
      subject: String(row.subject),
      noteId: row.note_id === null ? null : String(row.note_id),
    }))
    .filter((area) => area.accuracy < WEAK_AREA_THRESHOLD_PERCENT)
    .sort((a, b) => a.accuracy - b.accuracy || a.topic.localeCompare(b.topic))
    .slice(0, WEAK_AREAS_LIMIT);
}
