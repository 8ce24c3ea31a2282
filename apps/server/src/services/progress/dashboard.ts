import { type ProgressDashboard, weeklySummary } from "@lectern/core";
import type { Database } from "../../db/client.ts";
import {
  countDueCards,
  getReviewHeatmap,
  getUpcomingReviews,
  getWeeklyProgress,
  minutesOf,
} from "./aggregates.ts";
import { getStudyGoals } from "./goals.ts";
import { getSubjectPerformance, getWeakAreas } from "./recent.ts";
import { getStreakDays, getTotals } from "./totals.ts";
import { windowsOf } from "./windows.ts";

/**
 * GET /api/progress (spec 2 §2, §3, §9): every part of the dashboard for the user in their time zone at `now`.
 * The parts are independent statements started together: on PostgreSQL they run on several pooled connections
 * at once; PGlite has one connection and runs them one after another.
 */
export async function getProgressDashboard(
  db: Database,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<ProgressDashboard> {
  const w = await windowsOf(db, timeZone, now);
  const [weekly, subjects, weakAreas, upcomingReviews, goals, heatmap, totals, cardsDue, streakDays] =
    await Promise.all([
      getWeeklyProgress(db, userId, w),
      getSubjectPerformance(db, userId),
      getWeakAreas(db, userId),
      getUpcomingReviews(db, userId, now),
      getStudyGoals(db, userId, w),
      getReviewHeatmap(db, userId, w),
      getTotals(db, userId),
      countDueCards(db, userId, now),
      getStreakDays(db, userId, w),
    ]);
  const week = weeklySummary(weekly.days, subjects);
  return {
    timeZone,
    today: w.today,
    summary: {
      weekStudyMinutes: minutesOf(weekly.studySeconds),
      weekNotes: weekly.days.reduce((sum, day) => sum + day.notes, 0),
      weekQuizzes: weekly.days.reduce((sum, day) => sum + day.quizzes, 0),
      averageScore: week.averageScore === null ? null : Math.round(week.averageScore),
      cardsDue,
      streakDays,
      totalStudyMinutes: minutesOf(totals.studySeconds),
      totalReviews: totals.reviews,
    },
    weekly: weekly.days,
    subjects,
    weakAreas,
    upcomingReviews,
    goals,
    heatmap,
  };
}
