import { randomUUID } from "node:crypto";
import { studyPreferencesId } from "@lectern/core";
import { expect } from "vitest";
import type { signedInBrowser } from "./auth-support.ts";
import { type Json, readJson } from "./support.ts";

// What the study suites (issue 14) build their pushes from: cards, reviews and settings as a device sends them.

export type Student = Awaited<ReturnType<typeof signedInBrowser>>;

export const DAY = 86_400_000;
/** A fixed past instant, so intervals read in whole days and no time is clamped as "in the future". */
export const T0 = Date.parse("2026-01-05T09:00:00.000Z");
export const at = (ms: number) => new Date(ms).toISOString();
const stamp = () => new Date().toISOString();

export const noteRecord = (userId: string) => ({
  id: randomUUID(),
  user_id: userId,
  title: "Cell biology",
  content: "Mitochondria make ATP.",
  created_at: stamp(),
  updated_at: stamp(),
});

export const cardRecord = (userId: string, fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  user_id: userId,
  note_id: null,
  front: "What makes ATP?",
  back: "Mitochondria",
  difficulty: "medium",
  created_at: stamp(),
  updated_at: stamp(),
  ...fields,
});

export const reviewRecord = (userId: string, flashcardId: string, quality: number, reviewedAtMs: number) => ({
  id: randomUUID(),
  user_id: userId,
  flashcard_id: flashcardId,
  quality,
  correct: quality >= 3,
  reviewed_at: at(reviewedAtMs),
  created_at: stamp(),
  updated_at: stamp(),
});

export const preferencesRecord = (userId: string, fields: Record<string, unknown> = {}) => ({
  id: studyPreferencesId(userId),
  user_id: userId,
  scheduler: "spec",
  desired_retention: 0.9,
  daily_review_cap: 200,
  exam_dates: {},
  created_at: stamp(),
  updated_at: stamp(),
  ...fields,
});

export const op = (type: string, data: Record<string, unknown>, base_seq?: number) => ({
  id: randomUUID(),
  type,
  operation: "update",
  data,
  timestamp: stamp(),
  ...(base_seq === undefined ? {} : { base_seq }),
});

export async function push(who: Student, ops: unknown[]): Promise<Json[]> {
  const res = await who.call("/api/sync/push", { body: { ops } });
  expect(res.status).toBe(200);
  return (await readJson(res)).results as Json[];
}

/** Every change after `since`, as a device pulls them page by page; the last cursor too. */
export async function pullAll(who: Student, since = 0): Promise<{ changes: Json[]; cursor: number }> {
  const changes: Json[] = [];
  let cursor = since;
  for (;;) {
    const page = await readJson(await who.call(`/api/sync/pull?since=${cursor}&limit=500`));
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
}

/** The latest pulled record of a collection matching `match`, as a device holds it after the pull. */
export function latest(changes: Json[], collection: string, match: (record: Json) => boolean): Json {
  const found = changes.filter((c) => c.collection === collection && match(c.record));
  return found.at(-1)?.record;
}

/** The server's schedule and card of one card, read as a second device pulls them from scratch. */
export async function derivedOf(who: Student, cardId: string) {
  const { changes } = await pullAll(who);
  return {
    schedule: latest(changes, "spaced_repetition_schedule", (r) => r.flashcard_id === cardId),
    card: latest(changes, "flashcards", (r) => r.id === cardId),
  };
}

/** The schedule's derived fields, without the record's bookkeeping (ids, times, seq). */
export const scheduleFields = (s: Json) => ({
  next_review_date: s.next_review_date,
  interval_days: s.interval_days,
  ease_factor: s.ease_factor,
  repetition_number: s.repetition_number,
});
