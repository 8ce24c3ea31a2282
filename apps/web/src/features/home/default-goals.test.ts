import { goalPayloadSchema } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { defaultDailyGoals } from "./default-goals";

describe("defaultDailyGoals (spec 1 §9)", () => {
  it("offers study 120 minutes, 5 notes and a 100% quiz score, daily, with the form's auto titles", () => {
    expect(defaultDailyGoals()).toEqual([
      {
        title: "Daily study: 120 minutes",
        goalType: "study_time",
        targetValue: 120,
        unit: "minutes",
        period: "daily",
        endDate: null,
      },
      {
        title: "Daily notes: 5 notes",
        goalType: "notes_created",
        targetValue: 5,
        unit: "notes",
        period: "daily",
        endDate: null,
      },
      {
        title: "Daily quiz score: 100%",
        goalType: "quiz_score",
        targetValue: 100,
        unit: "%",
        period: "daily",
        endDate: null,
      },
    ]);
  });

  it("each is a payload the goal endpoints accept", () => {
    for (const goal of defaultDailyGoals()) expect(goalPayloadSchema.safeParse(goal).success).toBe(true);
  });
});
