import { describe, expect, it } from "vitest";
import { READING_WORDS_PER_MINUTE } from "../constants/generation.ts";
import { countSentences, countWords, readingTimeMinutes, textWords } from "./text.ts";

describe("word and sentence counts", () => {
  it("counts words with inner apostrophes and hyphens as one", () => {
    expect(textWords("Don't split cell-wall, 42 times!")).toEqual([
      "Don't",
      "split",
      "cell-wall",
      "42",
      "times",
    ]);
    expect(countWords("  ")).toBe(0);
  });

  it("counts sentences, including a last one without an end mark", () => {
    expect(countSentences("One. Two! Three?")).toBe(3);
    expect(countSentences("One. Two")).toBe(2);
    expect(countSentences("Pi is 3.14 roughly.")).toBe(1);
    expect(countSentences("")).toBe(0);
  });
});

describe("readingTimeMinutes (Lectern: 200 words per minute, rounded up, at least 1)", () => {
  it("rounds up and is at least one minute for any words", () => {
    expect(READING_WORDS_PER_MINUTE).toBe(200);
    expect(readingTimeMinutes("word")).toBe(1);
    expect(readingTimeMinutes(Array(200).fill("w").join(" "))).toBe(1);
    expect(readingTimeMinutes(Array(201).fill("w").join(" "))).toBe(2);
    expect(readingTimeMinutes("")).toBe(0);
  });
});
