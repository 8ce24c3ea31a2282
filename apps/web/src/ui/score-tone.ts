import { SCORE_THRESHOLDS } from "@lectern/core";

export type ScoreTone = "good" | "fair" | "poor";

/** spec 2 §9: 80 and above green, 60 and above yellow, otherwise red; flashcard accuracy uses the same. */
export function scoreTone(percent: number): ScoreTone {
  if (percent >= SCORE_THRESHOLDS.good) return "good";
  if (percent >= SCORE_THRESHOLDS.fair) return "fair";
  return "poor";
}

/** Text colours of each tone with enough contrast on the card in both themes. */
export const SCORE_TONE_TEXT: Record<ScoreTone, string> = {
  good: "text-green-700 dark:text-green-400",
  fair: "text-yellow-700 dark:text-yellow-300",
  poor: "text-red-700 dark:text-red-400",
};
