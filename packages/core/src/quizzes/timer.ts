// The quiz timer — spec 2 §4: the initial time is the time limit from navigation state, else the quiz's
// time_limit, else 15 minutes (900 s); it counts down each second, turns red under 300 s, and the quiz is
// submitted at 0. Lectern keeps the start time on the device, so the time left is computed from it and a reload
// does not give the time back (issue 15).

import { QUIZ_TIME_LIMIT_DEFAULT_SECONDS, QUIZ_TIMER_WARNING_SECONDS } from "../constants/study.ts";

/** The longest time limit a quiz record may carry (quizSchema.time_limit): a day, in minutes. */
const MAX_MINUTES = 24 * 60;

/**
 * A usable time limit in minutes, or null: navigation state is whatever the previous screen (or a hand-made
 * history entry) put there, so a number in text ("15") is read, and zero, negative, non-finite or over a day
 * counts as no limit given, which lets the next source decide.
 */
function usableMinutes(value: unknown): number | null {
  const minutes =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim()
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(minutes) && minutes > 0 && minutes <= MAX_MINUTES ? minutes : null;
}

/**
 * The quiz's initial time in whole seconds (spec 2 §4): the navigation time limit (minutes), else the quiz's
 * time_limit (minutes), else QUIZ_TIME_LIMIT_DEFAULT_SECONDS.
 */
export function quizInitialSeconds(limits: {
  navigationTimeLimitMinutes?: unknown;
  quizTimeLimitMinutes?: number | null;
}): number {
  const minutes =
    usableMinutes(limits.navigationTimeLimitMinutes) ?? usableMinutes(limits.quizTimeLimitMinutes);
  return minutes === null ? QUIZ_TIME_LIMIT_DEFAULT_SECONDS : Math.round(minutes * 60);
}

/**
 * Whole seconds elapsed since the start, between 0 and `totalSeconds`. A clock that went back (now before the
 * start) counts as no time elapsed rather than as extra time; a start that is not a number counts as now.
 */
export function quizSecondsElapsed(startedAtMs: number, nowMs: number, totalSeconds: number): number {
  const total = Math.max(0, Math.floor(totalSeconds));
  if (!Number.isFinite(startedAtMs) || !Number.isFinite(nowMs)) return 0;
  return Math.min(total, Math.max(0, Math.floor((nowMs - startedAtMs) / 1000)));
}

/** Whole seconds left of `totalSeconds` at `nowMs` for a quiz started at `startedAtMs`; 0 means time is up. */
export function quizSecondsLeft(startedAtMs: number, nowMs: number, totalSeconds: number): number {
  return Math.max(0, Math.floor(totalSeconds)) - quizSecondsElapsed(startedAtMs, nowMs, totalSeconds);
}

/** Whether the timer shows its warning (red): under QUIZ_TIMER_WARNING_SECONDS left (spec 2 §4, §9). */
export function isQuizTimeLow(secondsLeft: number): boolean {
  return secondsLeft < QUIZ_TIMER_WARNING_SECONDS;
}
