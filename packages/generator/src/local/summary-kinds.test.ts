import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import {
  countedClaim,
  GENERAL_DEFINITION,
  isKindOf,
  KIND_DEFINITION,
  kindClaim,
  kindWeights,
  membersClaim,
} from "./summary-kinds.ts";
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

describe("a section of members of one kind (issue 16 §4)", () => {
  const aquatic = analyseChunk(
    reader,
    "In aquatic ecosystems, the main abiotic factors are depth, temperature and the amount of dissolved oxygen. Near the shore is the littoral zone, shallow enough for rooted plants to grow. The intertidal zone is the strip of shore between high and low tide. The neritic zone is the shallow water over the continental shelf. The oceanic zone is the open sea beyond the continental shelf.",
  ).sentences;
  const any = () => true;

  it("makes its first claim about its heading's subject its point", () => {
    expect(membersClaim("Part 8. Aquatic Ecosystems", aquatic, any)).toBe(aquatic[0]);
  });

  it("is none when the claim is not about the heading's subject, is not usable, or the members are fewer than three", () => {
    expect(membersClaim("Part 8. Ocean Currents", aquatic, any)).toBe(null);
    expect(membersClaim("Part 8. Aquatic Ecosystems", aquatic, (s) => s !== aquatic[0])).toBe(null);
    expect(membersClaim("Part 8. Aquatic Ecosystems", aquatic.slice(0, 3), any)).toBe(null);
  });
});

describe("a counted list of reasons (issue 16 §4)", () => {
  const britain = analyseChunk(
    reader,
    "Several factors explain why industrialisation began in Britain. First, Britain had large deposits of coal and iron ore. Coal was the fuel that powered the new steam engines. Second, Britain had a growing population. Third, Britain had money to invest. Finally, Britain was an island with many navigable rivers.",
  ).sentences;

  it("makes the sentence that announces the list its point", () => {
    expect(countedClaim(britain, britain)).toBe(britain[0]);
  });

  it("is none for fewer than three counted steps or a lead that announces no count", () => {
    const two = britain.filter((s) => !/^(?:Third|Finally)/.test(s.text));
    expect(countedClaim(two, britain)).toBe(null);
    const plain = analyseChunk(
      reader,
      "Britain industrialised early. First, Britain had coal. Second, Britain had capital. Third, Britain had rivers.",
    ).sentences;
    expect(countedClaim(plain, plain)).toBe(null);
  });
});
