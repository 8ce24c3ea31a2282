import { describe, expect, it } from "vitest";
import { SUBJECT_RECENT_ATTEMPTS } from "../constants/progress.ts";
import { goalProgressPercent, goalTitle, goalUnit, isGoalReached } from "./goals.ts";
import { reviewPriority } from "./reviews.ts";
import { subjectImprovement, subjectRecentScores, subjectScore, weeklySummary } from "./summary.ts";

describe("goal rules (spec 2 §4, §5)", () => {
  it("sets the unit from the type", () => {
    expect(goalUnit("study_time")).toBe("minutes");
    expect(goalUnit("notes_created")).toBe("notes");
    expect(goalUnit("quizzes_taken")).toBe("quizzes");
    expect(goalUnit("flashcards_reviewed")).toBe("cards");
    expect(goalUnit("quiz_score")).toBe("%");
    expect(goalUnit("custom")).toBe("items");
  });
  it("titles a goal from type, target and period", () => {
    expect(goalTitle("study_time", 120, "daily")).toBe("Daily study: 120 minutes");
    expect(goalTitle("notes_created", 1, "weekly")).toBe("Weekly notes: 1 note");
    expect(goalTitle("quizzes_taken", 1, "weekly")).toBe("Weekly quizzes: 1 quiz");
    expect(goalTitle("quiz_score", 90, "monthly")).toBe("Monthly quiz score: 90%");
    expect(goalTitle("flashcards_reviewed", 50, "custom")).toBe("Custom flashcard reviews: 50 cards");
  });
  it("is reached at the target, and the bar stays within 0–100", () => {
    expect(isGoalReached(5, 5)).toBe(true);
    expect(isGoalReached(4.9, 5)).toBe(false);
    expect(isGoalReached(Number.NaN, 5)).toBe(false);
    expect(goalProgressPercent(60, 120)).toBe(50);
    expect(goalProgressPercent(300, 120)).toBe(100);
    expect(goalProgressPercent(1, 0)).toBe(0);
  });
});

describe("review priority (spec 1 §9)", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
  it("is high up to 1 day (overdue included), medium up to 3, low after", () => {
    expect(reviewPriority(inDays(-2), now)).toBe("high");
    expect(reviewPriority(inDays(1), now)).toBe("high");
    expect(reviewPriority(inDays(1.01), now)).toBe("medium");
    expect(reviewPriority(inDays(3), now)).toBe("medium");
    expect(reviewPriority(inDays(3.01), now)).toBe("low");
  });
});

describe("weekly summary (spec 2 §9)", () => {
  it("sums hours and averages subject scores", () => {
    expect(weeklySummary([{ studyTime: 1.5 }, { studyTime: 0.5 }], [{ score: 80 }, { score: 60 }])).toEqual({
      studyHours: 2,
      averageScore: 70,
    });
    expect(weeklySummary([], [])).toEqual({ studyHours: 0, averageScore: null });
  });
  it("measures improvement as the newer half's mean minus the older half's", () => {
    expect(subjectImprovement([50, 60, 70, 80])).toBe(20);
    expect(subjectImprovement([80, 70, 90])).toBe(10);
    expect(subjectImprovement([90])).toBe(0);
    expect(subjectImprovement([])).toBe(0);
  });
  it("scores a subject by its last 20 attempts: where the student stands now", () => {
    expect(SUBJECT_RECENT_ATTEMPTS).toBe(20);
    expect(subjectScore([])).toBe(0);
    expect(subjectScore([70, 81])).toBe(76); // 75.5 rounds up
    // 30 attempts: 10 old ones at 0, then 20 at 90 → only the 20 count
    const history = [...Array(10).fill(0), ...Array(20).fill(90)];
    expect(subjectRecentScores(history)).toEqual(Array(20).fill(90));
    expect(subjectScore(history)).toBe(90);
    // the improvement also looks at those 20 only: 10 at 60 then 10 at 80 after 5 old zeros → +20
    const rising = [0, 0, 0, 0, 0, ...Array(10).fill(60), ...Array(10).fill(80)];
    expect(subjectImprovement(rising)).toBe(20);
  });
});
