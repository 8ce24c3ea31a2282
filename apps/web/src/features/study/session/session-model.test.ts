import { describe, expect, it } from "vitest";
import {
  sessionAccuracy,
  sessionDurationSeconds,
  sessionReducer,
  shuffled,
  startSession,
} from "./session-model";

const ids = ["a", "b", "c"];

describe("flashcard session (spec 2 §4)", () => {
  it("starts on the first card, front up; an empty deck is complete at once", () => {
    expect(startSession(ids, 1000)).toMatchObject({ index: 0, flipped: false, studied: 0, complete: false });
    expect(startSession([], 1000).complete).toBe(true);
  });

  it("a click turns the card and turns it back", () => {
    const once = sessionReducer(startSession(ids, 0), { type: "flip" });
    expect(once.flipped).toBe(true);
    expect(sessionReducer(once, { type: "flip" }).flipped).toBe(false);
  });

  it("marking counts studied and correct or incorrect, then advances front up; the last mark completes", () => {
    let s = sessionReducer(startSession(ids, 0), { type: "flip" });
    s = sessionReducer(s, { type: "mark", correct: true, now: 1000 });
    expect(s).toMatchObject({
      index: 1,
      flipped: false,
      studied: 1,
      correct: 1,
      incorrect: 0,
      complete: false,
    });
    s = sessionReducer(s, { type: "mark", correct: false, now: 2000 });
    expect(s).toMatchObject({ index: 2, studied: 2, correct: 1, incorrect: 1, complete: false });
    s = sessionReducer(s, { type: "mark", correct: true, now: 61_400 });
    expect(s).toMatchObject({
      index: 2,
      studied: 3,
      correct: 2,
      incorrect: 1,
      complete: true,
      endedAt: 61_400,
    });
    // Once complete, further marks and flips change nothing (a double click on the last card).
    expect(sessionReducer(s, { type: "mark", correct: true, now: 70_000 })).toBe(s);
    expect(sessionReducer(s, { type: "flip" })).toBe(s);
    expect(sessionDurationSeconds(s, 999_999)).toBe(61);
    expect(sessionAccuracy(s)).toBe(67);
  });

  it("shuffle keeps the cards, returns to the first card and keeps the run's counts", () => {
    let s = sessionReducer(startSession(ids, 0), { type: "mark", correct: true, now: 1 });
    s = sessionReducer(s, { type: "flip" });
    const shuffledState = sessionReducer(s, { type: "shuffle", random: () => 0 });
    expect(shuffledState).toMatchObject({ index: 0, flipped: false, studied: 1, correct: 1 });
    expect([...shuffledState.order].sort()).toEqual(ids);
    expect(shuffledState.order).toEqual(["b", "c", "a"]);
  });

  it("restart and Study Again reset the counters over the same cards, timed from now", () => {
    let s = startSession(ids, 0);
    for (const correct of [true, false, true]) s = sessionReducer(s, { type: "mark", correct, now: 5000 });
    const again = sessionReducer(s, { type: "restart", now: 9000 });
    expect(again).toEqual(startSession(s.order, 9000));
  });

  it("a clock moved back never gives a negative duration; nothing studied is 0% accuracy", () => {
    expect(sessionDurationSeconds(startSession(ids, 10_000), 5000)).toBe(0);
    expect(sessionAccuracy({ studied: 0, correct: 0 })).toBe(0);
  });

  it("shuffled is a permutation for any random source", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const items = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(items, random);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
  });
});
