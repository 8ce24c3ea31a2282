import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { sectionsOf } from "./sections.ts";
import { chooseKeyPoints } from "./summary-key-points.ts";

const reader = new TextReader();
const sentencesOf = (text: string) => analyseChunk(reader, text).sentences;

describe("a key point is a whole claim of its part (issue 16 §4)", () => {
  it("passes over one half of a pair of definitions when the part has a whole claim", () => {
    const text = [
      "## Definitions of acids",
      "",
      "An Arrhenius acid is a substance that increases the concentration of hydrogen ions in water. An Arrhenius base is a substance that increases the concentration of hydroxide ions in water. A Lewis acid is an electron pair acceptor, and a Lewis base is an electron pair donor.",
      "",
      "## Strength",
      "",
      "A strong acid dissociates completely in water, while a weak acid dissociates only partly.",
      "",
      "## The pH scale",
      "",
      "The pH scale measures how acidic or basic a solution is, from 0 to 14.",
    ].join("\n");
    const sentences = sentencesOf(text);
    const reading = { topic: new Set<string>(), speech: false, sentences };
    const points = chooseKeyPoints(sectionsOf(sentences), [], sentences.length, reading);
    // One point per part: the first part's is its whole claim, not either half of the pair.
    expect(points).toHaveLength(3);
    expect(points[0]?.text).toMatch(/^A Lewis acid is an electron pair acceptor/);
  });
});

describe("key points are not padded to one per section (issue 16 §4)", () => {
  it("gives a section whose claim the overview states no key point, and takes no second from another", () => {
    const text = [
      "## Atoms",
      "",
      "An atom is the smallest unit of a chemical element that keeps its properties. Atoms of one element all have the same number of protons in their nuclei.",
      "",
      "## Ions",
      "",
      "An ion is an atom that has gained or lost electrons and so carries a charge.",
      "",
      "## Molecules",
      "",
      "A molecule is a group of atoms held together by covalent bonds.",
      "",
      "## Mixtures",
      "",
      "A mixture is a combination of substances that are not chemically joined.",
    ].join("\n");
    const sentences = sentencesOf(text);
    const mixture = sentences.find((s) => s.text.startsWith("A mixture"))!;
    const reading = { topic: new Set<string>(), speech: false, sentences };
    const points = chooseKeyPoints(sectionsOf(sentences), [mixture], sentences.length, reading);
    expect(points.map((p) => p.text.split(" ").slice(0, 2).join(" "))).toEqual([
      "An atom",
      "An ion",
      "A molecule",
    ]);
  });
});

describe("a section the overview sums up by an example of its vague opener (issue 16 §4)", () => {
  const text = [
    "## Flows",
    "",
    "Evaporation is the change of liquid water into water vapour, driven by heat from the Sun.",
    "",
    "## Human Impact",
    "",
    "People change the water cycle in many ways. Cities replace soil and vegetation with roofs and roads, which increases surface runoff. Dams store water in reservoirs, which increases evaporation and changes the flow of rivers downstream.",
  ].join("\n");
  const sentences = sentencesOf(text);
  const reading = { topic: new Set<string>(), speech: false, sentences };
  const pointOf = (quoted: string) => {
    const overview = sentences.filter((s) => s.text.startsWith(quoted));
    return chooseKeyPoints(sectionsOf(sentences), overview, sentences.length, reading).find(
      (p) => p.section === "Human Impact",
    )?.text;
  };

  it("has the opener's general claim as its key point, not the next example", () => {
    expect(pointOf("Cities replace soil")).toBe("People change the water cycle in many ways.");
  });

  it("has no vague key point when the overview quotes another of its claims", () => {
    expect(pointOf("Dams store water")).not.toBe("People change the water cycle in many ways.");
  });
});
