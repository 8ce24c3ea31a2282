import { describe, expect, it } from "vitest";
import { analyseChunk } from "./analysis.ts";
import { TextReader } from "./nlp.ts";
import { isVariant } from "./option-text.ts";
import {
  conciseStatement,
  negate,
  negatedStatement,
  swapIsChecked,
  swappedStatement,
  trueStatement,
} from "./true-false.ts";

const reader = new TextReader();
const analyse = (text: string) => analyseChunk(reader, text);
const sentenceOf = (text: string) => {
  const s = analyse(text).sentences[0];
  if (!s) throw new Error("no sentence");
  return s;
};

describe("negate: real negation of a sentence with a single finite verb", () => {
  it.each([
    ["Glycolysis splits glucose into two molecules of pyruvate.", "Glycolysis does not split glucose"],
    ["Buffers are solutions that resist changes in pH.", null],
    ["Buffers are mixtures of a weak acid and its salt.", "Buffers are not mixtures of a weak acid"],
    ["The steam engine was the symbol of the Industrial Revolution.", "The steam engine was not the symbol"],
    ["Enzymes can speed up reactions in the cell.", "Enzymes cannot speed up reactions"],
    ["Green plants make their own food from sunlight.", "Green plants do not make their own food"],
    ["Glucose is split into pyruvate in the cytoplasm.", "Glucose is not split into pyruvate"],
  ])("%s", (text, expected) => {
    const negated = negate(sentenceOf(text));
    if (expected === null) expect(negated).toBeNull();
    else expect(negated).toContain(expected);
  });

  it("leaves hedged, quantified, already negative and many-verb sentences alone (their negation may be true)", () => {
    for (const text of [
      "Some acids are strong in water.",
      "Most enzymes are proteins made of amino acids.",
      "Water is not a good conductor of heat.",
      "Heat flows from hot bodies to cold ones, and work changes internal energy.",
      "The reaction stops when the substrate runs out in the cell.",
    ]) {
      expect(negate(sentenceOf(text)), text).toBeNull();
    }
  });
});

describe("conciseStatement: one fact, not the whole sentence copied", () => {
  it("drops a trailing clause and a leading connective", () => {
    expect(
      conciseStatement(
        "However, glycolysis takes place in the cytoplasm of the cell, which is why it needs no mitochondria.",
        20,
      ),
    ).toBe("Glycolysis takes place in the cytoplasm of the cell.");
  });

  it("keeps a conditional whole (its main clause alone would be false)", () => {
    expect(
      conciseStatement("If the price rises, the quantity demanded falls, which is the law of demand."),
    ).toBe("If the price rises, the quantity demanded falls, which is the law of demand.");
  });

  it("keeps a cut that would leave no verb ('In the second stage, the Calvin cycle, which …')", () => {
    const s = sentenceOf(
      "In the second stage, the Calvin cycle, which takes place in the stroma, fixes carbon.",
    );
    const analysis = analyse(s.text);
    expect(trueStatement(analysis, s)?.text).toBe(
      "In the second stage, the Calvin cycle, which takes place in the stroma, fixes carbon.",
    );
  });
});

describe("swapped statements: a fact swapped for a same-kind one, checked false in the note", () => {
  const note = [
    "James Watt improved the steam engine in 1769.",
    "Richard Arkwright built the water frame in 1771.",
    "Samuel Crompton invented the spinning mule in 1779.",
    "Coke is a fuel made by heating coal without air.",
    "Charcoal is a fuel made by heating wood without air.",
    "A turnpike was a road on which travellers paid a toll.",
  ].join(" ");

  it("swaps a year for the nearest other year of the note and says so in the explanation", () => {
    const analysis = analyse(note);
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    const statement = swappedStatement(analysis, s, isVariant);
    expect(statement?.text).toMatch(/^James Watt improved the steam engine in 17(71|79)\.$/);
    expect(statement?.explanation).toContain("not 17");
  });

  it("swaps a defined term only for a defined term of the same sort, with its own article", () => {
    const analysis = analyse(note);
    const s = analysis.sentences[3];
    if (!s) throw new Error("no sentence");
    const statement = swappedStatement(analysis, s, isVariant);
    // A fuel for a fuel: never "A turnpike is a fuel…".
    expect(statement?.text).toBe("Charcoal is a fuel made by heating coal without air.");
  });

  it("rejects a swap the note states elsewhere (the pair co-occurs with the same verb)", () => {
    const analysis = analyse(
      "Methane is a greenhouse gas that traps heat. Carbon dioxide is a greenhouse gas that traps heat too. " +
        "Carbon dioxide is released when fuels burn.",
    );
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    expect(swapIsChecked(analysis, s, "carbon dioxide", "methane")).toBe(false);
    expect(swapIsChecked(analysis, s, "nitrogen", "methane")).toBe(true);
  });

  it("keeps the order of a range ('between 1811 and 1816' never becomes 'between 1820 and 1816')", () => {
    const analysis = analyse(
      "The Luddites smashed machinery between 1811 and 1816. The Factory Act passed in 1833. " +
        "The Chartists met in 1838. Stephenson built the Rocket in 1829.",
    );
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    const statement = swappedStatement(analysis, s, isVariant);
    if (statement) {
      const [from = 0, to = 0] = (statement.text.match(/\d{4}/g) ?? []).map(Number);
      expect(from).toBeLessThan(to);
    }
  });

  it("makes a false statement from a negation, explained by the note's sentence", () => {
    const analysis = analyse("Photosynthesis takes place in two stages inside the chloroplast.");
    const s = analysis.sentences[0];
    if (!s) throw new Error("no sentence");
    const statement = negatedStatement(analysis, s);
    expect(statement?.text).toBe("Photosynthesis does not take place in two stages inside the chloroplast.");
    expect(statement?.explanation).toContain("False. The note says");
  });
});

describe("true/false from a glossary line (labellers' class 3)", () => {
  it("states a 'Term - definition' line as a sentence, never the line's layout, and its key checks", async () => {
    const { answerKeyProblem } = await import("../key-check.ts");
    const a = analyse(
      "Lab glossary\n\nbeaker - a wide glass container for mixing liquids\n\nburette - a long graduated tube with a tap\n\npipette - a glass tube used to move a volume of liquid\n",
    );
    const s = a.sentences.find((x) => x.text.startsWith("beaker"))!;
    const statement = trueStatement(a, s);
    expect(statement?.text).toBe("A beaker is a wide glass container for mixing liquids.");
    expect(negatedStatement(a, s)).toBeNull();
    const q = {
      type: "true-false",
      question: `True or false: ${statement?.text}`,
      options: [],
      correctAnswer: "True",
      source: s.text,
    };
    expect(answerKeyProblem(q as never)).toBeNull();
  });

  it("drops a leading 'Therefore'/'First,' from a statement", () => {
    expect(conciseStatement("Therefore the rate of reaction increases with temperature.")).toBe(
      "The rate of reaction increases with temperature.",
    );
    expect(conciseStatement("First, glucose is split into two pyruvate molecules.")).toBe(
      "Glucose is split into two pyruvate molecules.",
    );
  });
});
