// Classes of faults the strict labellers found at 5edfcc5 (issue 16 §1, labeller findings 4, 5 and 7), pinned.
import { describe, expect, it } from "vitest";
import { analyseChunk } from "../analysis.ts";
import { withoutFillers } from "../cloze.ts";
import { TextReader } from "../nlp.ts";
import { withoutDiscourseWords } from "./cloze.ts";
import { findItems } from "./index.ts";

const reader = new TextReader();
const items = (text: string) => findItems(analyseChunk(reader, text));
const cards = (text: string) => items(text).map((i) => `${i.prompt} → ${i.answer}`);
const blanks = (text: string) =>
  items(text)
    .filter((i) => i.form === "cloze")
    .map((i) => i.answer);

describe("blanks that cut their phrase (findings 5, 7)", () => {
  it("never blanks the word right after 'a'/'an'", () => {
    const out = items(
      "The efficiency of a heat engine is the ratio of the useful work it produces to the heat it takes in.",
    );
    expect(out.some((i) => /a\/an _____/i.test(i.prompt))).toBe(false);
    expect(out.filter((i) => i.form === "cloze").map((i) => i.answer)).not.toContain("heat engine");
  });

  it("no blank after a superlative or an -ly adverb, nor over a plural subject and its verb", () => {
    expect(
      blanks(
        "Absolute zero is the lowest possible temperature, at which particles have the minimum possible energy.",
      ),
    ).not.toContain("possible temperature");
    expect(
      blanks(
        "In the long run, profits attract new firms into a perfectly competitive market, which increases supply.",
      ),
    ).not.toContain("competitive market");
    expect(
      blanks(
        "In a distributed system every developer has a full copy of the project's history, so most operations work offline.",
      ),
    ).not.toContain("operations work");
  });

  it("no blank on an example's detail ('such as the mean height …')", () => {
    expect(
      blanks(
        "A number that describes a sample, such as the mean height of 100 students chosen from that university, is called a statistic.",
      ),
    ).not.toContain("mean height");
  });

  it("no blank of a sentence whose 'this' points back, nor of a lone letter", () => {
    expect(
      blanks("Godden and Baddeley showed this in 1975 with deep-sea divers who learned word lists."),
    ).toEqual([]);
  });

  it("drops the discourse words that lean on the text around the line", () => {
    expect(withoutDiscourseWords("Finally _____ studied his own memory in 1885.")).toBe(
      "_____ studied his own memory in 1885.",
    );
    expect(withoutDiscourseWords("First, Britain had deposits of _____ and iron ore.")).toBe(
      "Britain had deposits of _____ and iron ore.",
    );
    expect(withoutDiscourseWords("_____ does not erase the learning, however.")).toBe(
      "_____ does not erase the learning.",
    );
    expect(withoutDiscourseWords("A star is basically a huge ball of _____.")).toBe(
      "A star is a huge ball of _____.",
    );
  });
});

describe("definition keys (finding 4)", () => {
  it("keeps a relative clause's second verb and its ', and each …'", () => {
    const out = cards(
      "Predation is an interaction in which one organism, the predator, kills and eats another, the prey. Competition is an interaction in which two organisms use the same limited resource, and each is harmed by the other.",
    );
    expect(out).toContain(
      "What is predation? → An interaction in which one organism, the predator, kills and eats another, the prey",
    );
    expect(out).toContain(
      "What is competition? → An interaction in which two organisms use the same limited resource, and each is harmed by the other",
    );
  });

  it("keeps a condition's main clause ('if …, then …')", () => {
    expect(
      cards(
        "The zeroth law of thermodynamics states that if two bodies are each in thermal equilibrium with a third body, then they are in thermal equilibrium with each other.",
      ).some((c) => c.endsWith("then they are in thermal equilibrium with each other")),
    ).toBe(true);
  });

  it("still ends at a new subject's clause inside a relative clause", () => {
    expect(
      cards(
        "A climatogram is a graph that shows the average monthly temperature and precipitation of a place, and ecologists use climatograms to compare the climates of biomes.",
      ),
    ).toContain(
      "What is a climatogram? → A graph that shows the average monthly temperature and precipitation of a place",
    );
  });

  it("a slide's 'Label: clause' is no definition", () => {
    const out = cards(
      "# Factors\n- Latitude: the Sun's rays are more direct near the equator\n- Autoimmune disease – the immune system attacks the body's own cells\n- Fuse – a thin wire that melts if the current is too large",
    );
    expect(out.some((c) => c.startsWith("What is latitude?") || c.startsWith("What is the latitude?"))).toBe(
      false,
    );
    expect(out.some((c) => /autoimmune disease\?/i.test(c))).toBe(false);
    expect(out).toContain("What is a fuse? → A thin wire that melts if the current is too large");
  });

  it("an instance of a kind is no definition ('a typical Arrhenius acid')", () => {
    const out = cards(
      "An Arrhenius acid is a substance that increases the concentration of hydrogen ions when dissolved in water. Hydrochloric acid is a typical Arrhenius acid.",
    );
    expect(out.some((c) => /hydrochloric acid\?/i.test(c))).toBe(false);
    expect(out.some((c) => c.startsWith("What is an Arrhenius acid?"))).toBe(true);
  });

  it("keeps a unit spelt like a filler", () => {
    expect(withoutFillers("so um rain in every month, over 2000 mm a year")).toContain("2000 mm a year");
  });
});

describe("articles of a glossary's terms (finding 5)", () => {
  it("a slide line's capital is no name; an acronym read as a word; mass heads get none", () => {
    expect(
      cards(
        "# Immunity\n- Pathogen – an organism or virus that causes disease\n- Antigen – a molecule that the immune system recognises as foreign",
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^What is a pathogen\?/),
        expect.stringMatching(/^What is an antigen\?/),
      ]),
    );
    const glossary = cards(
      "unemployment rate: the percentage of the labour force that is without a job and looking for one\nfiscal policy: the use of government spending and taxation to influence the economy\naggregate demand: the total demand for goods and services in an economy\nMAC address - a unique hardware address built into a network interface",
    );
    expect(glossary.some((c) => c.startsWith("What is fiscal policy?"))).toBe(true);
    expect(glossary.some((c) => c.startsWith("What is aggregate demand?"))).toBe(true);
    expect(glossary.some((c) => c.startsWith("What is a MAC address?"))).toBe(true);
  });
});
