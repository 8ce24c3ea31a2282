// Classes of wrong keys and correct distractors of issue 16, round 3: a sentence or a short note in, the item or
// its absence out.
import { describe, expect, it } from "vitest";
import { generateStudyMaterial } from "../orchestrator.ts";
import { analyseChunk } from "./analysis.ts";
import { findItems } from "./forms/index.ts";
import { TextReader } from "./nlp.ts";
import { approximateNumber, boundOrExample, farApart } from "./number-bounds.ts";
import { isVariant } from "./option-text.ts";
import { createLocalProvider } from "./provider.ts";
import { definitionChoices, fitsAsWrongDefinition } from "./questions-definitions.ts";
import { swappedStatement } from "./true-false.ts";

const reader = new TextReader();
const analyse = (text: string) => analyseChunk(reader, text);

describe("a number after any comparative bound or approximation is never swapped", () => {
  it("reads 'fewer than', 'greater than', 'under', 'nearly', 'about', 'roughly' as bounds", () => {
    for (const text of [
      "In a typical solution fewer than 1 percent of its molecules are dissociated.",
      "A strong acid has a pH greater than 0 in most solutions.",
      "Under 5 percent of the water on Earth is fresh.",
      "The empire lasted nearly 300 years.",
      "The wall is about 21 metres high.",
      "Roughly 40 percent of the land was farmed.",
      "The colony had up to 2000 settlers.",
    ]) {
      const at = text.search(/\d/);
      expect(boundOrExample(text, at, "number"), text).toBe(true);
    }
    const exact = "The wall is 21 metres high.";
    expect(boundOrExample(exact, exact.search(/\d/), "number")).toBe(false);
  });

  it("swaps an approximate number only for one of another order ('about 97 percent' is false with 2, maybe not with 90)", () => {
    const text = "The oceans hold about 97 percent of all water.";
    expect(approximateNumber(text, text.indexOf("97"), "percent")).toBe(true);
    expect(approximateNumber("Before 1789, France was poor.", 7, "year")).toBe(false);
    expect(farApart(97, 2)).toBe(true);
    expect(farApart(97, 90)).toBe(false);
    expect(farApart(300, 150)).toBe(true);
    expect(farApart(null, 2)).toBe(false);
  });

  it("gives no false statement that moves the bounded number ('fewer than 30 percent' is also true)", () => {
    const analysis = analyse(
      "Ethanoic acid is a weak acid: in a typical solution fewer than 1 percent of its molecules are dissociated. " +
        "About 30 percent of the students passed. Seawater has a pH of 8 percent salt. " +
        "Strong acids such as hydrochloric acid are 100 percent dissociated in water.",
    );
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    expect(swappedStatement(analysis, s, isVariant)?.text ?? "").not.toMatch(/fewer than \d/);
  });
});

describe("multiple-choice: no year or number option after a bound", () => {
  it("does not offer 1788 beside 1789 for 'Before _____, France was ruled …'", async () => {
    const content =
      "Before 1789, France was ruled by an absolute monarch, King Louis XVI. The Bastille fell in 1789. " +
      "The king was executed in 1793. Napoleon crowned himself emperor in 1804. " +
      "The Estates-General met in 1788. The republic was declared in 1792.";
    const result = await generateStudyMaterial(
      createLocalProvider(),
      "quiz",
      { id: "n1", title: "French Revolution", content },
      { count: 10, quizType: "multiple-choice" },
    );
    if (result.kind !== "quiz") throw new Error(result.kind);
    expect(result.questions.map((q) => q.question).filter((q) => /Before _____/.test(q))).toEqual([]);
  });
});

describe("definition choices: no option that defines the key's own kind or a term its definition names", () => {
  it("keeps the Arrhenius base out of the options for an alkali (an alkali is a base)", () => {
    const analysis = analyse(
      "An Arrhenius base is a substance that increases the concentration of hydroxide ions in water. " +
        "An alkali is a base that dissolves in water. A strong acid is an acid that dissociates completely in water. " +
        "A divergent boundary is a boundary where two plates move apart. " +
        "The Mid-Atlantic Ridge is a divergent boundary in the Atlantic Ocean.",
    );
    const choices = definitionChoices(findItems(analysis));
    const of = (term: string) => {
      const c = choices.find((x) => x.term.toLowerCase().endsWith(term));
      if (!c) throw new Error(`no definition of ${term}: ${choices.map((x) => x.term).join(", ")}`);
      return c;
    };
    expect(fitsAsWrongDefinition(analysis, of("alkali"), of("arrhenius base"))).toBe(false);
    expect(fitsAsWrongDefinition(analysis, of("alkali"), of("strong acid"))).toBe(true);
    expect(fitsAsWrongDefinition(analysis, of("mid-atlantic ridge"), of("divergent boundary"))).toBe(false);
  });
});

describe("definitions: none cut before the same subject goes on, none leaning on an earlier instance or only a provenance", () => {
  const definitionOf = (text: string) => analyse(text).sentences[0]?.definition?.definition ?? null;

  it("reads no definition cut at ', and they …' or a spoken ', it means that …'", () => {
    expect(
      definitionOf(
        "Humanism was the intellectual movement at the heart of the Renaissance: humanists studied classical " +
          "texts in grammar and poetry, and they stressed the dignity and abilities of human beings.",
      ),
    ).toBeNull();
    expect(
      definitionOf(
        "Scarcity is the basic economic problem, it means that our wants are unlimited but time is not.",
      ),
    ).toBeNull();
  });

  it("reads no definition by 'the reaction' of an earlier sentence, nor one that only says who proposed it", () => {
    expect(
      definitionOf("The point at which the reaction is complete is called the equivalence point."),
    ).toBeNull();
    expect(
      definitionOf(
        "The multi-store model is a theory of memory proposed by Richard Atkinson and Richard Shiffrin in 1968.",
      ),
    ).toBeNull();
  });

  it("still reads a whole definition", () => {
    expect(definitionOf("Photosynthesis is the process by which plants make glucose from light.")).toBe(
      "the process by which plants make glucose from light",
    );
    expect(
      definitionOf(
        "A catalyst is a substance that speeds up a reaction without being used up, and it works by lowering the activation energy.",
      ),
    ).toBe("a substance that speeds up a reaction without being used up");
    expect(
      definitionOf(
        "A titration is a procedure in which an acid is added to a base until the reaction between them is complete.",
      ),
    ).toBe("a procedure in which an acid is added to a base until the reaction between them is complete");
  });
});
