// A card's schedule from its review log (issue 14; spec 1 §3, §7, §9). One pure function, run by the server when
// reviews arrive and by the device for its offline due list, so the same log gives the same schedule everywhere,
// whatever order the reviews arrived in and however often one was replayed.

import {
  EXAM_REVIEW_LEAD_DAYS,
  SR_FALLBACK_NEXT_REVIEW_DAYS,
  SR_INITIAL_EASE_FACTOR,
  SR_INTERVAL_DAYS,
  SR_QUALITY_MAX,
  SR_QUALITY_MIN,
} from "../constants/study.ts";
import { TIMESTAMP_MAX_MS, TIMESTAMP_MIN_MS } from "../schemas/primitives.ts";
import { fsrsScheduleState } from "./fsrs.ts";
import {
  DAY_MS,
  isCorrectQuality,
  orderedReviewHistory,
  type SchedulerState,
  type TimedReview,
} from "./history.ts";
import type { CardSchedule, ReviewLogItem, ScheduleOptions } from "./types.ts";

/**
 * Interval in days by review quality (spec 1 §9): under 3 → 1, 3 → 3, 4 → 7, 5 → 14. A quality outside 0..5 is
 * clamped into it (a non-number counts as 0), so the table always answers.
 */
export function nextReviewInterval(quality: number): number {
  const q = Number.isFinite(quality)
    ? Math.min(SR_QUALITY_MAX, Math.max(SR_QUALITY_MIN, Math.floor(quality)))
    : SR_QUALITY_MIN;
  if (q < 3) return SR_INTERVAL_DAYS.belowThree;
  if (q === 3) return SR_INTERVAL_DAYS[3];
  if (q === 4) return SR_INTERVAL_DAYS[4];
  return SR_INTERVAL_DAYS[5];
}

/**
 * The exam cap (issue 14 Deliver 5): a next review at or past the exam's start — or within the last
 * EXAM_REVIEW_LEAD_DAYS before it — moves to the day before the exam, so the last reviews land before it. When the
 * last review is itself already within that day, the next one goes halfway to the exam: never before the last
 * review, never after the exam's start. An exam at or before the last review is over and ignored (the function is
 * pure, so "past" is judged against the log, not a clock). A next review well before the exam is left alone.
 */
export function capBeforeExam(lastReviewMs: number, nextMs: number, examAt: string | null): number {
  if (examAt === null) return nextMs;
  const examMs = Date.parse(examAt);
  if (!Number.isFinite(examMs) || examMs <= lastReviewMs) return nextMs;
  const eve = examMs - EXAM_REVIEW_LEAD_DAYS * DAY_MS;
  if (nextMs <= eve) return nextMs;
  if (eve > lastReviewMs) return eve;
  return lastReviewMs + Math.floor((examMs - lastReviewMs) / 2);
}

/** Whether an instant can be stored as a timestamp (years 1..9999, DESIGN §3). */
function isStorableMs(ms: number): boolean {
  return Number.isFinite(ms) && ms >= TIMESTAMP_MIN_MS && ms <= TIMESTAMP_MAX_MS;
}

/**
 * The spec's scheduler over a history (spec 1 §9): the interval comes from the LAST review's quality; ease stays
 * 2.5 (the spec's schedules start there and its table never changes it); repetition_number counts the consecutive
 * correct reviews at the end of the history (an incorrect review starts it again at 0).
 */
function specScheduleState(history: readonly TimedReview[]): SchedulerState {
  const last = history[history.length - 1]!;
  let reps = 0;
  for (let i = history.length - 1; i >= 0 && isCorrectQuality(history[i]!.review.quality); i--) reps++;
  const intervalDays = nextReviewInterval(last.review.quality);
  return { nextMs: last.ms + intervalDays * DAY_MS, intervalDays, ease: SR_INITIAL_EASE_FACTOR, reps };
}

/**
 * One card's schedule from its reviews, in any order, with duplicates (null when it has none). The scheduler is
 * the spec's intervals or FSRS (see fsrs.ts for how FSRS's state maps onto the fields); the exam cap applies to
 * both. When no storable date can be made, the next review is the day after the last review (spec 1 §9: fallback
 * tomorrow). next_review_date is in canonical UTC form (toISOString), so due lists compare it as text.
 */
export function scheduleFromReviews(
  reviews: readonly ReviewLogItem[],
  options: ScheduleOptions,
): CardSchedule | null {
  return scheduleFromReviewsWith(reviews, options, fsrsScheduleState);
}

/** How FSRS turns a history into schedule fields (fsrs.ts's fsrsScheduleState, or the same loaded lazily). */
export type FsrsScheduleState = (history: readonly TimedReview[], desiredRetention: number) => SchedulerState;

/**
 * scheduleFromReviews with FSRS passed in: the browser loads ts-fsrs only when a student picked FSRS (issue 18 §1,
 * first load), so its bundle reaches ts-fsrs through a dynamic import and calls this. `fsrs` may be null only when
 * options.scheduler is not "fsrs".
 */
export function scheduleFromReviewsWith(
  reviews: readonly ReviewLogItem[],
  options: ScheduleOptions,
  fsrs: FsrsScheduleState | null,
): CardSchedule | null {
  const history = orderedReviewHistory(reviews);
  const last = history[history.length - 1];
  if (!last) return null;
  let state: SchedulerState;
  if (options.scheduler === "fsrs") {
    if (!fsrs) throw new Error("scheduleFromReviewsWith: the FSRS scheduler was not loaded");
    state = fsrs(history, options.desiredRetention);
  } else {
    state = specScheduleState(history);
  }
  let nextMs = capBeforeExam(last.ms, state.nextMs, options.examAt);
  if (!isStorableMs(nextMs) || nextMs < last.ms) nextMs = last.ms + SR_FALLBACK_NEXT_REVIEW_DAYS * DAY_MS;
  if (!isStorableMs(nextMs)) nextMs = last.ms; // a review on 9999-12-31: there is no later storable instant
  // The scheduler's own interval when its date stands; whole days to the moved date otherwise.
  const intervalDays =
    nextMs === state.nextMs && Number.isFinite(state.intervalDays)
      ? state.intervalDays
      : Math.max(0, Math.round((nextMs - last.ms) / DAY_MS));
  return {
    flashcard_id: last.review.flashcard_id,
    next_review_date: new Date(nextMs).toISOString(),
    interval_days: intervalDays,
    ease_factor: state.ease,
    repetition_number: state.reps,
  };
}
