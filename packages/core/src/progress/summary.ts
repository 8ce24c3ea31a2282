// The dashboard's weekly summary and subject figures — spec 2 §3, §9.

import { SUBJECT_RECENT_ATTEMPTS } from "../constants/progress.ts";

/** Weekly summary (spec 2 §9): study time is the sum of the days' hours; average score the mean of subject scores. */
export function weeklySummary(
  days: ReadonlyArray<{ studyTime: number }>,
  subjects: ReadonlyArray<{ score: number }>,
): { studyHours: number; averageScore: number | null } {
  const studyHours = days.reduce((sum, day) => sum + (Number.isFinite(day.studyTime) ? day.studyTime : 0), 0);
  const averageScore =
    subjects.length === 0
      ? null
      : subjects.reduce((sum, subject) => sum + subject.score, 0) / subjects.length;
  return { studyHours, averageScore };
}

/**
 * The attempts a subject's figures look at (issue 17): its last SUBJECT_RECENT_ATTEMPTS scores, so the score says
 * where the student stands now. `scores` are oldest first; so is the answer.
 */
export function subjectRecentScores(scores: readonly number[]): number[] {
  return scores.slice(Math.max(0, scores.length - SUBJECT_RECENT_ATTEMPTS));
}

/** A subject's score (spec 2 §3): the rounded mean of its recent scores (subjectRecentScores); 0 with none. */
export function subjectScore(scores: readonly number[]): number {
  const recent = subjectRecentScores(scores);
  if (recent.length === 0) return 0;
  return Math.round(recent.reduce((sum, value) => sum + value, 0) / recent.length);
}

/**
 * A subject's improvement (spec 2 §3): the mean score of its newer half of attempts minus the older half's, in
 * points, so a student sees whether practice is paying off. One attempt has nothing to compare: 0.
 * Over the recent scores only (subjectRecentScores); `all` are oldest first.
 */
export function subjectImprovement(all: readonly number[]): number {
  const scores = subjectRecentScores(all);
  if (scores.length < 2) return 0;
  const half = Math.floor(scores.length / 2);
  const mean = (list: readonly number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
  return Math.round(mean(scores.slice(scores.length - half)) - mean(scores.slice(0, half)));
}
