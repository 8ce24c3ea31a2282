import { describe, expect, it } from "vitest";
import { autoTitle, defaultDailyTarget, goalValuesOf, newGoalValues, payloadOf } from "./goal-form-values";

describe("goal form values (spec 2 §4)", () => {
  it("starts as daily study time at 120 minutes with its auto title", () => {
    expect(newGoalValues()).toEqual({
      title: "Daily study: 120 minutes",
      goalType: "study_time",
      targetValue: 120,
      unit: "minutes",
      period: "daily",
      endDate: null,
    });
  });

  it("prefills the default daily targets only for daily study time, notes and quiz score", () => {
    expect(defaultDailyTarget("study_time", "daily")).toBe(120);
    expect(defaultDailyTarget("notes_created", "daily")).toBe(5);
    expect(defaultDailyTarget("quiz_score", "daily")).toBe(100);
    expect(defaultDailyTarget("quizzes_taken", "daily")).toBeUndefined();
    expect(defaultDailyTarget("study_time", "weekly")).toBeUndefined();
  });

  it("has no auto title without a number", () => {
    expect(autoTitle({ goalType: "notes_created", targetValue: 3, period: "weekly" })).toBe(
      "Weekly notes: 3 notes",
    );
    expect(autoTitle({ goalType: "notes_created", targetValue: Number.NaN, period: "weekly" })).toBeNull();
  });

  it("sends an end date only for the custom period and a current value only for a custom goal", () => {
    const values = { ...newGoalValues(), endDate: "2026-12-01", currentValue: 4 };
    expect(payloadOf(values)).toEqual({ ...newGoalValues(), endDate: null });
    expect(payloadOf({ ...values, period: "custom", goalType: "custom" })).toMatchObject({
      period: "custom",
      endDate: "2026-12-01",
      currentValue: 4,
    });
  });

  it("reads an existing goal back, its current value only when custom", () => {
    const goal = {
      id: "8f0a3f3e-5f59-4c43-9a3e-0a4f2b7f1c11",
      goal: "Read papers",
      goalType: "custom" as const,
      target: 10,
      current: 3,
      unit: "items",
      period: "weekly" as const,
      startDate: "2026-11-23T00:00:00.000Z",
      endDate: null,
      isCompleted: false,
    };
    expect(goalValuesOf(goal)).toMatchObject({ title: "Read papers", currentValue: 3, endDate: null });
    expect(goalValuesOf({ ...goal, goalType: "study_time" })).not.toHaveProperty("currentValue");
  });
});
