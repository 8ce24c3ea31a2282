// Review logs for the study rules' tests: a seeded generator, so a failing case replays exactly.

import type { ReviewLogItem } from "./types.ts";

/** mulberry32: a small seeded generator. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CARD_ID = "0b6c2f44-1d3a-4c55-8a9e-2f3b4c5d6e7f";

/** A review of CARD_ID: correct → quality 5, incorrect → quality 1 (spec 2 §4), or the quality given. */
export function review(id: string, reviewedAt: string, quality: number): ReviewLogItem {
  return { id, flashcard_id: CARD_ID, quality, correct: quality >= 3, reviewed_at: reviewedAt };
}

/** A random log of `count` reviews, minutes to weeks apart, from 2026-01-05, correct ~70% of the time. */
export function randomLog(random: () => number, count: number): ReviewLogItem[] {
  const log: ReviewLogItem[] = [];
  let at = Date.parse("2026-01-05T08:00:00.000Z");
  for (let i = 0; i < count; i++) {
    // Sometimes two reviews share an instant, so the id must break the tie.
    if (random() > 0.1) at += Math.floor(random() * 20 * 86_400_000);
    const quality = random() < 0.7 ? 5 : 1;
    log.push(
      review(
        `r-${i.toString().padStart(3, "0")}-${Math.floor(random() * 1e6)}`,
        new Date(at).toISOString(),
        quality,
      ),
    );
  }
  return log;
}

/** The same log as two devices might deliver it: shuffled, some reviews twice. */
export function shuffledWithDuplicates(random: () => number, log: readonly ReviewLogItem[]): ReviewLogItem[] {
  const copy = [...log];
  for (const item of log) if (random() < 0.3) copy.push({ ...item });
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
