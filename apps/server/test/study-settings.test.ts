import { DECK_ID_UNCATEGORIZED, scheduleFromReviews } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsScope } from "../src/services/study/after-push.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import {
  at,
  cardRecord,
  DAY,
  derivedOf,
  noteRecord,
  op,
  preferencesRecord,
  pullAll,
  push,
  reviewRecord,
  type Student,
  scheduleFields,
  T0,
} from "./study-support.ts";
import type { Json } from "./support.ts";

// Issue 14: the study settings (scheduler, retention, exam dates, daily cap) decide how a push re-derives the cards'
// schedules, and one user's settings and reviews never reach another's cards.

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Student;
let eve: Student;

beforeAll(async () => {
  t = await startAuthTestApp();
  ada = await signedInBrowser(t.app, t.smtp, "ada@study.test");
  eve = await signedInBrowser(t.app, t.smtp, "eve@study.test");
});
afterAll(() => t.close());

const SPEC = { scheduler: "spec" as const, desiredRetention: 0.9, examAt: null };

describe("the study settings", () => {
  it("re-derive every reviewed card when the scheduler switches to FSRS, and back", async () => {
    const card = cardRecord(ada.userId);
    const reviews = [5, 5, 1, 5].map((q, i) => reviewRecord(ada.userId, card.id, q, T0 + i * 3 * DAY));
    await push(ada, [op("flashcards", card), ...reviews.map((r) => op("flashcard_reviews", r))]);
    const spec = (await derivedOf(ada, card.id)).schedule;
    expect(scheduleFields(spec)).toEqual(scheduleFields(scheduleFromReviews(reviews, SPEC)));

    const [saved] = await push(ada, [
      op("study_preferences", preferencesRecord(ada.userId, { scheduler: "fsrs" })),
    ]);
    expect(saved.status).toBe("applied");
    const fsrs = (await derivedOf(ada, card.id)).schedule;
    const expected = scheduleFromReviews(reviews, { scheduler: "fsrs", desiredRetention: 0.9, examAt: null });
    expect(scheduleFields(fsrs)).toEqual(scheduleFields(expected));
    expect(fsrs.id).toBe(spec.id);
    expect(fsrs.server_seq).toBeGreaterThan(spec.server_seq);

    // A higher desired retention brings the next review closer.
    const [raised] = await push(ada, [
      op(
        "study_preferences",
        preferencesRecord(ada.userId, { scheduler: "fsrs", desired_retention: 0.97 }),
        saved.record.server_seq,
      ),
    ]);
    expect(raised.status).toBe("applied");
    const closer = (await derivedOf(ada, card.id)).schedule;
    expect(Date.parse(closer.next_review_date)).toBeLessThan(Date.parse(fsrs.next_review_date));

    const [back] = await push(ada, [
      op("study_preferences", preferencesRecord(ada.userId, { scheduler: "spec" }), raised.record.server_seq),
    ]);
    expect(back.status).toBe("applied");
    expect(scheduleFields((await derivedOf(ada, card.id)).schedule)).toEqual(scheduleFields(spec));
  });

  it("cap the next review before a deck's exam, for a note's deck and the uncategorized deck", async () => {
    const note = noteRecord(eve.userId);
    const inNote = cardRecord(eve.userId, { note_id: note.id });
    const loose = cardRecord(eve.userId);
    const elsewhere = cardRecord(eve.userId, { note_id: null });
    await push(eve, [op("notes", note), op("flashcards", inNote), op("flashcards", loose)]);
    await push(eve, [
      op("flashcard_reviews", reviewRecord(eve.userId, inNote.id, 5, T0)),
      op("flashcard_reviews", reviewRecord(eve.userId, loose.id, 5, T0)),
    ]);
    expect((await derivedOf(eve, inNote.id)).schedule.next_review_date).toBe(at(T0 + 14 * DAY));

    const examAt = T0 + 5 * DAY;
    const [saved] = await push(eve, [
      op("study_preferences", preferencesRecord(eve.userId, { exam_dates: { [note.id]: at(examAt) } })),
    ]);
    expect(saved.status).toBe("applied");
    const capped = (await derivedOf(eve, inNote.id)).schedule;
    expect(Date.parse(capped.next_review_date)).toBeLessThan(examAt);
    expect(Date.parse(capped.next_review_date)).toBeGreaterThan(T0);
    expect(scheduleFields(capped)).toEqual(
      scheduleFields(
        scheduleFromReviews([reviewRecord(eve.userId, inNote.id, 5, T0)], { ...SPEC, examAt: at(examAt) }),
      ),
    );
    // The uncategorized deck has no exam yet: its card keeps 14 days.
    expect((await derivedOf(eve, loose.id)).schedule.next_review_date).toBe(at(T0 + 14 * DAY));

    await push(eve, [
      op(
        "study_preferences",
        preferencesRecord(eve.userId, {
          exam_dates: { [note.id]: at(examAt), [DECK_ID_UNCATEGORIZED]: at(T0 + 4 * DAY) },
        }),
        saved.record.server_seq,
      ),
    ]);
    expect(Date.parse((await derivedOf(eve, loose.id)).schedule.next_review_date)).toBeLessThan(T0 + 4 * DAY);
    expect(elsewhere.note_id).toBeNull();
  });
});

describe("a settings change re-derives only what it can move", () => {
  it("scopes the work: every card for the scheduler (or FSRS's retention), the changed decks for exam dates, none for the cap", () => {
    const base = {
      scheduler: "spec",
      desired_retention: 0.9,
      daily_review_cap: 200,
      exam_dates: { a: at(T0) },
    } as const;
    expect(settingsScope(base, { ...base, scheduler: "fsrs" })).toBe("all");
    expect(
      settingsScope({ ...base, scheduler: "fsrs" }, { ...base, scheduler: "fsrs", desired_retention: 0.8 }),
    ).toBe("all");
    expect(settingsScope(base, { ...base, desired_retention: 0.8, daily_review_cap: 5 })).toEqual({
      decks: [],
    });
    expect(
      settingsScope(base, { ...base, exam_dates: { a: at(T0 + DAY), [DECK_ID_UNCATEGORIZED]: at(T0) } }),
    ).toEqual({ decks: ["a", DECK_ID_UNCATEGORIZED] });
    expect(settingsScope(base, { ...base, exam_dates: {} })).toEqual({ decks: ["a"] });
  });

  it("leaves every card alone when only the daily cap (or the retention, under the spec's scheduler) changes", async () => {
    const card = cardRecord(eve.userId);
    await push(eve, [
      op("flashcards", card),
      op("flashcard_reviews", reviewRecord(eve.userId, card.id, 4, T0)),
    ]);
    const { changes: all, cursor } = await pullAll(eve);
    const current = all.filter((c: Json) => c.collection === "study_preferences").at(-1)?.record;
    const [saved] = await push(eve, [
      op(
        "study_preferences",
        preferencesRecord(eve.userId, {
          ...current,
          daily_review_cap: 20,
          desired_retention: 0.8,
          scheduler: "spec",
        }),
        current?.server_seq,
      ),
    ]);
    expect(saved.status).toBe("applied");
    const { changes } = await pullAll(eve, cursor);
    expect(changes.map((c: Json) => c.collection)).toEqual(["study_preferences"]);
  });
});

describe("user isolation", () => {
  it("keeps one user's settings and reviews away from another's cards", async () => {
    const card = cardRecord(ada.userId);
    await push(ada, [
      op("flashcards", card),
      op("flashcard_reviews", reviewRecord(ada.userId, card.id, 4, T0)),
    ]);
    const before = (await derivedOf(ada, card.id)).schedule;

    // Eve reviews Ada's card: refused, nothing derived.
    const [stolen] = await push(eve, [
      op("flashcard_reviews", reviewRecord(eve.userId, card.id, 1, T0 + DAY)),
    ]);
    expect(stolen.status).toBe("rejected");
    // Eve writes settings under Ada's id, or as Ada: refused.
    const [asAda] = await push(eve, [
      op("study_preferences", preferencesRecord(ada.userId, { scheduler: "fsrs" })),
    ]);
    expect(asAda).toMatchObject({ status: "rejected", code: "forbidden" });
    const [underAdaId] = await push(eve, [
      op("study_preferences", {
        ...preferencesRecord(ada.userId, { scheduler: "fsrs" }),
        user_id: eve.userId,
      }),
    ]);
    expect(underAdaId.status).toBe("rejected");
    // Eve's own settings change re-derives her cards only.
    const { cursor } = await pullAll(ada);
    await push(eve, [
      op("study_preferences", preferencesRecord(eve.userId, { scheduler: "fsrs", exam_dates: {} })),
    ]);
    expect((await pullAll(ada, cursor)).changes).toEqual([]);
    const after = (await derivedOf(ada, card.id)).schedule;
    expect(after).toEqual(before);
    expect((await pullAll(eve)).changes.some((c: Json) => c.record.flashcard_id === card.id)).toBe(false);
  });
});
