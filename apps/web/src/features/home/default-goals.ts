// The default daily goals 'Set Your Goals' offers (spec 1 §9: study time 120 minutes, notes created 5, quiz
// score 100%), as goal form payloads with the form's own auto titles and units (spec 2 §4).

import { DEFAULT_DAILY_GOALS, type GoalPayload, type GoalType, goalTitle, goalUnit } from "@lectern/core";

const daily = (goalType: GoalType, targetValue: number): GoalPayload => ({
  title: goalTitle(goalType, targetValue, "daily"),
  goalType,
  targetValue,
  unit: goalUnit(goalType),
  period: "daily",
  endDate: null,
});

export function defaultDailyGoals(): GoalPayload[] {
  return [
    daily("study_time", DEFAULT_DAILY_GOALS.studyTimeMinutes),
    daily("notes_created", DEFAULT_DAILY_GOALS.notesCreated),
    daily("quiz_score", DEFAULT_DAILY_GOALS.quizScorePercent),
  ];
}
