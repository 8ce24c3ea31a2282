import { randomUUID } from "node:crypto";
import {
  type GoalPayload,
  type GoalPeriod,
  type GoalType,
  isGoalReached,
  isUuidV4,
  type StudyGoal,
} from "@lectern/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { type Tx, withUserWrites } from "../../db/user-writes.ts";
import { minutesOf } from "./aggregates.ts";
import type { Windows } from "./windows.ts";

type Row = Record<string, unknown>;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** Which goals a read wants: all active ones, those counting today (home), or one by id. */
export type GoalFilter = { kind: "all" } | { kind: "today" } | { kind: "one"; id: string };

/**
 * The user's live, active goals with their current value counted from real activity inside each goal's window
 * (issue 17): daily = today, weekly = this Monday–Sunday, monthly = this month (all local), custom = start .. end
 * date (end inclusive: the stored end is the last instant of that day). A custom goal's value is the stored one:
 * no activity counts it. One statement: the window per goal, then one scalar subquery for the goal's type (a
 * CASE runs only the branch it takes).
 */
export async function getStudyGoals(
  db: Database | Tx,
  userId: string,
  w: Windows,
  filter: GoalFilter = { kind: "all" },
): Promise<StudyGoal[]> {
  const which =
    filter.kind === "one"
      ? sql`and g.id = ${filter.id}::uuid`
      : filter.kind === "today"
        ? sql`and g.is_active and (g.period <> 'custom' or ((g.end_date is null or g.end_date >= ${w.dayStart}::timestamptz)
                 and g.start_date < ${w.dayEnd}::timestamptz))`
        : sql`and g.is_active`;
  const found = rowsOf<Row>(
    await db.execute(sql`
    with g as (
      select g.*,
        case g.period when 'daily' then ${w.dayStart}::timestamptz when 'weekly' then ${w.weekStart}::timestamptz
          when 'monthly' then ${w.monthStart}::timestamptz else g.start_date end as ws,
        case g.period when 'daily' then ${w.dayEnd}::timestamptz when 'weekly' then ${w.weekEnd}::timestamptz
          when 'monthly' then ${w.monthEnd}::timestamptz
          else coalesce(g.end_date + interval '1 millisecond', 'infinity'::timestamptz) end as we
      from user_goals g
      where g.user_id = ${userId} and g.deleted_at is null ${which}
    )
    select g.id::text as id, g.title, g.goal_type, g.target_value, g.current_value, g.unit, g.period,
      g.start_date, g.end_date,
      case g.goal_type
        when 'study_time' then
          (select coalesce(sum(session_duration), 0) from study_sessions
            where user_id = ${userId} and deleted_at is null and completed_at >= g.ws and completed_at < g.we)
          + (select coalesce(sum(time_taken), 0) from quiz_attempts
            where user_id = ${userId} and deleted_at is null and completed_at >= g.ws and completed_at < g.we)
        when 'notes_created' then
          (select count(*) from notes
            where user_id = ${userId} and deleted_at is null and created_at >= g.ws and created_at < g.we)
        when 'quizzes_taken' then
          (select count(*) from quiz_attempts
            where user_id = ${userId} and deleted_at is null and completed_at >= g.ws and completed_at < g.we)
        when 'flashcards_reviewed' then
          (select count(*) from flashcard_reviews
            where user_id = ${userId} and deleted_at is null and reviewed_at >= g.ws and reviewed_at < g.we)
        when 'quiz_score' then
          (select coalesce(avg(score), 0) from quiz_attempts
            where user_id = ${userId} and deleted_at is null and completed_at >= g.ws and completed_at < g.we)
        else g.current_value
      end::float8 as measured
    from g
    order by g.created_at, g.id`),
  );
  return found.map(goalOf);
}

function goalOf(row: Row): StudyGoal {
  const goalType = String(row.goal_type) as GoalType;
  const measured = num(row.measured);
  // study time is counted in seconds and shown in minutes; a quiz score is a rounded percentage
  const current =
    goalType === "study_time"
      ? minutesOf(measured)
      : goalType === "quiz_score"
        ? Math.round(measured)
        : Math.max(0, measured);
  const target = num(row.target_value);
  return {
    id: String(row.id),
    goal: String(row.title),
    goalType,
    target,
    current,
    unit: String(row.unit),
    period: String(row.period) as GoalPeriod,
    startDate: iso(row.start_date),
    endDate: row.end_date === null || row.end_date === undefined ? null : iso(row.end_date),
    isCompleted: isGoalReached(current, target),
  };
}

/** The last instant of a local calendar date in the zone: a YYYY-MM-DD end date counts its whole day. */
async function endOfLocalDay(db: Database | Tx, date: string, timeZone: string): Promise<string> {
  const [row] = rowsOf<Row>(
    await db.execute(
      sql`select ((${date}::date + 1)::timestamp at time zone ${timeZone}::text) - interval '1 millisecond' as e`,
    ),
  );
  return iso(row?.e);
}

/** The user_goals columns the goal form sets (spec 2 §3, §4). */
async function columnsOf(db: Database | Tx, form: GoalPayload, timeZone: string) {
  const custom = form.period === "custom";
  const end = custom && form.endDate ? form.endDate : null;
  const endDate = end === null ? null : end.length === 10 ? await endOfLocalDay(db, end, timeZone) : iso(end);
  const currentValue = form.goalType === "custom" ? (form.currentValue ?? 0) : 0;
  return {
    title: form.title.trim(),
    goal_type: form.goalType,
    target_value: form.targetValue,
    unit: form.unit.trim(),
    period: form.period,
    end_date: endDate,
    current_value: currentValue,
    // what a device shows before it asks the server; the dashboard derives the real value on every read
    is_completed: form.goalType === "custom" && isGoalReached(currentValue, form.targetValue),
  };
}

/** createGoal (spec 2 §9): a new goal starting now, written like every synced row (DESIGN §4). */
export async function createGoal(
  db: Database,
  userId: string,
  form: GoalPayload,
  w: Windows,
): Promise<StudyGoal> {
  const id = randomUUID();
  return withUserWrites(db, userId, async (tx) => {
    const c = await columnsOf(tx, form, w.timeZone);
    await tx.execute(sql`
      insert into user_goals (id, user_id, title, goal_type, target_value, current_value, unit, period,
        start_date, end_date, is_completed, is_active, created_at, updated_at)
      values (${id}::uuid, ${userId}::uuid, ${c.title}, ${c.goal_type}, ${c.target_value}, ${c.current_value},
        ${c.unit}, ${c.period}, ${w.now}::timestamptz, ${c.end_date}::timestamptz, ${c.is_completed}, true,
        now(), now())`);
    const [goal] = await getStudyGoals(tx, userId, w, { kind: "one", id });
    if (!goal) throw new Error("created goal not found");
    return goal;
  });
}

/** updateGoal (spec 2 §9): the form's fields; null when the user has no such live goal (404). */
export async function updateGoal(
  db: Database,
  userId: string,
  id: string,
  form: GoalPayload,
  w: Windows,
): Promise<StudyGoal | null> {
  if (!isUuidV4(id)) return null;
  return withUserWrites(db, userId, async (tx) => {
    const c = await columnsOf(tx, form, w.timeZone);
    const updated = rowsOf(
      await tx.execute(sql`
      update user_goals set title = ${c.title}, goal_type = ${c.goal_type}, target_value = ${c.target_value},
        current_value = ${c.current_value}, unit = ${c.unit}, period = ${c.period},
        end_date = ${c.end_date}::timestamptz, is_completed = ${c.is_completed}, updated_at = now()
      where id = ${id}::uuid and user_id = ${userId}::uuid and deleted_at is null
      returning id`),
    );
    if (updated.length === 0) return null;
    const [goal] = await getStudyGoals(tx, userId, w, { kind: "one", id });
    return goal ?? null;
  });
}

/** deleteGoal (spec 2 §9): a tombstone, so the other devices drop it on their next pull; false when not found. */
export async function deleteGoal(db: Database, userId: string, id: string): Promise<boolean> {
  if (!isUuidV4(id)) return false;
  return withUserWrites(db, userId, async (tx) => {
    const deleted = rowsOf(
      await tx.execute(sql`
      update user_goals set deleted_at = now(), updated_at = now()
      where id = ${id}::uuid and user_id = ${userId}::uuid and deleted_at is null
      returning id`),
    );
    return deleted.length > 0;
  });
}
