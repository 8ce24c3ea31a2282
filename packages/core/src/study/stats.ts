// A card's counts come from its review log (DESIGN §3), so two devices' reviews merge by union and a replayed
// review never counts twice.

import type { CardStats, ReviewLogItem } from "./types.ts";

/** Reviews grouped by card id, each group in input order (the server and the device recompute card by card). */
export function reviewsByCard<R extends Pick<ReviewLogItem, "flashcard_id">>(
  reviews: readonly R[],
): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const review of reviews) {
    const group = groups.get(review.flashcard_id);
    if (group) group.push(review);
    else groups.set(review.flashcard_id, [review]);
  }
  return groups;
}

/**
 * review_count, correct_count and last_reviewed of one card from its reviews, counting each review id once.
 * last_reviewed is the latest reviewed_at as an instant (timestamps with offsets compare by time, not text).
 */
export function cardStatsFromReviews(reviews: readonly ReviewLogItem[]): CardStats {
  const seen = new Set<string>();
  let reviewCount = 0;
  let correctCount = 0;
  let last: string | null = null; // the newest reviewed_at as given
  let lastMs = Number.NEGATIVE_INFINITY;
  for (const review of reviews) {
    if (seen.has(review.id)) continue;
    seen.add(review.id);
    reviewCount++;
    if (review.correct) correctCount++;
    const ms = Date.parse(review.reviewed_at);
    if (Number.isFinite(ms) && ms > lastMs) {
      lastMs = ms;
      last = review.reviewed_at;
    }
  }
  // Canonical UTC form, so screens and the deck list may compare last_reviewed as text.
  return {
    review_count: reviewCount,
    correct_count: correctCount,
    last_reviewed: last === null ? null : new Date(lastMs).toISOString(),
  };
}
