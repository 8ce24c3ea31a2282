import {
  type ActivityItem,
  DECK_ID_DUE,
  DECK_ID_UNCATEGORIZED,
  type HomeData,
  messages,
  RECENT_ACTIVITY_LIMIT,
} from "@lectern/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { countDueCards, minutesOf } from "./aggregates.ts";
import { getStudyGoals } from "./goals.ts";
import { getTotals } from "./totals.ts";
import { windowsOf } from "./windows.ts";

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/**
 * GET /api/home (spec 1 §2): all-time stats, the 5 newest activities, today's goals and the cards due now.
 */
export async function getHomeData(
  db: Database,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<HomeData> {
  const w = await windowsOf(db, timeZone, now);
  const [totals, recentActivity, todaysGoals, dueCards] = await Promise.all([
    getTotals(db, userId),
    getRecentActivity(db, userId),
    getStudyGoals(db, userId, w, { kind: "today" }),
    countDueCards(db, userId, now),
  ]);
  return {
    stats: {
      studyMinutes: minutesOf(totals.studySeconds),
      notesCreated: totals.notes,
      averageQuizScore: totals.meanScore === null ? null : Math.round(totals.meanScore),
    },
    recentActivity,
    todaysGoals,
    dueCards,
  };
}

/**
 * Recent Activity (spec 1 §2, §9: 5 items): notes written or edited, quiz attempts, study sessions, newest
 * first. Each branch takes its own newest 5 off a (user, time) index before the merge.
 */
export async function getRecentActivity(db: Database, userId: string): Promise<ActivityItem[]> {
  const limit = RECENT_ACTIVITY_LIMIT;
  const found = rowsOf<Row>(
    await db.execute(sql`
    (select 'note' as kind, n.id::text as id, n.title, null::float8 as detail, n.updated_at as at,
            n.id::text as target
     from notes n where n.user_id = ${userId} and n.deleted_at is null
     order by n.updated_at desc nulls first, n.id desc nulls first limit ${limit})
    union all
    (select 'quiz', a.id::text, q.title, a.score::float8, a.completed_at, a.quiz_id::text
     from quiz_attempts a join quizzes q on q.id = a.quiz_id
     where a.user_id = ${userId} and a.deleted_at is null
     order by a.completed_at desc limit ${limit})
    union all
    (select 'study', s.id::text, n.title, s.cards_studied::float8, s.completed_at, s.flashcard_deck_id
     from study_sessions s
     left join notes n on n.user_id = ${userId} and n.deleted_at is null and n.id::text = s.flashcard_deck_id
     where s.user_id = ${userId} and s.deleted_at is null
     order by s.completed_at desc limit ${limit})
    order by at desc, id desc
    limit ${limit}`),
  );
  return found.map((row) => activityOf(row));
}

function activityOf(row: Row): ActivityItem {
  const kind = String(row.kind) as ActivityItem["kind"];
  const target = String(row.target);
  const title = row.title === null || row.title === undefined ? null : String(row.title);
  const detail = row.detail === null || row.detail === undefined ? null : Number(row.detail);
  const base = { id: String(row.id), kind, detail, at: iso(row.at) };
  if (kind === "note") return { ...base, title: title ?? "", href: `/note/${target}` };
  if (kind === "quiz") return { ...base, title: title ?? "", href: `/quiz/${target}` };
  return {
    ...base,
    title: title ?? deckTitle(target),
    href: `/flashcard-study/${encodeURIComponent(target)}`,
  };
}

function deckTitle(deckId: string): string {
  if (deckId === DECK_ID_DUE) return messages.study.dueDeckTitle;
  if (deckId === DECK_ID_UNCATEGORIZED) return messages.study.uncategorizedDeckTitle;
  return messages.study.otherDeckTitle;
}
