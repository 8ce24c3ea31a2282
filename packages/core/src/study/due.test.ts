import { describe, expect, it } from "vitest";
import { planDueReviews } from "./due.ts";
import { seeded } from "./test-logs.ts";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const at = (id: string, next_review_date: string, deleted_at: string | null = null) => ({
  flashcard_id: id,
  next_review_date,
  deleted_at,
});

describe("planDueReviews (issue 14 Deliver 5)", () => {
  it("takes cards due at or before now, most overdue first, ties by card id", () => {
    const schedules = [
      at("c", "2026-03-09T12:00:00.000Z"),
      at("future", "2026-03-10T12:00:00.001Z"),
      at("a", "2026-03-01T00:00:00.000Z"),
      at("now", "2026-03-10T12:00:00.000Z"),
      at("b", "2026-03-09T12:00:00.000Z"),
    ];
    expect(planDueReviews(schedules, NOW, { dailyCap: 200, reviewedToday: 0 })).toEqual({
      due: ["a", "b", "c", "now"],
      heldBack: 0,
    });
  });

  it("holds back what is over the daily cap, counting the reviews already done today", () => {
    const schedules = Array.from({ length: 10 }, (_, i) =>
      at(`card-${i}`, new Date(NOW.getTime() - (i + 1) * 3_600_000).toISOString()),
    );
    const plan = planDueReviews(schedules, NOW, { dailyCap: 5, reviewedToday: 2 });
    expect(plan.due).toEqual(["card-9", "card-8", "card-7"]);
    expect(plan.heldBack).toBe(7);
    expect(planDueReviews(schedules, NOW, { dailyCap: 5, reviewedToday: 9 })).toEqual({
      due: [],
      heldBack: 10,
    });
  });

  it("spreads a backlog over the next days, most overdue first, none lost or repeated", () => {
    const random = seeded(9);
    const backlog = Array.from({ length: 530 }, (_, i) =>
      at(
        `card-${i.toString().padStart(4, "0")}`,
        new Date(NOW.getTime() - random() * 90 * 86_400_000).toISOString(),
      ),
    );
    let remaining = backlog;
    const days: string[][] = [];
    while (remaining.length > 0) {
      const plan = planDueReviews(remaining, NOW, { dailyCap: 200, reviewedToday: 0 });
      expect(plan.due.length + plan.heldBack).toBe(remaining.length);
      days.push(plan.due);
      const done = new Set(plan.due);
      remaining = remaining.filter((schedule) => !done.has(schedule.flashcard_id));
    }
    expect(days.map((day) => day.length)).toEqual([200, 200, 130]);
    const byDate = [...backlog].sort((a, b) => a.next_review_date.localeCompare(b.next_review_date));
    expect(days.flat()).toEqual(byDate.map((schedule) => schedule.flashcard_id));
  });

  it("compares dates in other ISO forms by their instant, and leaves out deleted schedules", () => {
    const schedules = [
      at("offset-past", "2026-03-10T13:30:00+02:00"), // 11:30Z
      at("offset-future", "2026-03-10T11:30:00-02:00"), // 13:30Z
      at("no-millis", "2026-03-10T11:00:00Z"),
      at("deleted", "2026-03-01T00:00:00.000Z", "2026-03-02T00:00:00.000Z"),
    ];
    expect(planDueReviews(schedules, NOW, { dailyCap: 200, reviewedToday: 0 })).toEqual({
      due: ["no-millis", "offset-past"],
      heldBack: 0,
    });
  });

  it("treats a cap of nothing left, or a bad number, as nothing today", () => {
    const schedules = [at("a", "2026-03-01T00:00:00.000Z")];
    expect(planDueReviews(schedules, NOW, { dailyCap: Number.NaN, reviewedToday: 0 })).toEqual({
      due: [],
      heldBack: 1,
    });
    expect(planDueReviews(schedules, NOW, { dailyCap: 1, reviewedToday: -3 })).toEqual({
      due: ["a"],
      heldBack: 0,
    });
  });

  it("equals a plain sort-and-slice over random schedules with many equal dates, for every cap", () => {
    const random = seeded(17);
    for (let run = 0; run < 200; run++) {
      const n = Math.floor(random() * 300);
      const schedules = Array.from({ length: n }, (_, i) => {
        // Few distinct instants (many ties), some after now, some in offset form, a few deleted.
        const ms = NOW.getTime() - Math.floor(random() * 12 - 3) * 3_600_000;
        const iso = new Date(ms).toISOString();
        const date = random() < 0.1 ? iso.replace(".000Z", "+00:00") : iso;
        return at(`id-${Math.floor(random() * 1e6)}-${i}`, date, random() < 0.05 ? iso : null);
      });
      const reference = schedules
        .filter((s) => !s.deleted_at && Date.parse(s.next_review_date) <= NOW.getTime())
        .sort(
          (a, b) =>
            Date.parse(a.next_review_date) - Date.parse(b.next_review_date) ||
            (a.flashcard_id < b.flashcard_id ? -1 : 1),
        )
        .map((s) => s.flashcard_id);
      const dailyCap = Math.floor(random() * (n + 5)) + 1;
      const reviewedToday = Math.floor(random() * 10);
      const left = Math.max(0, dailyCap - reviewedToday);
      expect(planDueReviews(schedules, NOW, { dailyCap, reviewedToday })).toEqual({
        due: reference.slice(0, left),
        heldBack: Math.max(0, reference.length - left),
      });
    }
  });

  it("leaves out dates it cannot read or that fall outside the storable years", () => {
    const schedules = [at("bad", "not a date"), at("ok", "2026-03-01T00:00:00.000Z")];
    expect(planDueReviews(schedules, NOW, { dailyCap: 5, reviewedToday: 0 })).toEqual({
      due: ["ok"],
      heldBack: 0,
    });
  });
});
