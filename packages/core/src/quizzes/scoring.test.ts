import { describe, expect, it } from "vitest";
import {
  foldCase,
  isAnswerCorrect,
  isAnswered,
  normaliseAnswer,
  scorePercent,
  scoreQuizAttempt,
  unansweredQuestions,
} from "./scoring.ts";

const mc = { type: "multiple-choice", correctAnswer: "Mitochondria" } as const;
const tf = { type: "true-false", correctAnswer: "True" } as const;
const sa = { type: "short-answer", correctAnswer: "Oxidative phosphorylation" } as const;

describe("isAnswerCorrect: multiple-choice and true/false need an exact match (spec 2 §5)", () => {
  it("accepts the key itself", () => {
    expect(isAnswerCorrect(mc, "Mitochondria")).toBe(true);
    expect(isAnswerCorrect(tf, "True")).toBe(true);
    expect(isAnswerCorrect({ type: "true-false", correctAnswer: "False" }, "False")).toBe(true);
  });
  it("refuses another option, a different case and containment either way", () => {
    expect(isAnswerCorrect(mc, "Ribosome")).toBe(false);
    expect(isAnswerCorrect(mc, "mitochondria")).toBe(false);
    expect(isAnswerCorrect(mc, "Mitochondria and ribosomes")).toBe(false);
    expect(isAnswerCorrect(mc, "Mito")).toBe(false);
    expect(isAnswerCorrect(tf, "False")).toBe(false);
    expect(isAnswerCorrect(tf, "true")).toBe(false);
    expect(isAnswerCorrect(tf, "Tru")).toBe(false);
  });
  it("ignores surrounding and repeated whitespace and the Unicode form", () => {
    expect(isAnswerCorrect(mc, "  Mitochondria\n")).toBe(true);
    expect(
      isAnswerCorrect({ type: "multiple-choice", correctAnswer: "Golgi  apparatus" }, "Golgi apparatus"),
    ).toBe(true);
    // "é" precomposed (U+00E9) against "e" + combining acute (U+0301)
    expect(isAnswerCorrect({ type: "multiple-choice", correctAnswer: "Caf\u00e9" }, "Cafe\u0301")).toBe(true);
  });
});

describe("isAnswerCorrect: short answer is case-insensitive containment either way (spec 2 §5)", () => {
  it("accepts the key in any case", () => {
    expect(isAnswerCorrect(sa, "oxidative phosphorylation")).toBe(true);
    expect(isAnswerCorrect(sa, "OXIDATIVE PHOSPHORYLATION")).toBe(true);
  });
  it("accepts an answer that contains the key", () => {
    expect(isAnswerCorrect(sa, "It is oxidative phosphorylation.")).toBe(true);
  });
  it("accepts an answer the key contains (the spec's reverse direction), even a fragment", () => {
    expect(isAnswerCorrect(sa, "phosphorylation")).toBe(true);
    expect(isAnswerCorrect(sa, "Oxidative")).toBe(true);
  });
  it("refuses an answer that neither contains nor is contained", () => {
    expect(isAnswerCorrect(sa, "glycolysis")).toBe(false);
    expect(isAnswerCorrect(sa, "oxidative-phosphorylation")).toBe(false); // punctuation is part of the text
    expect(isAnswerCorrect(sa, "phosphorylation, oxidative")).toBe(false);
  });
  it("folds case beyond ASCII and matches across Unicode forms", () => {
    const german = { type: "short-answer", correctAnswer: "Straße" } as const;
    expect(isAnswerCorrect(german, "STRASSE")).toBe(true);
    expect(isAnswerCorrect(german, "die strasse")).toBe(true);
    const greek = { type: "short-answer", correctAnswer: "ΟΔΟΣ" } as const;
    expect(isAnswerCorrect(greek, "οδος")).toBe(true);
    const accented = { type: "short-answer", correctAnswer: "ÉCOLE" } as const;
    expect(isAnswerCorrect(accented, "e\u0301cole")).toBe(true); // decomposed lower case
    expect(isAnswerCorrect(accented, "ecole")).toBe(false); // an accent is part of the letter
  });
  it("collapses whitespace inside the answer", () => {
    expect(isAnswerCorrect(sa, " oxidative \t phosphorylation ")).toBe(true);
  });
});

describe("isAnswerCorrect: no answer is never right", () => {
  it.each([undefined, null, "", "   ", "\n\t", "\u00a0"])("%j is wrong for every type", (answer) => {
    expect(isAnswerCorrect(mc, answer)).toBe(false);
    expect(isAnswerCorrect(tf, answer)).toBe(false);
    // without this rule the short-answer containment would accept it: every key contains ""
    expect(isAnswerCorrect(sa, answer)).toBe(false);
  });
  it("a blank key matches nothing", () => {
    expect(isAnswerCorrect({ type: "short-answer", correctAnswer: "  " }, "anything")).toBe(false);
  });
});

describe("normalising helpers", () => {
  it("normaliseAnswer: NFC, one space, trimmed", () => {
    expect(normaliseAnswer(" a \n b ")).toBe("a b");
    expect(normaliseAnswer("e\u0301")).toBe("\u00e9");
  });
  it("foldCase: ß and ﬁ as their capitals read", () => {
    expect(foldCase("Straße")).toBe("strasse");
    expect(foldCase("\ufb01le")).toBe("file");
  });
  it("isAnswered: text besides whitespace", () => {
    expect(isAnswered("x")).toBe(true);
    expect(isAnswered(" ")).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
  });
});

describe("scoreQuizAttempt: the rounded percent over all questions (spec 2 §5)", () => {
  const questions = [mc, tf, sa];
  it("counts unanswered questions as wrong", () => {
    const result = scoreQuizAttempt(questions, { 0: "Mitochondria" });
    expect(result).toMatchObject({ score: 33, correctCount: 1, totalQuestions: 3 });
    expect(result.results).toEqual([
      { index: 0, answer: "Mitochondria", answered: true, correct: true },
      { index: 1, answer: null, answered: false, correct: false },
      { index: 2, answer: null, answered: false, correct: false },
    ]);
  });
  it("rounds to the nearest percent, half up", () => {
    expect(scoreQuizAttempt(questions, { 0: "Mitochondria", 1: "True" }).score).toBe(67);
    expect(scorePercent(1, 8)).toBe(13); // 12.5
    expect(scorePercent(1, 200)).toBe(1); // 0.5
  });
  it("scores every question of each type", () => {
    const result = scoreQuizAttempt(questions, ["Mitochondria", "True", "phosphorylation"]);
    expect(result).toMatchObject({ score: 100, correctCount: 3 });
  });
  it("keeps a blank answer out of the record and marks it unanswered", () => {
    const result = scoreQuizAttempt(questions, { 2: "   " });
    expect(result.results[2]).toEqual({ index: 2, answer: null, answered: false, correct: false });
  });
  it("reads the attempt record's string keys and ignores answers beyond the quiz", () => {
    const stored: Record<string, string> = { "0": "Mitochondria", "7": "True" };
    expect(scoreQuizAttempt(questions, stored)).toMatchObject({ score: 33, correctCount: 1 });
  });
  it("scores an empty quiz 0", () => {
    expect(scoreQuizAttempt([], {})).toEqual({ score: 0, correctCount: 0, totalQuestions: 0, results: [] });
  });
});

describe("unansweredQuestions: the submit confirm's list", () => {
  it("lists the indexes without an answer, blanks included", () => {
    expect(unansweredQuestions(5, { 0: "a", 2: " ", 4: "b" })).toEqual([1, 2, 3]);
    expect(unansweredQuestions(2, ["a", "b"])).toEqual([]);
    expect(unansweredQuestions(0, {})).toEqual([]);
  });
});
