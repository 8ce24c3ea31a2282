import { describe, expect, it } from "vitest";
import {
  isServerError,
  judgeSuspects,
  SPLIT_AFTER_FAILURES,
  SUSPECT_AFTER_FAILURES,
  stepAfterFailure,
} from "./isolate";

describe("stepAfterFailure (issue 12)", () => {
  const batch = ["a", "b", "c", "d", "e"];

  it("retries the whole batch when the server did not answer, however often it failed", () => {
    expect(stepAfterFailure(batch, 10, false)).toEqual({ kind: "retry" });
    expect(stepAfterFailure(["a"], 10, false)).toEqual({ kind: "retry" });
  });

  it("retries a batch after its first server error: one failure may be a passing outage", () => {
    expect(stepAfterFailure(batch, SPLIT_AFTER_FAILURES - 1, true)).toEqual({ kind: "retry" });
  });

  it("splits a batch that failed again into halves, the oldest (and larger) half first", () => {
    expect(stepAfterFailure(batch, SPLIT_AFTER_FAILURES, true)).toEqual({
      kind: "split",
      halves: [
        ["a", "b", "c"],
        ["d", "e"],
      ],
    });
    expect(stepAfterFailure(["a", "b"], 7, true)).toEqual({ kind: "split", halves: [["a"], ["b"]] });
  });

  it("makes a single op a suspect only once it failed alone often enough", () => {
    expect(stepAfterFailure(["a"], SUSPECT_AFTER_FAILURES - 1, true)).toEqual({ kind: "retry" });
    expect(stepAfterFailure(["a"], SUSPECT_AFTER_FAILURES, true)).toEqual({ kind: "suspect", op: "a" });
  });

  it("has nothing to do for an empty batch", () => {
    expect(stepAfterFailure([], 9, true)).toEqual({ kind: "retry" });
  });

  it("finds one bad op of 100 in at most 7 halvings", () => {
    let current = Array.from({ length: 100 }, (_, i) => i);
    let halvings = 0;
    while (current.length > 1) {
      const step = stepAfterFailure(current, SPLIT_AFTER_FAILURES, true);
      if (step.kind !== "split") throw new Error("expected a split");
      current = step.halves.find((half) => half.includes(73)) ?? [];
      halvings += 1;
    }
    expect(current).toEqual([73]);
    expect(halvings).toBeLessThanOrEqual(7);
  });
});

describe("judgeSuspects", () => {
  it("refuses suspects only when the server took other changes in the same drain", () => {
    expect(judgeSuspects(true)).toBe("reject");
    expect(judgeSuspects(false)).toBe("retry");
  });
});

describe("isServerError", () => {
  it("is a 5xx answer, not silence or a 4xx", () => {
    expect([500, 502, 503, 599].map(isServerError)).toEqual([true, true, true, true]);
    expect([undefined, 429, 408, 404, 600].map(isServerError)).toEqual([false, false, false, false, false]);
  });
});
