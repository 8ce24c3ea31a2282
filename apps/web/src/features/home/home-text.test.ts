import { describe, expect, it } from "vitest";
import { activityDetail, averageScoreText } from "./home-text";

describe("home texts", () => {
  it("Average Quiz Score is '—' with no attempts, else a rounded percent", () => {
    expect(averageScoreText(null)).toBe("—");
    expect(averageScoreText(0)).toBe("0%");
    expect(averageScoreText(66.4)).toBe("66%");
    expect(averageScoreText(72.5)).toBe("73%");
  });

  it("an activity's detail names what it was", () => {
    expect(activityDetail({ kind: "note", detail: null })).toBe("Note");
    expect(activityDetail({ kind: "quiz", detail: 79.6 })).toBe("Score 80%");
    expect(activityDetail({ kind: "study", detail: 1 })).toBe("1 card studied");
    expect(activityDetail({ kind: "study", detail: 12 })).toBe("12 cards studied");
    expect(activityDetail({ kind: "quiz", detail: null })).toBeNull();
  });
});
