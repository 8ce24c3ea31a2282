import { describe, expect, it } from "vitest";
import { SR_INITIAL_EASE_FACTOR, SR_INTERVAL_DAYS } from "../constants/study.ts";
import { spacedRepetitionScheduleSchema } from "../schemas/study.ts";
import { capBeforeExam, nextReviewInterval, scheduleFromReviews } from "./schedule.ts";
import { CARD_ID, randomLog, review, seeded, shuffledWithDuplicates } from "./test-logs.ts";
import type { ScheduleOptions } from "./types.ts";

const SPEC: ScheduleOptions = { scheduler: "spec", desiredRetention: 0.9, examAt: null };
const FSRS: ScheduleOptions = { scheduler: "fsrs", desiredRetention: 0.9, examAt: null };
const DAY = 86_400_000;
const T0 = "2026-03-02T09:30:00.000Z";
const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();

describe("nextReviewInterval (spec 1 §9)", () => {
  it("gives 1 day under quality 3, then 3, 7 and 14 days", () => {
    expect([0, 1, 2, 3, 4, 5].map(nextReviewInterval)).toEqual([1, 1, 1, 3, 7, 14]);
    expect(SR_INTERVAL_DAYS).toEqual({ belowThree: 1, 3: 3, 4: 7, 5: 14 });
  });

  it("clamps a quality outside 0..5 instead of failing", () => {
    expect(nextReviewInterval(-4)).toBe(1);
    expect(nextReviewInterval(9)).toBe(14);
    expect(nextReviewInterval(Number.NaN)).toBe(1);
    expect(nextReviewInterval(4.6)).toBe(7);
  });
});

describe("scheduleFromReviews with the spec's scheduler", () => {
  it("has no schedule without reviews", () => {
    expect(scheduleFromReviews([], SPEC)).toBeNull();
  });

  it.each([0, 1, 2, 3, 4, 5])("a last review of quality %i is due after the spec's interval", (quality) => {
    const schedule = scheduleFromReviews([review("r1", T0, quality)], SPEC)!;
    const days = nextReviewInterval(quality);
    expect(schedule).toEqual({
      flashcard_id: CARD_ID,
      next_review_date: plusDays(T0, days),
      interval_days: days,
      ease_factor: SR_INITIAL_EASE_FACTOR,
      repetition_number: quality >= 3 ? 1 : 0,
    });
  });

  it("takes the interval from the last review, whatever came before", () => {
    const log = [review("a", T0, 5), review("b", plusDays(T0, 14), 5), review("c", plusDays(T0, 28), 1)];
    const schedule = scheduleFromReviews(log, SPEC)!;
    expect(schedule.next_review_date).toBe(plusDays(T0, 29));
    expect(schedule.interval_days).toBe(1);
  });

  it("counts consecutive correct reviews at the end as the repetition number; ease stays 2.5", () => {
    const log = [
      review("a", T0, 5),
      review("b", plusDays(T0, 1), 1),
      review("c", plusDays(T0, 2), 5),
      review("d", plusDays(T0, 3), 3),
      review("e", plusDays(T0, 4), 4),
    ];
    expect(scheduleFromReviews(log, SPEC)).toMatchObject({ repetition_number: 3, ease_factor: 2.5 });
    expect(scheduleFromReviews([...log, review("f", plusDays(T0, 5), 2)], SPEC)).toMatchObject({
      repetition_number: 0,
    });
  });

  it("counts a replayed review once", () => {
    const once = [review("a", T0, 5), review("b", plusDays(T0, 14), 1)];
    const replayed = [...once, { ...once[0]! }, { ...once[1]! }, { ...once[0]! }];
    expect(scheduleFromReviews(replayed, SPEC)).toEqual(scheduleFromReviews(once, SPEC));
    expect(scheduleFromReviews(replayed, SPEC)!.repetition_number).toBe(0);
  });

  it("orders reviews at the same instant by id, so every device picks the same last review", () => {
    const a = review("aaa", T0, 1);
    const b = review("bbb", T0, 5);
    expect(scheduleFromReviews([a, b], SPEC)!.interval_days).toBe(14);
    expect(scheduleFromReviews([b, a], SPEC)!.interval_days).toBe(14);
  });

  it("compares times as instants, not as text (an offset form sorts by its moment)", () => {
    const early = review("z-early", "2026-03-02T10:00:00+02:00", 5); // 08:00Z
    const late = review("a-late", "2026-03-02T09:00:00.000Z", 1);
    const schedule = scheduleFromReviews([late, early], SPEC)!;
    expect(schedule.interval_days).toBe(1);
    expect(schedule.next_review_date).toBe("2026-03-03T09:00:00.000Z");
  });

  it("falls back to the day after the last review when the interval would leave the storable years", () => {
    const schedule = scheduleFromReviews([review("a", "9999-12-25T00:00:00.000Z", 5)], SPEC)!;
    expect(schedule.next_review_date).toBe("9999-12-26T00:00:00.000Z");
    expect(schedule.interval_days).toBe(1);
  });

  it("gives a record the spaced_repetition_schedule schema accepts", () => {
    const schedule = scheduleFromReviews(randomLog(seeded(7), 30), SPEC)!;
    const record = {
      ...schedule,
      id: "6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f",
      user_id: "7a1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f",
      created_at: T0,
      updated_at: T0,
      flashcard_id: "8b1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f",
    };
    expect(spacedRepetitionScheduleSchema.safeParse(record).success).toBe(true);
  });
});

describe("two devices' logs (issue 14): duplicates and any arrival order give the in-order schedule", () => {
  for (const options of [SPEC, FSRS, { ...FSRS, examAt: "2026-04-01T08:00:00.000Z" }]) {
    it(`${options.scheduler}${options.examAt ? " with an exam" : ""}: 200 random logs`, () => {
      const random = seeded(options.scheduler === "spec" ? 11 : options.examAt ? 13 : 12);
      for (let run = 0; run < 200; run++) {
        const log = randomLog(random, 1 + Math.floor(random() * 25));
        const inOrder = scheduleFromReviews(log, options);
        // Two devices each hold part of the log, with overlap; the server sees them merged, in any order.
        const deviceA = log.filter(() => random() < 0.7);
        const deviceB = log.filter((item) => !deviceA.includes(item) || random() < 0.5);
        const merged = shuffledWithDuplicates(random, [...deviceB, ...deviceA]);
        expect(scheduleFromReviews(merged, options)).toEqual(inOrder);
      }
    });
  }
});

describe("the exam cap (issue 14 Deliver 5)", () => {
  const exam = "2026-03-20T09:00:00.000Z";

  it("leaves a review due well before the exam alone", () => {
    const schedule = scheduleFromReviews([review("a", T0, 3)], { ...SPEC, examAt: exam })!;
    expect(schedule.next_review_date).toBe(plusDays(T0, 3));
    expect(schedule.interval_days).toBe(3);
  });

  it("moves a review that would pass the exam to the day before it", () => {
    const last = "2026-03-10T09:30:00.000Z"; // + 14 days = 2026-03-24, after the exam
    const schedule = scheduleFromReviews([review("a", last, 5)], { ...SPEC, examAt: exam })!;
    expect(schedule.next_review_date).toBe("2026-03-19T09:00:00.000Z");
    expect(schedule.interval_days).toBe(9);
  });

  it("moves a review due on the exam's last day to the day before too", () => {
    const last = "2026-03-06T12:00:00.000Z"; // + 14 days = 2026-03-20T12:00, 3 hours after the start
    expect(scheduleFromReviews([review("a", last, 5)], { ...SPEC, examAt: exam })!.next_review_date).toBe(
      "2026-03-19T09:00:00.000Z",
    );
    const justBefore = "2026-03-17T07:00:00.000Z"; // + 3 days = 2026-03-20T07:00, within the day before
    expect(
      scheduleFromReviews([review("a", justBefore, 3)], { ...SPEC, examAt: exam })!.next_review_date,
    ).toBe("2026-03-19T09:00:00.000Z");
  });

  it("after a review on the eve, the next one lands halfway to the exam, never after its start", () => {
    const eve = "2026-03-19T21:00:00.000Z";
    const schedule = scheduleFromReviews([review("a", eve, 5)], { ...SPEC, examAt: exam })!;
    expect(schedule.next_review_date).toBe("2026-03-20T03:00:00.000Z");
    expect(schedule.interval_days).toBe(0);
  });

  it("ignores an exam that is over (at or before the last review)", () => {
    const after = "2026-03-21T09:00:00.000Z";
    expect(scheduleFromReviews([review("a", after, 5)], { ...SPEC, examAt: exam })!.next_review_date).toBe(
      plusDays(after, 14),
    );
    expect(scheduleFromReviews([review("a", exam, 5)], { ...SPEC, examAt: exam })!.next_review_date).toBe(
      plusDays(exam, 14),
    );
  });

  it("ignores an exam date it cannot read", () => {
    expect(capBeforeExam(0, 5 * DAY, "not a date")).toBe(5 * DAY);
  });

  it("with FSRS, no interval runs past the exam and every review lands after the last one", () => {
    const random = seeded(21);
    for (let run = 0; run < 300; run++) {
      const log = randomLog(random, 1 + Math.floor(random() * 15));
      const lastMs = Math.max(...log.map((item) => Date.parse(item.reviewed_at)));
      const examMs = lastMs + Math.floor(random() * 60 * DAY) + 1;
      const examAt = new Date(examMs).toISOString();
      const free = scheduleFromReviews(log, FSRS)!;
      const capped = scheduleFromReviews(log, { ...FSRS, examAt })!;
      const nextMs = Date.parse(capped.next_review_date);
      expect(nextMs).toBeLessThan(examMs);
      expect(nextMs).toBeGreaterThan(lastMs);
      if (Date.parse(free.next_review_date) <= examMs - DAY) expect(capped).toEqual(free);
      else
        expect(nextMs).toBe(
          examMs - DAY > lastMs ? examMs - DAY : lastMs + Math.floor((examMs - lastMs) / 2),
        );
      // The cap moves the date only; FSRS's memory state is the scheduler's.
      expect(capped.ease_factor).toBe(free.ease_factor);
      expect(capped.repetition_number).toBe(free.repetition_number);
    }
  });

  it("a student reviewing whenever a card comes due reviews it at least once in the last days before the exam", () => {
    // FSRS intervals grow to weeks; with an exam 60 days out, the last review still lands on the eve.
    const examMs = Date.parse(T0) + 60 * DAY;
    const examAt = new Date(examMs).toISOString();
    let log = [review("r0", T0, 5)];
    let lastMs = Date.parse(T0);
    for (let i = 1; i < 40; i++) {
      const next = Date.parse(scheduleFromReviews(log, { ...FSRS, examAt })!.next_review_date);
      expect(next).toBeLessThan(examMs);
      if (next >= examMs - DAY) {
        lastMs = next;
        break;
      }
      log = [...log, review(`r${i}`, new Date(next).toISOString(), 5)];
      lastMs = next;
    }
    expect(lastMs).toBe(examMs - DAY);
  });
});
