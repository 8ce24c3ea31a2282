import { describe, expect, it } from "vitest";
import { type AnalysedSentence, analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { topicLemmas } from "./sections.ts";
import { summarise } from "./summary.ts";
import {
  canBeThesis,
  DETAIL_DEFINITION,
  definitionWeight,
  firstUnderEachHeading,
  firstUses,
  opensOnUnintroduced,
  SUBJECT_DEFINITION,
  wordsOf,
} from "./summary-thesis.ts";

const reader = new TextReader();
const analyse = (text: string) => analyseChunk(reader, text);
const summaryOf = (content: string, title = "Notes") => summarise(analyse(content), { title, content });

describe("a section's thesis, not its most central definition (issue 16 §4)", () => {
  it("weighs a definition of the section's own subject above a definition of a detail's term", () => {
    const subject = wordsOf("The four stages of respiration");
    expect(definitionWeight("Krebs cycle", subject)).toBe(DETAIL_DEFINITION);
    expect(definitionWeight("stage", subject)).toBe(SUBJECT_DEFINITION);
    expect(definitionWeight("aerobic respiration", subject)).toBe(SUBJECT_DEFINITION);
    // No heading or topic to compare (a transcript's topic shift): every definition counts as before.
    expect(definitionWeight("Krebs cycle", new Set())).toBe(SUBJECT_DEFINITION);
  });

  it("quotes a headed section's opening claim, not a later definition of one of its details", () => {
    const content = [
      "# Cellular respiration",
      "## The stages",
      "Respiration happens in four stages, each in its own part of the cell. Glycolysis splits glucose into pyruvate in the cytoplasm. The Krebs cycle is a series of eight enzyme-catalysed reactions that takes place in the mitochondrial matrix. Oxidative phosphorylation makes most of the energy.",
      "## Control",
      "The rate of respiration is controlled by the energy needs of the cell. Phosphofructokinase is an enzyme of glycolysis that acts as the main control point of the pathway. High levels of energy slow the first stage down.",
      "## Without oxygen",
      "When oxygen is scarce, cells still make a little energy without it. Lactate is a substance that builds up in muscles during hard exercise. Yeast makes ethanol instead.",
    ].join("\n\n");
    const { overview } = summaryOf(content, "Cellular respiration");
    expect(overview).toContain("Respiration happens in four stages");
    expect(overview).toContain("The rate of respiration is controlled by the energy needs of the cell.");
    expect(overview).not.toContain("The Krebs cycle is a series");
    expect(overview).not.toContain("Phosphofructokinase is an enzyme");
  });

  it("keeps the thesis of each heading of a merged section (the first sentence under each)", () => {
    const sentences = analyse(
      "## A\n\nOne claim here. Two claims here.\n\n## B\n\nThree claims here. Four.",
    ).sentences;
    const firsts = [...firstUnderEachHeading(sentences)].map((s) => s.text);
    expect(firsts).toEqual(["One claim here.", "Three claims here."]);
  });
});

describe("a sentence that dangles on a thing the note never named", () => {
  const check = (text: string) => {
    const sentences = analyse(text).sentences;
    const seen = firstUses(sentences, topicLemmas, []);
    const last = sentences[sentences.length - 1];
    if (!last) throw new Error("no sentence");
    return opensOnUnintroduced(last, seen(last));
  };

  it("drops 'The missing mechanism came…' when no mechanism was named before", () => {
    expect(
      check(
        "Wegener could not explain what force moved the continents. The missing mechanism came after the war, when ships mapped the ocean floor.",
      ),
    ).toBe(true);
  });

  it("keeps a described thing the note has named, a bare generic 'The X' and a definition", () => {
    expect(
      check("Every engine has a mechanism that turns heat into work. The simple mechanism wastes most heat."),
    ).toBe(false);
    expect(check("Blood carries oxygen. The heart pumps blood around the body.")).toBe(false);
    // Its "of" phrase says what it describes, by a thing the note has named.
    expect(
      check(
        "Plants make sugar by photosynthesis. The overall equation of photosynthesis is: six molecules of carbon dioxide plus six molecules of water yield glucose and oxygen.",
      ),
    ).toBe(false);
    expect(check("Plants make sugar. The overall equation of respiration runs the other way.")).toBe(true);
    expect(
      check(
        "Rocks differ in strength. The rigid outer layer is the shell of rock that floats on the mantle.",
      ),
    ).toBe(false);
  });

  it("never quotes such a sentence as an overview sentence or a key point", () => {
    const content = [
      "Wegener proposed that the continents had moved, and most geologists rejected his idea because he could not explain what force moved them.",
      "The missing mechanism came after the Second World War, when ships mapped the ocean floor.",
      "Seafloor spreading is the process by which new oceanic crust forms at mid-ocean ridges and moves away from them.",
      "Plate tectonics is the theory that the Earth's outer shell is divided into plates that move over the mantle.",
    ].join(" ");
    const summary = summaryOf(content, "Plate tectonics");
    expect([summary.overview, ...summary.keyPoints].join(" ")).not.toContain("The missing mechanism");
  });

  it("takes no opener from a chunk's continuation of the section it was cut in", () => {
    const at = (index: number, section: string | null) => ({ index, section }) as unknown as AnalysedSentence;
    const sentences = [
      at(0, null),
      at(1, "Energy"),
      at(2, "Energy"),
      at(3, null),
      at(4, "Matter"),
      at(5, null),
    ];
    expect([...firstUnderEachHeading(sentences)].map((s) => s.index)).toEqual([0, 1, 4]);
  });
});

describe("a dated first claim as a section's thesis (issue 16 §4)", () => {
  const first = (text: string) => analyse(text).sentences[0]!;
  it("takes a period the state held ('Before 1789, …') as a thesis, not a dated event", () => {
    expect(canBeThesis(first("Before 1789, France was ruled by an absolute monarch, King Louis XVI."))).toBe(
      true,
    );
    expect(canBeThesis(first("In 1709 Abraham Darby began to smelt iron with coke."))).toBe(false);
    expect(
      canBeThesis(first("Photosynthesis is a process that plants have used since 1500 million years ago.")),
    ).toBe(true);
  });
});
