import { describe, expect, it } from "vitest";
import { isQuizTimeLow, quizInitialSeconds, quizSecondsElapsed, quizSecondsLeft } from "./timer.ts";

describe("quizInitialSeconds: navigation, else the quiz, else 15 minutes (spec 2 §4)", () => {
  it("takes the navigation time limit first", () => {
    expect(quizInitialSeconds({ navigationTimeLimitMinutes: 5, quizTimeLimitMinutes: 30 })).toBe(300);
  });
  it("takes the quiz's time_limit without a navigation limit", () => {
    expect(quizInitialSeconds({ quizTimeLimitMinutes: 30 })).toBe(1800);
    expect(quizInitialSeconds({ navigationTimeLimitMinutes: null, quizTimeLimitMinutes: 30 })).toBe(1800);
  });
  it("falls back to 900 s", () => {
    expect(quizInitialSeconds({})).toBe(900);
    expect(quizInitialSeconds({ navigationTimeLimitMinutes: undefined, quizTimeLimitMinutes: null })).toBe(
      900,
    );
  });
  it("passes over a navigation limit that is not a usable number of minutes", () => {
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, "", "soon", {}, 24 * 60 + 1]) {
      expect(quizInitialSeconds({ navigationTimeLimitMinutes: bad, quizTimeLimitMinutes: 20 })).toBe(1200);
    }
    expect(quizInitialSeconds({ navigationTimeLimitMinutes: 0, quizTimeLimitMinutes: 0 })).toBe(900);
  });
  it("reads minutes given as text, and whole seconds of a fractional limit", () => {
    expect(quizInitialSeconds({ navigationTimeLimitMinutes: "10" })).toBe(600);
    expect(quizInitialSeconds({ navigationTimeLimitMinutes: 0.5 })).toBe(30);
  });
});

describe("quizSecondsLeft: from the start time kept on the device", () => {
  const start = Date.parse("2026-01-01T10:00:00Z");
  it("counts down by whole seconds", () => {
    expect(quizSecondsLeft(start, start, 900)).toBe(900);
    expect(quizSecondsLeft(start, start + 999, 900)).toBe(900);
    expect(quizSecondsLeft(start, start + 1000, 900)).toBe(899);
    expect(quizSecondsLeft(start, start + 600_500, 900)).toBe(300);
  });
  it("stops at 0", () => {
    expect(quizSecondsLeft(start, start + 900_000, 900)).toBe(0);
    expect(quizSecondsLeft(start, start + 86_400_000, 900)).toBe(0);
  });
  it("gives no extra time when the clock went back, and none for a start that is not a number", () => {
    expect(quizSecondsLeft(start, start - 60_000, 900)).toBe(900);
    expect(quizSecondsLeft(Number.NaN, start, 900)).toBe(900);
  });
  it("elapsed is the time taken, capped at the limit", () => {
    expect(quizSecondsElapsed(start, start + 61_900, 900)).toBe(61);
    expect(quizSecondsElapsed(start, start + 10_000_000, 900)).toBe(900);
  });
});

describe("isQuizTimeLow: red under 300 s (spec 2 §4, §9)", () => {
  it("warns from 299 s down", () => {
    expect(isQuizTimeLow(300)).toBe(false);
    expect(isQuizTimeLow(299)).toBe(true);
    expect(isQuizTimeLow(0)).toBe(true);
  });
});
