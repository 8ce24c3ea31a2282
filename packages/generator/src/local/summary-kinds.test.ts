import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { GENERAL_DEFINITION, isKindOf, KIND_DEFINITION, kindWeights } from "./summary-kinds.ts";
import { definedTerm } from "./summary-thesis.ts";

const reader = new TextReader();

describe("a general term's definition before its kinds' (issue 16 §4)", () => {
  it("tells a kind by the general term's words at its end", () => {
    expect(isKindOf("proactive interference", "interference")).toBe(true);
    expect(isKindOf("retroactive interferences", "interference")).toBe(true);
    expect(isKindOf("interference", "interference")).toBe(false);
    expect(isKindOf("interference theory", "interference")).toBe(false);
  });

  it("weighs the general definition up and its kinds down, and leaves the rest", () => {
    const sentences = analyseChunk(
      reader,
      "interference is forgetting caused by other memories getting in the way. proactive interference is when old learning disrupts new learning. retroactive interference is when new learning disrupts old learning. retrieval failure is forgetting caused by the absence of cues.",
    ).sentences;
    const weights = kindWeights(sentences, definedTerm);
    expect(sentences.map((s) => weights.get(s) ?? 1)).toEqual([
      GENERAL_DEFINITION,
      KIND_DEFINITION,
      KIND_DEFINITION,
      1,
    ]);
  });

  it("reads a spoken definition by a gerund ('is forgetting'), not 'is going to'", () => {
    const [defines, going] = analyseChunk(
      reader,
      "interference is forgetting caused by other memories getting in the way. the rate is going to rise when it gets hot.",
    ).sentences;
    expect(defines && definedTerm(defines)).toBe("interference");
    expect(going && definedTerm(going)).toBe(null);
  });
});
