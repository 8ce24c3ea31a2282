// The goal form's values and the rules of its fields (spec 2 §4): the unit follows the type, the title follows
// type, target and period until edited by hand, the end date belongs to the custom period only, and a daily
// study-time, notes or quiz-score goal starts at the default daily target (spec 1 §9).

import {
  DEFAULT_DAILY_GOALS,
  type GoalPeriod,
  type GoalType,
  type goalPayloadSchema,
  goalTitle,
  goalUnit,
  type StudyGoal,
} from "@lectern/core";
import type { z } from "zod";

export type GoalFormValues = z.input<typeof goalPayloadSchema>;

const DAILY_TARGETS: Partial<Record<GoalType, number>> = {
  study_time: DEFAULT_DAILY_GOALS.studyTimeMinutes,
  notes_created: DEFAULT_DAILY_GOALS.notesCreated,
  quiz_score: DEFAULT_DAILY_GOALS.quizScorePercent,
};

/** The default daily target for this type, when the period is daily and the type has one. */
export function defaultDailyTarget(goalType: GoalType, period: GoalPeriod): number | undefined {
  return period === "daily" ? DAILY_TARGETS[goalType] : undefined;
}

/** The auto title of these values (core goalTitle), or null while the target is not a number. */
export function autoTitle(
  values: Pick<GoalFormValues, "goalType" | "targetValue" | "period">,
): string | null {
  return Number.isFinite(values.targetValue)
    ? goalTitle(values.goalType, values.targetValue, values.period)
    : null;
}

/** A new goal: daily study time at the default target. */
export function newGoalValues(): GoalFormValues {
  const target = DEFAULT_DAILY_GOALS.studyTimeMinutes;
  return {
    title: goalTitle("study_time", target, "daily"),
    goalType: "study_time",
    targetValue: target,
    unit: goalUnit("study_time"),
    period: "daily",
    endDate: null,
  };
}

/** A day 'YYYY-MM-DD' in the device's zone, as a date input shows it. */
export function localDateOf(timestamp: string): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The form's values for an existing goal. */
export function goalValuesOf(goal: StudyGoal): GoalFormValues {
  return {
    title: goal.goal,
    goalType: goal.goalType,
    targetValue: goal.target,
    unit: goal.unit,
    period: goal.period,
    endDate: goal.endDate ? localDateOf(goal.endDate) : null,
    ...(goal.goalType === "custom" ? { currentValue: goal.current } : {}),
  };
}

/** What is sent: no end date outside the custom period, a current value only for a custom goal. */
export function payloadOf(values: GoalFormValues): GoalFormValues {
  const { currentValue, ...rest } = values;
  return {
    ...rest,
    endDate: values.period === "custom" && values.endDate ? values.endDate : null,
    ...(values.goalType === "custom" ? { currentValue: currentValue ?? 0 } : {}),
  };
}
