import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import {
  cardRecord,
  DAY,
  derivedOf,
  op,
  preferencesRecord,
  pullAll,
  push,
  type Student,
} from "./study-support.ts";
import { type Json, readJson } from "./support.ts";

// The spec's remote procedure update_flashcard_schedule {p_user_id, p_flashcard_id, p_quality} → the next review
// date (spec 1 §7, §9), kept on the review log (issue 14): it appends a review and derives the card again.

const PATH = "/api/rpc/update_flashcard_schedule";
let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Student;
let eve: Student;

beforeAll(async () => {
  t = await startAuthTestApp();
  ada = await signedInBrowser(t.app, t.smtp, "ada@rpc.test");
  eve = await signedInBrowser(t.app, t.smtp, "eve@rpc.test");
});
afterAll(() => t.close());

const call = (who: Pick<Student, "call">, body: unknown) => who.call(PATH, { body });
const newCard = async (who: Student) => {
  const card = cardRecord(who.userId);
  await push(who, [op("flashcards", card)]);
  return card;
};

describe("update_flashcard_schedule", () => {
  it("appends a review and answers the next review date by the spec's table", async () => {
    const card = await newCard(ada);
    for (const [quality, days] of [
      [4, 7],
      [0, 1],
      [3, 3],
      [5, 14],
    ] as const) {
      const before = Date.now();
      const res = await call(ada, { p_user_id: ada.userId, p_flashcard_id: card.id, p_quality: quality });
      expect(res.status).toBe(200);
      const body = await readJson(res);
      expect(Object.keys(body)).toEqual(["next_review_date"]);
      const next = Date.parse(body.next_review_date);
      expect(next).toBeGreaterThanOrEqual(before + days * DAY);
      expect(next).toBeLessThanOrEqual(Date.now() + days * DAY);
    }
    const { changes } = await pullAll(ada);
    const reviews = changes
      .filter((c: Json) => c.collection === "flashcard_reviews")
      .map((c: Json) => c.record);
    expect(reviews.map((r: Json) => [r.quality, r.correct])).toEqual([
      [4, true],
      [0, false],
      [3, true],
      [5, true],
    ]);
    const { card: pulled, schedule } = await derivedOf(ada, card.id);
    expect(pulled).toMatchObject({ review_count: 4, correct_count: 3 });
    expect(schedule).toMatchObject({ interval_days: 14, ease_factor: 2.5, repetition_number: 2 });
  });

  it("schedules with the user's settings (FSRS when chosen)", async () => {
    const card = await newCard(eve);
    await push(eve, [op("study_preferences", preferencesRecord(eve.userId, { scheduler: "fsrs" }))]);
    const res = await call(eve, { p_user_id: eve.userId, p_flashcard_id: card.id, p_quality: 5 });
    expect(res.status).toBe(200);
    const { next_review_date } = await readJson(res);
    const { schedule } = await derivedOf(eve, card.id);
    expect(schedule.next_review_date).toBe(next_review_date);
    // ts-fsrs's first Good review is days away, not the spec's 14.
    expect(schedule.interval_days).not.toBe(14);
  });

  it("refuses a quality that is not a whole number from 0 to 5, naming the field", async () => {
    const card = await newCard(ada);
    for (const p_quality of [6, -1, 2.5, "5", null, undefined]) {
      const res = await call(ada, { p_user_id: ada.userId, p_flashcard_id: card.id, p_quality });
      expect(res.status, String(p_quality)).toBe(400);
      const body = await readJson(res);
      expect(body.error).toBe("Invalid p_quality: p_quality must be a whole number from 0 to 5");
      expect(body.details.field).toBe("p_quality");
    }
    const missing = await call(ada, { p_flashcard_id: card.id, p_quality: 5 });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).details.field).toBe("p_user_id");
    const malformed = await ada.call(PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: undefined,
    });
    expect(malformed.status).toBe(400);
    expect((await derivedOf(ada, card.id)).card.review_count).toBe(0);
  });

  it("answers 404 for another user's card, another user's id, a missing card or a deleted one", async () => {
    const adas = await newCard(ada);
    const cases: [Student, Record<string, unknown>][] = [
      [eve, { p_user_id: eve.userId, p_flashcard_id: adas.id, p_quality: 5 }],
      [eve, { p_user_id: ada.userId, p_flashcard_id: adas.id, p_quality: 5 }],
      [ada, { p_user_id: eve.userId, p_flashcard_id: adas.id, p_quality: 5 }],
      [ada, { p_user_id: ada.userId, p_flashcard_id: crypto.randomUUID(), p_quality: 5 }],
      [ada, { p_user_id: ada.userId, p_flashcard_id: "not-a-card", p_quality: 5 }],
    ];
    for (const [who, body] of cases) {
      const res = await call(who, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(await readJson(res)).toEqual({ error: "Flashcard not found" });
    }
    const { card } = await derivedOf(ada, adas.id);
    await ada.call("/api/sync/push", {
      body: {
        ops: [
          {
            ...op("flashcards", { id: adas.id, deleted_at: new Date().toISOString() }, card.server_seq),
            operation: "delete",
          },
        ],
      },
    });
    const gone = await call(ada, { p_user_id: ada.userId, p_flashcard_id: adas.id, p_quality: 5 });
    expect(gone.status).toBe(404);
    const after = await pullAll(ada);
    expect(
      after.changes.some(
        (c: Json) => c.collection === "flashcard_reviews" && c.record.flashcard_id === adas.id,
      ),
    ).toBe(false);
  });

  it("needs a session", async () => {
    const res = await call(browser(t.app), {
      p_user_id: ada.userId,
      p_flashcard_id: crypto.randomUUID(),
      p_quality: 5,
    });
    expect(res.status).toBe(401);
    expect(await readJson(res)).toHaveProperty("error");
  });
});
