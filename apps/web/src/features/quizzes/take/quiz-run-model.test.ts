import { describe, expect, it } from "vitest";
import { choicesOf } from "./question-choices";
import { quizRunReducer, startQuizRun } from "./quiz-run-model";
import { quizKeyAction } from "./use-quiz-keys";

const fresh = { startedAt: 1_000, totalSeconds: 900 };

describe("the quiz run (spec 2 §4 quiz taking)", () => {
  const reduce = quizRunReducer(7);

  it("answers, moves within the quiz, jumps, flags and unflags", () => {
    let state = startQuizRun(7, fresh, null);
    state = reduce(state, { type: "answer", index: 0, answer: "True" });
    state = reduce(state, { type: "move", by: -1 });
    expect(state.index).toBe(0);
    state = reduce(state, { type: "go", index: 6 });
    state = reduce(state, { type: "move", by: 1 });
    expect(state.index).toBe(6);
    state = reduce(state, { type: "toggle-flag", index: 6 });
    state = reduce(state, { type: "toggle-flag", index: 2 });
    expect(state.flagged).toEqual([2, 6]);
    state = reduce(state, { type: "toggle-flag", index: 6 });
    expect(state.flagged).toEqual([2]);
    expect(reduce(state, { type: "answer", index: 9, answer: "x" })).toBe(state);
    expect(state.answers).toEqual({ 0: "True" });
  });

  it("Retake resets index, answers, flags and the timer's start", () => {
    let state = startQuizRun(7, fresh, null);
    state = reduce(state, { type: "answer", index: 3, answer: "ATP" });
    state = reduce(state, { type: "go", index: 3 });
    state = reduce(state, { type: "toggle-flag", index: 3 });
    state = reduce(state, { type: "restart", startedAt: 50_000, totalSeconds: 300 });
    expect(state).toEqual({ index: 0, answers: {}, flagged: [], startedAt: 50_000, totalSeconds: 300 });
  });

  it("picks up a saved run (a reload) with its own start time, dropping what is beyond the quiz", () => {
    const saved = {
      startedAt: 10,
      totalSeconds: 600,
      answers: { 1: "B", 9: "Z" },
      flagged: [1, 8],
      index: 9,
    };
    expect(startQuizRun(7, fresh, saved)).toEqual({
      index: 0,
      answers: { 1: "B" },
      flagged: [1],
      startedAt: 10,
      totalSeconds: 600,
    });
  });
});

describe("quiz keys (issue 15: 1-4 pick, arrows move, F flags)", () => {
  const on = (selector: string | null) => ({
    closest: (s: string) => (selector && s.includes(selector) ? {} : null),
  });
  it("maps the keys, and leaves a text field its own keys", () => {
    expect(quizKeyAction("1", on(null))).toEqual({ pick: 0 });
    expect(quizKeyAction("4", on(null))).toEqual({ pick: 3 });
    expect(quizKeyAction("5", on(null))).toBeNull();
    expect(quizKeyAction("ArrowRight", on(null))).toEqual({ move: 1 });
    expect(quizKeyAction("ArrowLeft", on("button"))).toEqual({ move: -1 });
    expect(quizKeyAction("f", on(null))).toBe("flag");
    expect(quizKeyAction("F", on(null))).toBe("flag");
    expect(quizKeyAction("f", on("input"))).toBeNull();
    expect(quizKeyAction("1", on("input"))).toBeNull();
  });
});

describe("choicesOf", () => {
  it("offers a true/false question stored without options True and False, a short answer nothing", () => {
    expect(choicesOf({ type: "true-false", options: [] })).toEqual(["True", "False"]);
    expect(choicesOf({ type: "true-false", options: ["True", "False"] })).toEqual(["True", "False"]);
    expect(choicesOf({ type: "multiple-choice", options: ["a", "b", "c"] })).toEqual(["a", "b", "c"]);
    expect(choicesOf({ type: "short-answer", options: ["ignored"] })).toEqual([]);
  });
});
