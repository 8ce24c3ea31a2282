import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { corpusNote } from "./corpus.test-support.ts";
import { TextReader } from "./nlp.ts";
import { summarise } from "./summary.ts";
import { namesTerm, objectiveTerms } from "./summary-objectives.ts";

const reader = new TextReader();
const sentencesOf = (text: string) => analyseChunk(reader, text).sentences;
const objectives = (...lines: string[]) =>
  `# Topic\n\n## Learning Objectives\n\nBy the end of this section, you will be able to:\n\n${lines.map((l) => `- ${l}`).join("\n")}\n\n## Body\n\nA body sentence is here to end the objectives.`;

describe("the terms a note's objectives list (issue 16 §4)", () => {
  it("are the items of an objective that lists three or more bare names", () => {
    const note = sentencesOf(
      objectives(
        "Explain the processes of evaporation, condensation and precipitation.",
        "Define hash function, collision and load factor.",
        "Analyze how human activity changes the water cycle.",
      ),
    );
    expect(objectiveTerms(note)).toEqual([
      "evaporation",
      "condensation",
      "precipitation",
      "hash function",
      "collision",
      "load factor",
    ]);
  });

  it("are none for an objective of phrases or of fewer than three items, or for a sentence that is no objective", () => {
    const note = sentencesOf(
      `${objectives(
        "Distinguish between a population and a sample, and between a parameter and a statistic.",
        "Identify the metre and rhyme scheme of a poem.",
      )} Rocks are igneous, sedimentary, or metamorphic.`,
    );
    expect(objectiveTerms(note)).toEqual([]);
  });

  it("are named by a sentence that uses each of their words, by stem", () => {
    expect(namesTerm("When it cools, the water vapour condenses onto dust.", "condensation")).toBe(true);
    expect(namesTerm("Two keys will be given the same index; this is called a collision.", "collision")).toBe(
      true,
    );
    expect(namesTerm("With a good hash function and a bounded load factor, …", "load factor")).toBe(true);
    expect(namesTerm("The load on a bridge is a factor of its design.", "load factor")).toBe(true);
    expect(namesTerm("Evaporation is the change of liquid water into water vapour.", "precipitation")).toBe(
      false,
    );
  });
});

describe("an overview owes each listed term a sentence (issue 16 §4)", () => {
  const overviewOf = (file: string, title: string) =>
    summarise(analyseChunk(reader, corpusNote(file).content), { title, content: corpusNote(file).content })
      .overview;

  it("quotes precipitation in place of the water table, a minor term the objectives do not list", () => {
    const overview = overviewOf("textbook-geography-water-cycle.md", "The Water Cycle");
    expect(overview).toContain("they fall as precipitation");
    expect(overview).not.toContain("water table");
    expect(overview).toContain("Evaporation is the change of liquid water");
  });

  it("quotes the collision in place of a side comparison, keeping the hash table's own definition", () => {
    const overview = overviewOf("textbook-computer-science-hash-tables.md", "Hash Tables");
    expect(overview).toMatch(/^A hash table is a data structure/);
    expect(overview).toContain("this is called a collision");
    expect(overview).not.toContain("balanced binary search tree");
  });
});
