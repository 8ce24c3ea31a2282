import { describe, expect, it } from "vitest";
import { quizDifficulty, textStatistics } from "./difficulty.ts";

/** `sentences` sentences of `words` words, each word `letters` letters long. */
const text = (sentences: number, words: number, letters: number) =>
  Array.from(
    { length: sentences },
    () => `${Array.from({ length: words }, () => "a".repeat(letters)).join(" ")}.`,
  ).join(" ");

describe("quizDifficulty (spec 1 §9)", () => {
  it("measures average word length and words per sentence", () => {
    expect(textStatistics("The cat sat. A dog ran away.")).toEqual({
      avgWordLength: 20 / 7,
      avgSentenceWords: 3.5,
    });
    expect(textStatistics("")).toEqual({ avgWordLength: 0, avgSentenceWords: 0 });
  });

  it("is hard when the average word is over 6 letters", () => {
    expect(quizDifficulty(text(2, 5, 7))).toBe("hard");
    expect(quizDifficulty(text(2, 5, 6))).toBe("medium"); // exactly 6 is not over 6
  });

  it("is hard when the average sentence is over 20 words", () => {
    expect(quizDifficulty(text(2, 21, 3))).toBe("hard");
    expect(quizDifficulty(text(2, 20, 3))).toBe("medium"); // exactly 20 is not over 20, but over 15
  });

  it("is medium when the average word is over 4 letters or the sentence over 15 words", () => {
    expect(quizDifficulty(text(2, 5, 5))).toBe("medium");
    expect(quizDifficulty(text(2, 5, 4))).toBe("easy"); // exactly 4
    expect(quizDifficulty(text(2, 16, 3))).toBe("medium");
    expect(quizDifficulty(text(2, 15, 3))).toBe("easy"); // exactly 15
  });

  it("is easy for short words in short sentences, and for empty text", () => {
    expect(quizDifficulty("The cat sat on the mat. It was fun.")).toBe("easy");
    expect(quizDifficulty("")).toBe("easy");
  });

  it("counts a last sentence without a full stop", () => {
    expect(textStatistics("One two three. Four five six").avgSentenceWords).toBe(3);
  });
});
