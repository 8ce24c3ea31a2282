import { describe, expect, it } from "vitest";
import { sameDefinitionSort } from "./questions-definitions.ts";
import { broadKindsOf, sameKindByMeaning } from "./questions-sorts.ts";
import { loadWordNet } from "./wordnet.ts";

describe("definition sorts by meaning (labellers' class 1)", () => {
  it("counts heads of one broad kind as one sort, heads of different kinds as not", () => {
    // Kept by the labellers: value, measure, percentage for GDP.
    expect(sameKindByMeaning("value", "percentage", null)).toBe(true);
    expect(sameKindByMeaning("organelle", "vesicle", null)).toBe(true);
    // Rejected: apparatus vs substances vs methods; a stage as an option for a space.
    expect(sameKindByMeaning("apparatus", "substance", null)).toBe(false);
    expect(sameKindByMeaning("method", "substance", null)).toBe(false);
    expect(sameDefinitionSort("stage", "space", null)).toBe(false);
  });

  it("judges a broad kind's head by its kind alone, and reads a head's kind from WordNet's direct hypernym", async () => {
    const wordnet = await loadWordNet();
    // WordNet's "section" and "division" are synonyms, but cell division is a process.
    expect(sameDefinitionSort("section", "division", wordnet)).toBe(false);
    expect(broadKindsOf("fuel", wordnet)).toContain("substance");
    // Two levels up the data's first sense wanders ("tube" → cylinder → a geometric solid): no kind.
    expect(broadKindsOf("tube", wordnet)).toEqual([]);
  });
});
