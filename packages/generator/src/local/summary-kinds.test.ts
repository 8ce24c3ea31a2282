import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { GENERAL_DEFINITION, isKindOf, KIND_DEFINITION, kindClaim, kindWeights } from "./summary-kinds.ts";
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

describe("a section of members of its heading's kind (issue 16 §4)", () => {
  const biomes = analyseChunk(
    reader,
    "A biome is defined mainly by its climate, which determines which plants can grow there. Tropical savannas are grasslands with scattered trees. Deserts are regions that receive little rain. The boreal forest is a broad belt of coniferous forest, and it is the largest land biome. Alpine tundra is a similar biome found on high mountains.",
  ).sentences;

  it("makes its claim about the kind its point ('A biome is defined mainly by its climate…')", () => {
    expect(kindClaim("Part 7. Biomes of the Land", biomes)).toBe(biomes[0]);
  });

  it("is no list when no member is filed under the kind, or the heading names another kind", () => {
    const unfiled = biomes.filter((s) => !/\bbiome\b/.test(s.text) || s === biomes[0]);
    expect(kindClaim("Part 7. Biomes of the Land", unfiled)).toBe(null);
    expect(kindClaim("Energy Flow in Ecosystems", biomes)).toBe(null);
  });
});
