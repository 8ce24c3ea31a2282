import { describe, expect, it } from "vitest";
import {
  CER_RULE,
  cerTargetMet,
  characterErrorRate,
  levenshtein,
  normaliseForCer,
  wordRecall,
} from "./documents-cer.ts";

describe("levenshtein", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(levenshtein("", "")).toBe(0);
    expect(levenshtein("abc", "")).toBe(3);
    expect(levenshtein("", "abc")).toBe(3);
    expect(levenshtein("kitten", "sitting")).toBe(3);
    expect(levenshtein("sitting", "kitten")).toBe(3);
    expect(levenshtein("flaw", "lawn")).toBe(2);
    expect(levenshtein("same text", "same text")).toBe(0);
  });
});

describe("characterErrorRate", () => {
  it("ignores layout whitespace: line breaks, blank lines, runs of spaces, the ends", () => {
    expect(normaliseForCer("  a\n\nb \t c \n")).toBe("a b c");
    expect(characterErrorRate("The cell\n\nis  alive.\n", "The cell is alive.")).toBe(0);
  });

  it("divides the edit distance by the reference's length", () => {
    // one substitution (l → 1) in a 10-character reference
    expect(characterErrorRate("Ce1l walls", "Cell walls")).toBeCloseTo(0.1, 10);
    // a missing line costs its characters
    expect(characterErrorRate("Line one", "Line one Line two")).toBeCloseTo(9 / 17, 10);
    // case is text, not layout
    expect(characterErrorRate("dna", "DNA")).toBe(1);
  });

  it("gives 1 for nothing read, can pass 1 for a long hallucination, and handles an empty reference", () => {
    expect(characterErrorRate("", "abc")).toBe(1);
    expect(characterErrorRate("abcdef", "abc")).toBe(1);
    expect(characterErrorRate("xxxxxx", "abc")).toBe(2);
    expect(characterErrorRate("", " \n")).toBe(0);
    expect(characterErrorRate("x", "")).toBe(1);
  });
});

describe("cerTargetMet", () => {
  it("allows 1.1× the CLI's CER plus half a percent", () => {
    expect(CER_RULE).toBe("CER(tesseract.js) ≤ 1.1 × CER(tesseract) + 0.005");
    expect(cerTargetMet(0, 0)).toBe(true);
    expect(cerTargetMet(0.005, 0)).toBe(true);
    expect(cerTargetMet(0.006, 0)).toBe(false);
    expect(cerTargetMet(0.115, 0.1)).toBe(true);
    expect(cerTargetMet(0.12, 0.1)).toBe(false);
  });
});

describe("wordRecall", () => {
  it("is the share of the reference's words found, each occurrence once", () => {
    expect(wordRecall("a b c", "a b c")).toBe(1);
    expect(wordRecall("c b a", "a b c")).toBe(1);
    expect(wordRecall("a", "a a")).toBe(0.5);
    expect(wordRecall("a b", "a b c d")).toBe(0.5);
    expect(wordRecall("anything", "")).toBe(1);
  });
});
