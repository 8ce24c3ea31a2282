import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import {
  bothSides,
  caseWords,
  isHalfOfParallel,
  isOneOfTwoKinds,
  isWorkedCase,
  parallelOf,
} from "./summary-cases.ts";

const reader = new TextReader();
const sentencesOf = (text: string) => analyseChunk(reader, text).sentences;

describe("a worked case is no key point (issue 16 §4)", () => {
  const note = sentencesOf(
    "## Weight and Mass\n\nWeight is the gravitational force acting on an object.\n\n## Populations and Samples\n\nA sample is a part of the population.",
  );
  const words = caseWords(note, "Newton's Second Law of Motion");
  const first = (text: string) => sentencesOf(text)[0]!;

  it("is one imagined individual in a setting ('An astronaut on the Moon…', 'On a level floor, …')", () => {
    for (const text of [
      "An astronaut on the Moon has the same mass as on Earth, but a weight only about one sixth as large.",
      "On a level floor, the normal force on a box at rest balances its weight.",
      "In a hydrogen molecule, two hydrogen atoms share their two electrons.",
      "In yeast, anaerobic respiration produces ethanol and carbon dioxide instead of lactate.",
    ])
      expect(isWorkedCase(first(text), words), text).toBe(true);
  });

  it("is not a kind the note is about, a definition or a general claim", () => {
    for (const text of [
      "In a simple random sample, every group of the same size has an equal chance of being chosen.",
      "A second infection triggers a faster, stronger response.",
      "In equation form, the net force equals mass times acceleration.",
      "In separate chaining, each position of the array holds a list of pairs.",
      "In mutualism, both species benefit.",
      "An object in motion keeps moving in a straight line unless a net force acts on it.",
    ])
      expect(isWorkedCase(first(text), words), text).toBe(false);
  });
});

describe("one side of a contrast is no key point alone (issue 16 §4)", () => {
  it("is one of two side-by-side claims of two subjects with the same verb", () => {
    const [intrusive, extrusive] = sentencesOf(
      "Intrusive igneous rocks, such as granite, cool slowly underground and have large crystals. Extrusive igneous rocks, such as basalt, cool quickly at the surface and have small crystals.",
    );
    expect(isHalfOfParallel(extrusive!, [intrusive, undefined])).toBe(true);
    expect(isHalfOfParallel(intrusive!, [undefined, extrusive])).toBe(true);
  });

  it("is not a claim beside another verb's claim, nor a definition", () => {
    const [magma, intrusive] = sentencesOf(
      "Molten rock below the surface is called magma, and molten rock that reaches the surface is called lava. Intrusive igneous rocks, such as granite, cool slowly underground and have large crystals.",
    );
    expect(isHalfOfParallel(intrusive!, [magma, undefined])).toBe(false);
    const [acid, base] = sentencesOf(
      "An Arrhenius acid is a substance that increases the concentration of hydrogen ions. An Arrhenius base is a substance that increases the concentration of hydroxide ions.",
    );
    expect(isHalfOfParallel(base!, [acid, undefined])).toBe(false);
  });
});

describe("a contrast drawn in two sentences is one key point (issue 16 §4)", () => {
  it("quotes both sides as one sentence, in note order", () => {
    const [intrusive, extrusive] = sentencesOf(
      "Intrusive igneous rocks, such as granite, cool slowly underground and have large crystals. Extrusive igneous rocks, such as basalt, cool quickly at the surface and have small crystals.",
    );
    expect(parallelOf(extrusive!, [intrusive, undefined])).toBe(intrusive);
    expect(bothSides(extrusive!, intrusive!)).toBe(
      "Intrusive igneous rocks, such as granite, cool slowly underground and have large crystals, while extrusive igneous rocks, such as basalt, cool quickly at the surface and have small crystals.",
    );
  });
});

describe("one of two kinds named together is no overview sentence alone (issue 16 §4)", () => {
  const note = sentencesOf(
    "Data can be qualitative or quantitative. Qualitative data, also called categorical data, are labels or categories, such as eye colour. Quantitative data are numbers obtained by counting or measuring. Sampling bias occurs when some members are less likely to be chosen than others.",
  );
  const before = (s: (typeof note)[number]) => [1, 2, 3].map((back) => note[s.index - back]);

  it("is either kind's definition after the short sentence that names both", () => {
    expect(isOneOfTwoKinds(note[1]!, before(note[1]!))).toBe(true);
    expect(isOneOfTwoKinds(note[2]!, before(note[2]!))).toBe(true);
  });

  it("is not a definition of a kind no sentence before names beside another", () => {
    expect(isOneOfTwoKinds(note[3]!, before(note[3]!))).toBe(false);
    expect(isOneOfTwoKinds(note[2]!, [undefined, undefined, undefined])).toBe(false);
  });
});
