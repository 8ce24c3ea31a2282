import { scheduleFromReviews, scheduleIdForCard } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import {
  at,
  cardRecord,
  DAY,
  derivedOf,
  op,
  pullAll,
  push,
  reviewRecord,
  type Student,
  scheduleFields,
  T0,
} from "./study-support.ts";
import type { Json } from "./support.ts";

// Issue 14: reviews are the truth. A push that brings reviews (or changes the study settings) derives the cards'
// counts and schedules on the server, in the push's transaction, and other devices pull them.

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Student;

beforeAll(async () => {
  t = await startAuthTestApp();
  ada = await signedInBrowser(t.app, t.smtp, "ada@study.test");
});
afterAll(() => t.close());

const SPEC = { scheduler: "spec" as const, desiredRetention: 0.9, examAt: null };

describe("a push of reviews", () => {
  it("writes the card's schedule and counts, which a second device pulls", async () => {
    const card = cardRecord(ada.userId);
    const first = reviewRecord(ada.userId, card.id, 1, T0);
    const second = reviewRecord(ada.userId, card.id, 5, T0 + DAY);
    const third = reviewRecord(ada.userId, card.id, 5, T0 + 2 * DAY);
    const results = await push(ada, [
      op("flashcards", card),
      ...[first, second, third].map((r) => op("flashcard_reviews", r)),
    ]);
    expect(results.map((r) => r.status)).toEqual(["applied", "applied", "applied", "applied"]);

    const { schedule, card: pulled } = await derivedOf(ada, card.id);
    // spec 1 §9: the last review's quality 5 → 14 days; ease 2.5; two correct reviews in a row since the miss
    expect(schedule).toMatchObject({
      id: scheduleIdForCard(card.id),
      user_id: ada.userId,
      flashcard_id: card.id,
      next_review_date: at(T0 + 2 * DAY + 14 * DAY),
      interval_days: 14,
      ease_factor: 2.5,
      repetition_number: 2,
      deleted_at: null,
    });
    expect(pulled).toMatchObject({ review_count: 3, correct_count: 2, last_reviewed: at(T0 + 2 * DAY) });
  });

  it("derives from the spec's table for every quality: under 3 → 1 day, 3 → 3, 4 → 7, 5 → 14", async () => {
    const cards = [0, 1, 2, 3, 4, 5].map(() => cardRecord(ada.userId));
    await push(ada, [
      ...cards.map((c) => op("flashcards", c)),
      ...cards.map((c, q) => op("flashcard_reviews", reviewRecord(ada.userId, c.id, q, T0))),
    ]);
    const { changes } = await pullAll(ada);
    const days = cards.map((c) => {
      const s = changes.filter(
        (x: Json) => x.record.flashcard_id === c.id && x.collection === "spaced_repetition_schedule",
      );
      return s.at(-1)?.record.interval_days;
    });
    expect(days).toEqual([1, 1, 1, 3, 7, 14]);
  });

  it("gives the same schedule whatever order two devices' reviews arrive in, with duplicates re-sent", async () => {
    const inOrder = cardRecord(ada.userId);
    const shuffled = cardRecord(ada.userId);
    const qualities = [5, 1, 5, 5, 1, 5];
    const logOf = (cardId: string) =>
      qualities.map((q, i) => reviewRecord(ada.userId, cardId, q, T0 + i * DAY));
    const a = logOf(inOrder.id);
    const b = logOf(shuffled.id);
    await push(ada, [op("flashcards", inOrder), op("flashcards", shuffled)]);
    // One push, in order.
    await push(
      ada,
      a.map((r) => op("flashcard_reviews", r)),
    );
    // Two devices: the laptop sends the even reviews newest first, the phone the odd ones; then the laptop,
    // back online after a restore, sends everything again under new op ids.
    const laptop = [b[4], b[2], b[0]] as Json[];
    const phone = [b[5], b[3], b[1]] as Json[];
    await push(
      ada,
      phone.map((r) => op("flashcard_reviews", r)),
    );
    await push(
      ada,
      laptop.map((r) => op("flashcard_reviews", r)),
    );
    const again = await push(
      ada,
      [...b].reverse().map((r) => op("flashcard_reviews", r)),
    );
    expect(again.every((r) => r.status === "applied")).toBe(true);

    const x = await derivedOf(ada, inOrder.id);
    const y = await derivedOf(ada, shuffled.id);
    expect(scheduleFields(y.schedule)).toEqual(scheduleFields(x.schedule));
    expect(scheduleFields(x.schedule)).toEqual(scheduleFields(scheduleFromReviews(a, SPEC)));
    expect(x.card).toMatchObject({ review_count: 6, correct_count: 4, last_reviewed: at(T0 + 5 * DAY) });
    expect(y.card).toMatchObject({ review_count: 6, correct_count: 4, last_reviewed: at(T0 + 5 * DAY) });
  });

  it("moves no cursor when a re-sent review changes nothing", async () => {
    const card = cardRecord(ada.userId);
    const review = reviewRecord(ada.userId, card.id, 4, T0);
    await push(ada, [op("flashcards", card), op("flashcard_reviews", review)]);
    const { cursor } = await pullAll(ada);
    const [again] = await push(ada, [op("flashcard_reviews", review)]);
    expect(again.status).toBe("applied");
    const { changes } = await pullAll(ada, cursor);
    expect(changes).toEqual([]);
  });

  it("applies an edit of the card sent after its review in the same push (the derived counts come after)", async () => {
    const card = cardRecord(ada.userId);
    const [created] = await push(ada, [op("flashcards", card)]);
    const review = reviewRecord(ada.userId, card.id, 5, T0);
    const edited = { ...card, back: "The mitochondria", updated_at: new Date().toISOString() };
    const results = await push(ada, [
      op("flashcard_reviews", review),
      op("flashcards", edited, created.record.server_seq),
    ]);
    expect(results.map((r) => r.status)).toEqual(["applied", "applied"]);
    const { card: pulled, schedule } = await derivedOf(ada, card.id);
    expect(pulled).toMatchObject({ back: "The mitochondria", review_count: 1, correct_count: 1 });
    expect(schedule.interval_days).toBe(14);
  });

  it("puts derived counts back over a device's stale copy of the card", async () => {
    const card = cardRecord(ada.userId);
    const [created] = await push(ada, [
      op("flashcards", card),
      op("flashcard_reviews", reviewRecord(ada.userId, card.id, 5, T0)),
    ]);
    const { card: derived } = await derivedOf(ada, card.id);
    // A device that never saw the review edits the card with zero counts, from the version it saw.
    await push(ada, [
      op("flashcards", { ...card, front: "Where is ATP made?", review_count: 0 }, derived.server_seq),
    ]);
    expect(created.status).toBe("applied");
    const { card: after } = await derivedOf(ada, card.id);
    expect(after).toMatchObject({ front: "Where is ATP made?", review_count: 1, correct_count: 1 });
  });

  it("replaces a device's schedule of a reviewed card by the derived one, and keeps one schedule per card", async () => {
    const card = cardRecord(ada.userId);
    await push(ada, [
      op("flashcards", card),
      op("flashcard_reviews", reviewRecord(ada.userId, card.id, 3, T0)),
    ]);
    // An older client sends its own schedule under another id: it merges into the card's row by the natural key.
    await push(ada, [
      op("spaced_repetition_schedule", {
        id: crypto.randomUUID(),
        user_id: ada.userId,
        flashcard_id: card.id,
        next_review_date: at(T0 + 40 * DAY),
        interval_days: 40,
        ease_factor: 1.3,
        repetition_number: 9,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      }),
    ]);
    const { changes } = await pullAll(ada);
    const rows = new Map<string, Json>();
    for (const c of changes)
      if (c.collection === "spaced_repetition_schedule" && c.record.flashcard_id === card.id)
        rows.set(c.record.id, c.record);
    expect([...rows.keys()]).toEqual([scheduleIdForCard(card.id)]);
    expect(scheduleFields([...rows.values()][0])).toEqual({
      next_review_date: at(T0 + 3 * DAY),
      interval_days: 3,
      ease_factor: 2.5,
      repetition_number: 1,
    });
  });

  it("gives a card's first schedule a fresh id when a device already used its derived id for another card", async () => {
    const [squatted, reviewed] = [cardRecord(ada.userId), cardRecord(ada.userId)];
    await push(ada, [
      op("flashcards", squatted),
      op("flashcards", reviewed),
      op("spaced_repetition_schedule", {
        id: scheduleIdForCard(reviewed.id),
        user_id: ada.userId,
        flashcard_id: squatted.id,
        next_review_date: at(T0),
        interval_days: 1,
        ease_factor: 2.5,
        repetition_number: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      }),
    ]);
    const results = await push(ada, [op("flashcard_reviews", reviewRecord(ada.userId, reviewed.id, 4, T0))]);
    expect(results[0].status).toBe("applied");
    const { schedule } = await derivedOf(ada, reviewed.id);
    expect(schedule).toMatchObject({ flashcard_id: reviewed.id, interval_days: 7 });
    expect(schedule.id).not.toBe(scheduleIdForCard(reviewed.id));
    expect((await derivedOf(ada, squatted.id)).schedule.id).toBe(scheduleIdForCard(reviewed.id));
  });

  it("leaves a card without reviews as devices wrote it", async () => {
    const card = cardRecord(ada.userId);
    const schedule = {
      id: crypto.randomUUID(),
      user_id: ada.userId,
      flashcard_id: card.id,
      next_review_date: at(T0 + 2 * DAY),
      interval_days: 2,
      ease_factor: 2.5,
      repetition_number: 0,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    };
    await push(ada, [op("flashcards", card), op("spaced_repetition_schedule", schedule)]);
    const derived = await derivedOf(ada, card.id);
    expect(derived.schedule).toMatchObject({ id: schedule.id, interval_days: 2 });
    expect(derived.card).toMatchObject({ review_count: 0, correct_count: 0, last_reviewed: null });
  });
});
