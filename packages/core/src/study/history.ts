// One card's review log as one ordered history: the common ground of both schedulers (issue 14).

import { SR_CORRECT_MIN_QUALITY } from "../constants/study.ts";
import type { ReviewLogItem } from "./types.ts";

export const DAY_MS = 86_400_000;

/** A review with its instant parsed once. */
export interface TimedReview {
  review: ReviewLogItem;
  ms: number;
}

/** What a scheduler makes of a history, before the exam cap. */
export interface SchedulerState {
  nextMs: number;
  intervalDays: number;
  ease: number;
  reps: number;
}

/** Whether a review counts as correct: quality 3 or more (spec 1 §9). */
export function isCorrectQuality(quality: number): boolean {
  return quality >= SR_CORRECT_MIN_QUALITY;
}

/**
 * One card's reviews as one history: each review id once, ordered by (reviewed_at as an instant, id). Reviews whose
 * time cannot be read are left out (the schema never lets one in). Two devices' logs merged in any order, with
 * duplicates, give the same history; the id breaks ties so equal times order alike everywhere. (A review id names
 * one insert-only record, so its copies are equal and which copy is kept does not matter.)
 */
export function orderedReviewHistory(reviews: readonly ReviewLogItem[]): TimedReview[] {
  const byId = new Map<string, TimedReview>();
  for (const review of reviews) {
    if (byId.has(review.id)) continue;
    const ms = Date.parse(review.reviewed_at);
    if (Number.isFinite(ms)) byId.set(review.id, { review, ms });
  }
  return [...byId.values()].sort(
    (a, b) => a.ms - b.ms || (a.review.id < b.review.id ? -1 : a.review.id > b.review.id ? 1 : 0),
  );
}
