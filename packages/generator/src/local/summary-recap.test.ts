import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { corpusNote } from "./corpus.test-support.ts";
import { TextReader } from "./nlp.ts";
import { sectionsOf } from "./sections.ts";
import { summarise } from "./summary.ts";
import { definitionsRecapped, isRecapOfParts, partsNamed, recapNamesPart } from "./summary-recap.ts";
import { wordsOf } from "./summary-thesis.ts";

const reader = new TextReader();
const noteOf = (parts: Array<[string, string]>) =>
  analyseChunk(reader, parts.map(([heading, text]) => `## ${heading}\n\n${text}`).join("\n\n")).sentences;

describe("a recap that goes over several parts of the note (issue 16 §4)", () => {
  const sentences = noteOf([
    ["What is an algorithm?", "An algorithm is a finite sequence of well-defined instructions."],
    ["Measuring efficiency", "Big O notation describes how the running time of an algorithm grows."],
    ["Data structures", "A data structure is a way of organising data in memory."],
    ["Hard problems", "Some problems seem to have no efficient solution."],
    [
      "Wrapping up",
      "So, to recap: we measure algorithms with Big O notation, we choose data structures to make the common operations cheap, and we accept approximate answers when a problem is too hard to solve exactly.",
    ],
  ]);
  const sections = sectionsOf(sentences);
  const topic = wordsOf("Algorithms, Data Structures and Complexity");
  const recap = sentences.at(-1)!;

  it("counts the parts it names, a part named by the note's subject alone included", () => {
    // What an algorithm is, measuring, data structures, hard problems.
    expect(partsNamed(recap, sections, topic)).toBe(4);
    expect(isRecapOfParts(recap, sections, topic)).toBe(true);
  });

  it("is no recap of parts when it sums up the note's one subject, or is no recap at all", () => {
    const respiration = noteOf([
      ["Why cells need energy", "Cells need a steady supply of energy to stay alive."],
      ["The four stages", "Respiration happens in four stages."],
      ["Anaerobic respiration", "When oxygen is scarce, cells can still make a little ATP."],
      [
        "Summary",
        "To sum up, cellular respiration releases the energy stored in glucose in a controlled series of steps.",
      ],
    ]);
    const sumUp = respiration.at(-1)!;
    expect(isRecapOfParts(sumUp, sectionsOf(respiration), wordsOf("Cellular Respiration"))).toBe(false);
    expect(isRecapOfParts(sentences[2]!, sections, topic)).toBe(false);
  });

  it("finds the definitions of the terms it names ('Big O notation'), and the parts it does not name", () => {
    expect(definitionsRecapped(recap, sentences).map((s) => s.text)).toEqual([
      "Big O notation describes how the running time of an algorithm grows.",
      "A data structure is a way of organising data in memory.",
    ]);
    const searching = noteOf([["Searching", "Linear search checks every element of a list in turn."]])[0]!;
    expect(recapNamesPart(recap, searching, topic)).toBe(false);
    expect(recapNamesPart(recap, sentences[2]!, topic)).toBe(true);
  });

  it("gives a recapped term's definition the place of a part the recap does not name (the algorithms lecture)", () => {
    const note = corpusNote("computer-science-algorithms.md");
    const { overview, keyPoints } = summarise(analyseChunk(reader, note.content), note);
    expect(overview).toContain(
      "Big O notation describes how the running time or memory use of an algorithm grows",
    );
    expect(overview).not.toContain("Linear search");
    expect(keyPoints.join(" ")).not.toContain("Linear search");
  });
});
