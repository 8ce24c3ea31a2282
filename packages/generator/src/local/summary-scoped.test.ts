import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { corpusNote } from "./corpus.test-support.ts";
import { TextReader } from "./nlp.ts";
import { summarise } from "./summary.ts";
import { withScopesSaid } from "./summary-scoped.ts";

const reader = new TextReader();

describe("a bullet its slide's title scopes, quoted with its scope (issue 16 §4, slides)", () => {
  const deck = `# Circuits

## Series circuits
- The same current flows through every component
- Total resistance is the sum of the resistances

## Parallel circuits
- Each branch has the same voltage
- Adding branches lowers the total resistance

## Innate immunity
- Phagocytes engulf and digest microbes

## Adaptive immunity
- Cytotoxic T cells kill infected body cells
`;
  const analysis = analyseChunk(reader, deck);
  const said = withScopesSaid(analysis.sentences, analysis.capitalisedWords);
  const texts = said.filter((s) => s.marker !== null).map((s) => s.text);

  it("says a kind's scope before its rule, as a sentence that reads alone", () => {
    expect(texts).toContain("In series circuits, total resistance is the sum of the resistances");
    expect(texts).toContain("In parallel circuits, each branch has the same voltage");
    const rule = said.find((s) => s.text.startsWith("In parallel circuits, each"));
    expect(rule?.standalone).toBe(true);
    // The analysis itself is unchanged: no card states a scoped bullet as a general fact.
    expect(analysis.sentences.find((s) => s.text === "Each branch has the same voltage")?.standalone).toBe(
      false,
    );
  });

  it("leaves a field's mechanisms as they are (one member each, not a rule of a kind)", () => {
    expect(texts).toContain("Phagocytes engulf and digest microbes");
  });

  it("gives the circuits deck's overview and key points its series and parallel rules", () => {
    const note = corpusNote("slides-physics-electric-circuits.md");
    const summary = summarise(analyseChunk(reader, note.content), note);
    const all = [summary.overview, ...summary.keyPoints].join(" ");
    expect(all).toContain("In parallel circuits,");
    expect(all).toContain("In series circuits, total resistance is the sum of the resistances.");
  });
});
