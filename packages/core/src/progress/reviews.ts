// Upcoming review priority — spec 1 §9, spec 2 §3.

import { REVIEW_PRIORITY_MAX_DAYS } from "../constants/progress.ts";

export type ReviewPriority = "high" | "medium" | "low";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Due in 1 day or less is high, up to 3 days medium, else low (spec 1 §9); both bounds inclusive. An overdue
 * card is due in less than a day, so it is high.
 */
export function reviewPriority(due: Date | string, now: Date = new Date()): ReviewPriority {
  const days = (new Date(due).getTime() - now.getTime()) / DAY_MS;
  if (!(days > REVIEW_PRIORITY_MAX_DAYS.high)) return "high";
  if (days <= REVIEW_PRIORITY_MAX_DAYS.medium) return "medium";
  return "low";
}
