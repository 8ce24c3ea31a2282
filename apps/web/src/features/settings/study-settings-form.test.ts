import { messages } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { checkStudySettings } from "./study-settings-form";

describe("Study settings form (issue 14)", () => {
  it("accepts the defaults and FSRS with a retention in 0.70..0.99", () => {
    expect(checkStudySettings({ scheduler: "spec", retention: "0.9", dailyCap: "200" }, 0.9)).toEqual({
      values: { scheduler: "spec", desired_retention: 0.9, daily_review_cap: 200 },
    });
    expect(checkStudySettings({ scheduler: "fsrs", retention: "0.85", dailyCap: "50" }, 0.9)).toEqual({
      values: { scheduler: "fsrs", desired_retention: 0.85, daily_review_cap: 50 },
    });
  });

  it("refuses a retention out of range for FSRS, with the catalogue's message", () => {
    for (const retention of ["0.5", "1", "", "abc", "0.995"]) {
      expect(checkStudySettings({ scheduler: "fsrs", retention, dailyCap: "200" }, 0.9)).toEqual({
        errors: { retention: messages.studySettings.retentionRange },
      });
    }
    // Hidden for the spec scheduler: a wrong value there keeps the saved one instead of blocking.
    expect(checkStudySettings({ scheduler: "spec", retention: "2", dailyCap: "200" }, 0.8)).toEqual({
      values: { scheduler: "spec", desired_retention: 0.8, daily_review_cap: 200 },
    });
  });

  it("refuses a cap that is not a whole number from 1 to 9999", () => {
    for (const dailyCap of ["0", "10000", "1.5", "", "-3", "x"]) {
      expect(checkStudySettings({ scheduler: "spec", retention: "0.9", dailyCap }, 0.9)).toEqual({
        errors: { dailyCap: messages.studySettings.dailyCapRange },
      });
    }
    expect(messages.studySettings.retentionRange).toBe("Desired retention must be between 0.70 and 0.99.");
    expect(messages.studySettings.dailyCapRange).toBe(
      "Daily review cap must be a whole number from 1 to 9999.",
    );
  });
});
