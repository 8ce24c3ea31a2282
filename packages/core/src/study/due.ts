// Today's due reviews with a daily cap (issue 14 Deliver 5): after a break, the backlog is spread over the next
// days, most overdue first, instead of one wall of reviews.

import type { DuePlan } from "./types.ts";

/** What the due plan reads of a schedule (a spaced_repetition_schedule record). */
export interface DueSchedule {
  flashcard_id: string;
  next_review_date: string;
  deleted_at?: string | null;
}

const digit = (s: string, i: number) => s.charCodeAt(i) - 48;
const digits = (s: string, from: number, count: number) => {
  let n = 0;
  for (let i = from; i < from + count; i++) n = n * 10 + digit(s, i);
  return n;
};

/** Canonical UTC form, "YYYY-MM-DDTHH:MM:SS.sssZ" (what toISOString writes). */
function isCanonicalIso(value: string): boolean {
  return value.length === 24 && value.charCodeAt(23) === 90 /* Z */ && value.charCodeAt(10) === 84; /* T */
}

/**
 * A number that orders timestamps in time order, read from the canonical form's digits without making a Date
 * (the due list reads one per schedule: 20,000 on a large device). Not milliseconds since 1970, only an order key;
 * it stays below 2^53 for every year up to 9999. Other ISO forms (offsets, no milliseconds) are normalised first.
 */
function orderKey(value: string): number {
  let iso = value;
  if (!isCanonicalIso(iso)) {
    const ms = Date.parse(iso);
    if (!Number.isFinite(ms)) return Number.NaN;
    iso = new Date(ms).toISOString();
    if (!isCanonicalIso(iso)) return Number.NaN; // outside years 0..9999: not a storable date
  }
  const days = (digits(iso, 0, 4) * 13 + digits(iso, 5, 2)) * 32 + digits(iso, 8, 2);
  const seconds = (digits(iso, 11, 2) * 60 + digits(iso, 14, 2)) * 60 + digits(iso, 17, 2);
  return (days * 86_400 + seconds) * 1000 + digits(iso, 20, 3);
}

/** Most overdue first; equal dates by card id, so every device shows the same order. */
function before(keys: Float64Array, ids: readonly string[], a: number, b: number): boolean {
  const byDate = keys[a]! - keys[b]!;
  if (byDate !== 0) return byDate < 0;
  return ids[a]! < ids[b]!;
}

/**
 * The `count` first of the due entries in plan order: a bounded heap (O(n log count)) when the cap takes a few of
 * many, as after a long break; a full sort otherwise.
 */
function firstInOrder(keys: Float64Array, ids: readonly string[], n: number, count: number): number[] {
  if (count >= n) {
    const all = Array.from({ length: n }, (_, i) => i);
    return all.sort((a, b) => (before(keys, ids, a, b) ? -1 : before(keys, ids, b, a) ? 1 : 0));
  }
  if (count <= 0) return [];
  // A max-heap (by plan order) of the `count` earliest seen so far; its root is the latest of them.
  const heap: number[] = [];
  const up = (start: number) => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(keys, ids, heap[parent]!, heap[i]!)) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  };
  const down = () => {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let latest = i;
      if (left < heap.length && before(keys, ids, heap[latest]!, heap[left]!)) latest = left;
      if (right < heap.length && before(keys, ids, heap[latest]!, heap[right]!)) latest = right;
      if (latest === i) return;
      [heap[latest], heap[i]] = [heap[i]!, heap[latest]!];
      i = latest;
    }
  };
  for (let i = 0; i < n; i++) {
    if (heap.length < count) {
      heap.push(i);
      up(heap.length - 1);
    } else if (before(keys, ids, i, heap[0]!)) {
      heap[0] = i;
      down();
    }
  }
  return heap.sort((a, b) => (before(keys, ids, a, b) ? -1 : 1));
}

/**
 * The due plan (issue 14): a card is due when its next_review_date is at or before `now`. Due cards are ordered
 * most overdue first (earliest date; ties by card id, so every device shows the same order); today takes at most
 * max(0, dailyCap − reviewedToday) of them, the rest are held back (they stay due and come first tomorrow, being
 * the most overdue then). Deleted schedules and unreadable dates are left out. O(n log n) at worst, O(n log cap)
 * when the cap takes a few of many.
 */
export function planDueReviews(
  schedules: readonly DueSchedule[],
  now: Date,
  options: { dailyCap: number; reviewedToday: number },
): DuePlan {
  const nowKey = orderKey(now.toISOString());
  const keys = new Float64Array(schedules.length);
  const ids: string[] = [];
  for (const schedule of schedules) {
    if (schedule.deleted_at) continue;
    const key = orderKey(schedule.next_review_date);
    if (key <= nowKey) {
      keys[ids.length] = key;
      ids.push(schedule.flashcard_id);
    }
  }
  const cap = Number.isFinite(options.dailyCap) ? Math.floor(options.dailyCap) : 0;
  const done = Number.isFinite(options.reviewedToday) ? Math.floor(options.reviewedToday) : 0;
  const left = Math.max(0, cap - Math.max(0, done));
  const today = firstInOrder(keys, ids, ids.length, left);
  return { due: today.map((i) => ids[i]!), heldBack: ids.length - today.length };
}
