// Study goal rules — spec 2 §3, §4, §5 and spec 1 §9.

import { GOAL_UNITS } from "../constants/progress.ts";
import type { GoalPeriod, GoalType } from "../schemas/enums.ts";

/** Choosing a goal type sets its unit (spec 2 §4): minutes, notes, quizzes, cards, %, items. */
export function goalUnit(goalType: GoalType): string {
  return GOAL_UNITS[goalType];
}

const PERIOD_WORDS: Record<GoalPeriod, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  custom: "Custom",
};

/**
 * The title the goal form writes until the student edits it by hand (spec 2 §4): the period, then what is
 * counted and the target. 'Daily study: 120 minutes', 'Weekly notes: 5 notes', 'Monthly quiz score: 90%'.
 */
export function goalTitle(goalType: GoalType, targetValue: number, period: GoalPeriod): string {
  const target = Number.isFinite(targetValue) ? targetValue : 0;
  const unit = goalUnit(goalType);
  const amount = unit === "%" ? `${target}%` : `${target} ${target === 1 ? singular(unit) : unit}`;
  return `${PERIOD_WORDS[period]} ${GOAL_WHAT[goalType]}: ${amount}`;
}

const GOAL_WHAT: Record<GoalType, string> = {
  study_time: "study",
  notes_created: "notes",
  quizzes_taken: "quizzes",
  flashcards_reviewed: "flashcard reviews",
  quiz_score: "quiz score",
  custom: "goal",
};

function singular(unit: string): string {
  if (unit.endsWith("zzes")) return unit.slice(0, -3); // quizzes → quiz
  return unit.endsWith("s") ? unit.slice(0, -1) : unit;
}

/** A goal is completed once its current value reaches the target (issue 17). */
export function isGoalReached(current: number, target: number): boolean {
  return Number.isFinite(current) && Number.isFinite(target) && current >= target;
}

/** A goal's progress bar, 0–100. */
export function goalProgressPercent(current: number, target: number): number {
  if (!(target > 0) || !Number.isFinite(current)) return 0;
  return Math.max(0, Math.min(100, Math.round((current / target) * 100)));
}
