import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { sectionsOf } from "./sections.ts";
import { rankedGroups, WRITTEN } from "./summary-rank.ts";

const reader = new TextReader();
const topOf = (text: string, max: number) =>
  rankedGroups(sectionsOf(analyseChunk(reader, text).sentences), max, WRITTEN, true).map(
    (g) => g.ranked[0]?.text,
  );

const HUMAN_IMPACT =
  "## Human Impact\n\nPeople change the water cycle in many ways. Cities replace soil and vegetation with roofs and roads, which increases surface runoff and makes floods rise faster. Pumping groundwater faster than it is replaced lowers the water table. Dams store water in reservoirs, which increases evaporation.";

describe("a section's thesis (issue 16 §4)", () => {
  it("is the claim after a vague opener in a section of one heading", () => {
    const [top] = topOf(HUMAN_IMPACT, 5);
    expect(top).toMatch(/^Cities replace soil/);
  });

  it("is still each heading's first claim in a merged section, where the other heading's thesis stands", () => {
    const merged = `## Stores of Water\n\nThe oceans are by far the largest store of water on Earth.\n\n${HUMAN_IMPACT}`;
    const groups = rankedGroups(sectionsOf(analyseChunk(reader, merged).sentences), 1, WRITTEN, true);
    expect(groups).toHaveLength(1);
    const ranked = groups[0]!.ranked.map((s) => s.text);
    expect(ranked[0]).toMatch(/^The oceans are/);
    // Not lifted to a thesis: it ranks by its words alone, below the other claims.
    expect(ranked.findIndex((t) => t.startsWith("Cities replace soil"))).toBeGreaterThan(1);
  });
});
