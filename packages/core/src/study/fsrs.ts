// The FSRS option (issue 14): a card's review log replayed through ts-fsrs, Correct → Good, Incorrect → Again.
//
// How FSRS's card maps onto spaced_repetition_schedule (its columns are the spec's, spec 1 §3):
// - next_review_date  = card.due (FSRS's own date; minutes away while a card is in its learning steps)
// - interval_days     = card.scheduled_days (0 during learning steps)
// - ease_factor       = card.difficulty (FSRS difficulty, 1..10: positive as the column requires; higher = harder,
//                       the opposite sense of SM-2's ease, so screens must not read it as an ease)
// - repetition_number = card.reps (every review counts, as FSRS counts them)
// Parameters are ts-fsrs's defaults with fuzz off (the same log must give the same date on every device) and
// request_retention = the user's desired retention.

import { type Card, createEmptyCard, type FSRS, fsrs, generatorParameters, Rating } from "ts-fsrs";
import { FSRS_DEFAULT_RETENTION, FSRS_RETENTION_MAX, FSRS_RETENTION_MIN } from "../constants/study.ts";
import { isCorrectQuality, type SchedulerState, type TimedReview } from "./history.ts";

const schedulers = new Map<number, FSRS>();

/** The desired retention kept inside the settings' range (a bad value takes the default). */
function clampRetention(retention: number): number {
  if (!Number.isFinite(retention)) return FSRS_DEFAULT_RETENTION;
  return Math.min(FSRS_RETENTION_MAX, Math.max(FSRS_RETENTION_MIN, retention));
}

/** One ts-fsrs scheduler per desired retention, made once (a recompute of many cards shares it). */
export function fsrsScheduler(desiredRetention: number): FSRS {
  const retention = clampRetention(desiredRetention);
  let scheduler = schedulers.get(retention);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false }));
    schedulers.set(retention, scheduler);
  }
  return scheduler;
}

/** A review's FSRS grade: Correct (quality 3 or more) → Good, Incorrect → Again (issue 14). */
export function fsrsRating(quality: number): Rating.Good | Rating.Again {
  return isCorrectQuality(quality) ? Rating.Good : Rating.Again;
}

/** The FSRS card after replaying an ordered, de-duplicated history from a new card born at the first review. */
export function replayFsrs(history: readonly TimedReview[], desiredRetention: number): Card {
  const scheduler = fsrsScheduler(desiredRetention);
  let card = createEmptyCard(new Date(history[0]!.ms));
  for (const { review, ms } of history) {
    card = scheduler.next(card, new Date(ms), fsrsRating(review.quality)).card;
  }
  return card;
}

/** FSRS's schedule of a history, in the spec's schedule fields (see the mapping above). */
export function fsrsScheduleState(history: readonly TimedReview[], desiredRetention: number): SchedulerState {
  const card = replayFsrs(history, desiredRetention);
  return {
    nextMs: card.due.getTime(),
    intervalDays: card.scheduled_days,
    ease: card.difficulty,
    reps: card.reps,
  };
}
