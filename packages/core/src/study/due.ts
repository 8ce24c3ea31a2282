// Today's due reviews with a daily cap (issue 14 Deliver 5): after a break, the backlog is spread over the next
// days, most overdue first, instead of one wall of reviews.

import type { DuePlan } from "./types.ts";

/** What the due plan reads of a schedule (a spaced_repetition_schedule record). */
export interface DueSchedule {
  flashcard_id: string;
  next_review_date: string;
  deleted_at?: string | null;
}

/** Canonical UTC form (what toISOString writes): such strings compare as text in time order. */
function isCanonicalIso(value: string): boolean {
  return value.length === 24 && value.charCodeAt(23) === 90 /* Z */ && value.charCodeAt(10) === 84; /* T */
}

/** A timestamp in canonical form; other ISO forms (offsets, no milliseconds) are parsed once. */
function canonicalIso(value: string): string | null {
  if (isCanonicalIso(value)) return value;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/**
 * The due plan (issue 14): a card is due when its next_review_date is at or before `now`. Due cards are ordered
 * most overdue first (earliest date; ties by card id, so every device shows the same order); today takes at most
 * max(0, dailyCap − reviewedToday) of them, the rest are held back (they stay due and come first tomorrow, being
 * the most overdue then). Deleted schedules are left out. O(n log n) in the due cards; dates in canonical form are
 * compared as text, without parsing.
 */
export function planDueReviews(
  schedules: readonly DueSchedule[],
  now: Date,
  options: { dailyCap: number; reviewedToday: number },
): DuePlan {
  const nowIso = now.toISOString();
  const due: { id: string; at: string }[] = [];
  for (const schedule of schedules) {
    if (schedule.deleted_at) continue;
    const at = canonicalIso(schedule.next_review_date);
    if (at !== null && at <= nowIso) due.push({ id: schedule.flashcard_id, at });
  }
  due.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const cap = Number.isFinite(options.dailyCap) ? Math.floor(options.dailyCap) : 0;
  const done = Number.isFinite(options.reviewedToday) ? Math.floor(options.reviewedToday) : 0;
  const left = Math.max(0, cap - Math.max(0, done));
  const today = due.length <= left ? due : due.slice(0, left);
  return { due: today.map((item) => item.id), heldBack: due.length - today.length };
}
