import { createEmptyCard, type FSRSHistory, fsrs, generatorParameters, Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { FSRS_DEFAULT_RETENTION } from "../constants/study.ts";
import { fsrsRating, fsrsScheduleState } from "./fsrs.ts";
import { scheduleFromReviews, scheduleFromReviewsWith } from "./schedule.ts";
import { randomLog, review, seeded } from "./test-logs.ts";
import type { ReviewLogItem } from "./types.ts";

/** ts-fsrs's own answer for a log, through its reschedule API (not our replay): the reference. */
function tsFsrsReference(log: readonly ReviewLogItem[], retention: number) {
  const scheduler = fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false }));
  const ordered = [...log].sort(
    (a, b) => Date.parse(a.reviewed_at) - Date.parse(b.reviewed_at) || (a.id < b.id ? -1 : 1),
  );
  const first = new Date(ordered[0]!.reviewed_at);
  const history: FSRSHistory[] = ordered.map((item) => ({
    rating: item.correct ? Rating.Good : Rating.Again,
    review: new Date(item.reviewed_at),
  }));
  const { collections } = scheduler.reschedule(createEmptyCard(first), history, { skipManual: true });
  return collections[collections.length - 1]!.card;
}

describe("scheduleFromReviews with FSRS (ts-fsrs)", () => {
  it("maps Correct to Good and Incorrect to Again", () => {
    expect(fsrsRating(5)).toBe(Rating.Good);
    expect(fsrsRating(3)).toBe(Rating.Good);
    expect(fsrsRating(1)).toBe(Rating.Again);
    expect(fsrsRating(0)).toBe(Rating.Again);
  });

  for (const retention of [0.7, FSRS_DEFAULT_RETENTION, 0.97]) {
    it(`equals ts-fsrs's own result for the same log (retention ${retention}, 300 random logs)`, () => {
      const random = seeded(Math.round(retention * 100));
      for (let run = 0; run < 300; run++) {
        const log = randomLog(random, 1 + Math.floor(random() * 30));
        const ours = scheduleFromReviews(log, {
          scheduler: "fsrs",
          desiredRetention: retention,
          examAt: null,
        })!;
        const card = tsFsrsReference(log, retention);
        expect(ours).toEqual({
          flashcard_id: log[0]!.flashcard_id,
          next_review_date: card.due.toISOString(),
          interval_days: card.scheduled_days,
          ease_factor: card.difficulty,
          repetition_number: card.reps,
        });
      }
    });
  }

  it("stores FSRS difficulty as a positive ease factor and counts every review as a repetition", () => {
    const log = [review("a", "2026-01-01T08:00:00.000Z", 5), review("b", "2026-01-01T08:10:00.000Z", 1)];
    const schedule = scheduleFromReviews(log, { scheduler: "fsrs", desiredRetention: 0.9, examAt: null })!;
    expect(schedule.ease_factor).toBeGreaterThan(0);
    expect(schedule.repetition_number).toBe(2);
  });

  it("spaces reviews further for a lower desired retention", () => {
    const log = [
      review("a", "2026-01-01T08:00:00.000Z", 5),
      review("b", "2026-01-01T08:10:00.000Z", 5),
      review("c", "2026-01-04T08:00:00.000Z", 5),
    ];
    const days = (desiredRetention: number) =>
      scheduleFromReviews(log, { scheduler: "fsrs", desiredRetention, examAt: null })!.interval_days;
    expect(days(0.8)).toBeGreaterThan(days(0.9));
    expect(days(0.9)).toBeGreaterThan(days(0.97));
  });

  it("keeps a retention outside the settings' range inside it", () => {
    const log = randomLog(seeded(3), 8);
    const at = (desiredRetention: number) =>
      scheduleFromReviews(log, { scheduler: "fsrs", desiredRetention, examAt: null });
    expect(at(0.2)).toEqual(at(0.7));
    expect(at(1)).toEqual(at(0.99));
    expect(at(Number.NaN)).toEqual(at(FSRS_DEFAULT_RETENTION));
  });
});

describe("scheduleFromReviewsWith (FSRS passed in, as the browser loads it lazily: issue 18 §1)", () => {
  const log = randomLog(seeded(5), 6);

  it("with fsrsScheduleState gives scheduleFromReviews's answer under either scheduler", () => {
    for (const scheduler of ["spec", "fsrs"] as const) {
      const options = { scheduler, desiredRetention: 0.85, examAt: null };
      expect(scheduleFromReviewsWith(log, options, fsrsScheduleState)).toEqual(
        scheduleFromReviews(log, options),
      );
    }
  });

  it("needs no FSRS for the spec's intervals, and refuses to schedule FSRS without it", () => {
    const spec = { scheduler: "spec", desiredRetention: 0.9, examAt: null } as const;
    expect(scheduleFromReviewsWith(log, spec, null)).toEqual(scheduleFromReviews(log, spec));
    expect(() => scheduleFromReviewsWith(log, { ...spec, scheduler: "fsrs" }, null)).toThrow(/not loaded/);
  });
});
