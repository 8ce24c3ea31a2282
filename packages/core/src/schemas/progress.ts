// The progress dashboard and home answers (spec 1 §2, spec 2 §2, §3, §9): what GET /api/progress and
// GET /api/home return and what the goal endpoints take. The server builds them in SQL (issue 17); the device
// only reads them, so one schema keeps both sides honest.

import { z } from "zod";
import { countSchema, isoTimestampSchema, uuidSchema } from "./common.ts";
import {
  subjectPerformanceSchema,
  upcomingReviewSchema,
  weakAreaSchema,
  weeklyProgressDaySchema,
} from "./derived.ts";
import { GOAL_PERIODS, GOAL_TYPES } from "./enums.ts";
import { goalFormSchema } from "./forms.ts";
import { double, text } from "./primitives.ts";

/** A calendar day in the user's time zone, 'YYYY-MM-DD'. */
export const localDateSchema = z.iso.date();

/**
 * A study goal as the dashboard shows it (spec 2 §3: id, goal, target, current, unit, period, endDate,
 * isCompleted), plus its type and the window its current value was counted over.
 */
export const studyGoalSchema = z.object({
  id: uuidSchema,
  goal: text(),
  goalType: z.enum(GOAL_TYPES),
  target: double(),
  current: double().nonnegative(),
  unit: text(),
  period: z.enum(GOAL_PERIODS),
  startDate: isoTimestampSchema,
  endDate: isoTimestampSchema.nullable(),
  isCompleted: z.boolean(),
});
export type StudyGoal = z.infer<typeof studyGoalSchema>;

/** One day of the weekly chart (spec 2 §3) with its calendar date. */
export const weeklyDaySchema = weeklyProgressDaySchema.extend({ date: localDateSchema });
export type WeeklyDay = z.infer<typeof weeklyDaySchema>;

/** A weak area (spec 2 §3) with where to practise it: the note whose quizzes showed it. */
export const practisableWeakAreaSchema = weakAreaSchema.extend({ noteId: uuidSchema.nullable() });
export type PractisableWeakArea = z.infer<typeof practisableWeakAreaSchema>;

/** An upcoming review (spec 2 §3) with the deck it belongs to. */
export const deckUpcomingReviewSchema = upcomingReviewSchema.extend({ noteId: uuidSchema.nullable() });
export type DeckUpcomingReview = z.infer<typeof deckUpcomingReviewSchema>;

/** The summary tiles: this week's totals and the whole history's. */
export const progressSummarySchema = z.object({
  /** Study time this week, minutes (flashcard sessions plus quiz time). */
  weekStudyMinutes: double().nonnegative(),
  weekNotes: countSchema,
  weekQuizzes: countSchema,
  /** The mean of the subject scores (spec 2 §9 weekly summary); null with no attempts. */
  averageScore: double().min(0).max(100).nullable(),
  cardsDue: countSchema,
  /** Consecutive days up to today (or yesterday) with any study. */
  streakDays: countSchema,
  totalStudyMinutes: double().nonnegative(),
  totalReviews: countSchema,
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

/** Reviews per day over the last 12 months; days without reviews are left out. */
export const reviewHeatmapSchema = z.object({
  from: localDateSchema,
  to: localDateSchema,
  days: z.array(z.object({ date: localDateSchema, reviews: countSchema })),
});
export type ReviewHeatmap = z.infer<typeof reviewHeatmapSchema>;

/** GET /api/progress?tz=… */
export const progressDashboardSchema = z.object({
  timeZone: text(),
  today: localDateSchema,
  summary: progressSummarySchema,
  weekly: z.array(weeklyDaySchema).length(7),
  subjects: z.array(subjectPerformanceSchema),
  weakAreas: z.array(practisableWeakAreaSchema),
  upcomingReviews: z.array(deckUpcomingReviewSchema),
  goals: z.array(studyGoalSchema),
  heatmap: reviewHeatmapSchema,
});
export type ProgressDashboard = z.infer<typeof progressDashboardSchema>;

export const ACTIVITY_KINDS = ["note", "quiz", "study"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of Recent Activity (spec 1 §2): a note written, a quiz taken, a deck studied. */
export const activityItemSchema = z.object({
  id: uuidSchema,
  kind: z.enum(ACTIVITY_KINDS),
  title: text(),
  /** Score for a quiz, cards studied for a session, null for a note. */
  detail: double().nullable(),
  at: isoTimestampSchema,
  /** Where a click goes: the note, the quiz, the deck. */
  href: text(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/home?tz=… (spec 1 §2): cached on the device under HOME_DATA_CACHE_KEY. */
export const homeDataSchema = z.object({
  stats: z.object({
    studyMinutes: double().nonnegative(),
    notesCreated: countSchema,
    /** Mean score of all quiz attempts; null with none. */
    averageQuizScore: double().min(0).max(100).nullable(),
  }),
  recentActivity: z.array(activityItemSchema),
  /** The goals that count today: active daily goals (and others whose window includes today). */
  todaysGoals: z.array(studyGoalSchema),
  dueCards: countSchema,
});
export type HomeData = z.infer<typeof homeDataSchema>;

/**
 * POST /api/goals and PATCH /api/goals/:id: the goal form (spec 2 §3, §5), with the current value only for a
 * custom goal (no activity counts it, so the student moves it by hand).
 */
export const goalPayloadSchema = goalFormSchema.extend({
  currentValue: double().min(0).max(1e9).optional(),
  targetValue: goalFormSchema.shape.targetValue.max(1e9),
});
export type GoalPayload = z.infer<typeof goalPayloadSchema>;

/** The time zone the device sends: an IANA name Intl knows ('Europe/Berlin', 'UTC'). */
export const timeZoneSchema = text()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone");
