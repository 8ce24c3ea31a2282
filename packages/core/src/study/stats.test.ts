import { describe, expect, it } from "vitest";
import { cardStatsFromReviews, reviewsByCard } from "./stats.ts";
import { randomLog, review, seeded, shuffledWithDuplicates } from "./test-logs.ts";

describe("cardStatsFromReviews (DESIGN §3: counts come from the log)", () => {
  it("is zero with no reviews", () => {
    expect(cardStatsFromReviews([])).toEqual({ review_count: 0, correct_count: 0, last_reviewed: null });
  });

  it("counts reviews and correct ones, and takes the newest time", () => {
    const log = [
      review("a", "2026-02-01T10:00:00.000Z", 5),
      review("b", "2026-02-03T10:00:00.000Z", 1),
      review("c", "2026-02-02T10:00:00.000Z", 4),
    ];
    expect(cardStatsFromReviews(log)).toEqual({
      review_count: 3,
      correct_count: 2,
      last_reviewed: "2026-02-03T10:00:00.000Z",
    });
  });

  it("counts a review id once, however often it arrives, in any order", () => {
    const random = seeded(5);
    for (let run = 0; run < 100; run++) {
      const log = randomLog(random, 1 + Math.floor(random() * 20));
      expect(cardStatsFromReviews(shuffledWithDuplicates(random, log))).toEqual(cardStatsFromReviews(log));
    }
  });

  it("compares times as instants and answers in canonical UTC form", () => {
    const log = [review("a", "2026-02-01T10:00:00.000Z", 5), review("b", "2026-02-01T11:30:00+02:00", 5)];
    expect(cardStatsFromReviews(log).last_reviewed).toBe("2026-02-01T10:00:00.000Z");
    expect(cardStatsFromReviews([review("c", "2026-02-01T12:30:00+02:00", 5)]).last_reviewed).toBe(
      "2026-02-01T10:30:00.000Z",
    );
  });
});

describe("reviewsByCard", () => {
  it("groups reviews by card, keeping their order", () => {
    const a1 = { ...review("1", "2026-02-01T10:00:00.000Z", 5), flashcard_id: "A" };
    const b1 = { ...review("2", "2026-02-01T10:00:00.000Z", 5), flashcard_id: "B" };
    const a2 = { ...review("3", "2026-02-01T09:00:00.000Z", 1), flashcard_id: "A" };
    const groups = reviewsByCard([a1, b1, a2]);
    expect([...groups.keys()]).toEqual(["A", "B"]);
    expect(groups.get("A")).toEqual([a1, a2]);
    expect(groups.get("B")).toEqual([b1]);
  });
});
