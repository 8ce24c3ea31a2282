import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { splitBlocks } from "./blocks.ts";
import { blankOut, replaceSpan } from "./cloze.ts";
import { findDefinition } from "./definitions.ts";
import { type Answer, pickDistractors, shuffleOptions } from "./distractors.ts";
import { TextReader } from "./nlp.ts";

const reader = new TextReader();
const one = (text: string) => {
  const analysis = analyseChunk(reader, text);
  const s = analysis.sentences[0];
  if (!s) throw new Error("no sentence");
  return { analysis, s };
};
const definitionOf = (text: string) => {
  const { s } = one(text);
  return findDefinition(s, s.tokens);
};

describe("reading text", () => {
  it("splits markdown into blocks, keeping the heading each block sits under", () => {
    expect(
      splitBlocks("# Cells\nIntro line.\n\n## Parts\n- Nucleus holds DNA.\n- Ribosomes\n\nLast."),
    ).toEqual([
      { heading: "Cells", text: "Intro line." },
      { heading: "Parts", text: "Nucleus holds DNA." },
      { heading: "Parts", text: "Ribosomes" },
      { heading: "Parts", text: "Last." },
    ]);
  });

  it("keeps each sentence verbatim, splits after a word wink took for an abbreviation, and joins hyphenated words", () => {
    const text = "Britain had coal and iron ore. Coal was cheap.\nShort-term memory  fades fast.";
    const sentences = reader.sentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      "Britain had coal and iron ore.",
      "Coal was cheap.",
      "Short-term memory  fades fast.",
    ]);
    expect(sentences[2]?.tokens[0]).toMatchObject({ value: "Short-term", pos: "ADJ" });
  });
});

describe("findDefinition", () => {
  it("reads 'X is a/the …' with the article, the definition cut before a second clause", () => {
    expect(
      definitionOf("Glycolysis is a stage of respiration and takes place in the cytoplasm."),
    ).toMatchObject({
      term: "Glycolysis",
      verb: "is",
      definition: "a stage of respiration",
      category: "stage",
    });
    // A rank alone ("the first stage") is no definition: the rest of the predicate stays (labellers: truncated).
    expect(
      definitionOf("Glycolysis is the first stage of respiration and takes place in the cytoplasm."),
    ).toMatchObject({
      definition: "the first stage of respiration and takes place in the cytoplasm",
    });
    expect(definitionOf("The Krebs cycle is a series of reactions in the matrix.")).toMatchObject({
      term: "Krebs cycle",
      article: "the",
    });
  });

  it("reads an alias, plurals, 'refers to', 'states that' and 'is called'", () => {
    expect(definitionOf("Adenosine triphosphate, or ATP, is a nucleotide that stores energy.")).toMatchObject(
      {
        term: "Adenosine triphosphate",
        alias: "ATP",
      },
    );
    expect(definitionOf("Cristae are folds of the inner membrane.")).toMatchObject({
      term: "Cristae",
      plural: true,
    });
    expect(definitionOf("Inflation refers to a sustained rise in prices.")).toMatchObject({
      verb: "refers to",
    });
    expect(definitionOf("The law of demand states that demand falls when prices rise.")).toMatchObject({
      term: "law of demand",
      verb: "states",
      definition: "demand falls when prices rise",
    });
    expect(
      definitionOf("The idea that a proton gradient drives ATP synthesis is called chemiosmosis."),
    ).toMatchObject({
      term: "chemiosmosis",
      reversed: true,
      definition: "The idea that a proton gradient drives ATP synthesis",
    });
  });

  it("does not take facts, pronoun subjects or context-bound sentences for definitions", () => {
    expect(definitionOf("It is a series of reactions.")).toBeNull();
    expect(definitionOf("The cotton industry was the first to be transformed.")).toBeNull();
    expect(definitionOf("Demand is elastic when the value is greater than 1.")).toBeNull();
    expect(definitionOf("The price at that point is called the equilibrium price.")).toBeNull();
  });
});

describe("mentions", () => {
  it("tells people, places, years, percentages, numbers and terms apart", () => {
    const { s } = one(
      "In 1937 the biochemist Hans Krebs described the citric acid cycle in Sheffield, where 38 molecules of ATP and 40 percent of heat were measured.",
    );
    const kinds = Object.fromEntries(s.mentions.map((m) => [m.text, m.kind]));
    expect(kinds).toMatchObject({
      "1937": "year",
      "Hans Krebs": "person",
      "citric acid cycle": "term",
      Sheffield: "place",
      "38": "number",
      "40 percent": "percent",
    });
  });

  it("does not trust a lone capitalised first word as a name", () => {
    const { s } = one("Profits from trade paid for the new machines in Britain, and Britain grew.");
    expect(s.mentions.find((m) => m.text === "Profits")?.kind).not.toBe("name");
  });
});

describe("blanks and swaps", () => {
  it("blanks a span and hides whether the article was a or an", () => {
    expect(blankOut("ATP synthase is an enzyme in membranes.", 19, 25)).toBe(
      "ATP synthase is a/an _____ in membranes.",
    );
  });

  it("swaps a span, fixing a/an and the capital at the start", () => {
    expect(replaceSpan("It uses an enzyme.", 11, 17, "protein")).toBe("It uses a protein.");
    expect(replaceSpan("glucose feeds cells.", 0, 7, "oxygen")).toBe("Oxygen feeds cells.");
  });

  it("orders options by a fixed hash, not always with the answer first", () => {
    const a = shuffleOptions(["A1", "B2", "C3", "D4"], "seed one");
    expect(shuffleOptions(["D4", "C3", "B2", "A1"], "seed one")).toEqual(a);
    const firsts = new Set(
      ["s1", "s2", "s3", "s4", "s5", "s6"].map((seed) => shuffleOptions(["x", "y", "z", "w"], seed)[0]),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe("pickDistractors", () => {
  const text = [
    "Hans Krebs described the cycle in 1937.",
    "Peter Mitchell proposed chemiosmosis in 1961.",
    "Lynn Margulis championed endosymbiosis in 1967.",
    "Louis Pasteur studied fermentation in 1857.",
    "Glycolysis is the first stage of respiration.",
    "Oxidative phosphorylation is the final stage of respiration.",
    "The link reaction is the second stage of respiration.",
    "ATP synthase is an enzyme that makes ATP.",
    "Phosphofructokinase is an enzyme that controls glycolysis.",
    "Glycolysis makes pyruvate, and oxidative phosphorylation uses oxygen.",
  ].join(" ");
  const { analysis } = one(text);
  const answer = (
    kind: Answer["kind"],
    key: string,
    display: string,
    value: number | null = null,
  ): Answer => ({
    kind,
    key,
    display,
    head: key,
    modifiers: [],
    plural: false,
    value,
    defined: kind === "term",
  });

  it("gives the closest other years for a year", () => {
    expect(pickDistractors(analysis, answer("year", "1961", "1961", 1961), 3).map((e) => e.display)).toEqual([
      "1967",
      "1937",
      "1857",
    ]);
  });

  it("gives other people for a person, never one the question names", () => {
    const picked = pickDistractors(analysis, answer("person", "krebs", "Hans Krebs"), 3, [
      "Was it Louis Pasteur?",
    ]);
    expect(picked.map((e) => e.display).sort()).toEqual(["Lynn Margulis", "Peter Mitchell"]);
  });

  it("keeps to plural alternatives for a plural answer inside a sentence", () => {
    const { analysis: a } = one(
      "Lava comes from volcanoes. Rocks break in earthquakes. Steam rises from geysers. The crust is thin. " +
        "Fires start near volcanoes, earthquakes and geysers. The crust sits on the mantle. The mantle is hot.",
    );
    const plural: Answer = { ...answer("term", "volcano", "volcanoes"), plural: true, defined: false };
    const picked = pickDistractors(a, plural, 3, [], { samePlurality: true }).map((e) => e.display);
    expect(picked).toEqual(["earthquakes", "geysers"]);
    const any = pickDistractors(a, plural, 3).map((e) => e.display);
    expect(any.some((d) => !d.endsWith("s"))).toBe(true);
  });

  it("prefers defined terms of the same sort for a term (stages for a stage)", () => {
    const picked = pickDistractors(analysis, answer("term", "glycolysis", "Glycolysis"), 2);
    expect(picked.map((e) => e.display).sort()).toEqual(["link reaction", "oxidative phosphorylation"]);
  });
});
