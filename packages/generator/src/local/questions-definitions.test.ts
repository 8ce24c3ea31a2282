import { describe, expect, it } from "vitest";
import { comparableText } from "../quality.ts";
import { analyseChunk } from "./analysis.ts";
import { sameAfterRounding } from "./distractors.ts";
import { cardOf } from "./flashcards.ts";
import { findItems } from "./forms/index.ts";
import { TextReader } from "./nlp.ts";
import {
  coreClause,
  definitionChoiceQuestion,
  definitionChoices,
  definitionSort,
  fitsAsWrongDefinition,
  givesKeyAway,
  namesTerm,
  readDefinitionFront,
  sameDefinitionSort,
} from "./questions-definitions.ts";

const reader = new TextReader();

const GLOSSARY = [
  "A eukaryote is an organism whose cells have a nucleus and membrane-bound organelles.",
  "A prokaryote is an organism whose cells have no nucleus.",
  "A ribosome is a small structure that builds proteins from amino acids.",
  "A vacuole is a sac filled with fluid that stores water and substances.",
  "A lysosome is a small membrane sac that breaks down waste, which keeps the cell clean.",
  "A gene is a section of DNA that codes for a protein.",
  "An autoimmune disease is when the immune system attacks the body's own cells.",
  "Osmosis is the diffusion of water across a membrane.",
  "A fungus is an organism that feeds on dead matter and reproduces by spores.",
  "An alga is an organism that makes its own food by photosynthesis in water.",
  "A parasite is an organism that lives on or in another organism and harms it.",
].join(" ");

const choicesOf = (text: string) => {
  const analysis = analyseChunk(reader, text);
  const items = findItems(analysis);
  return { analysis, items, all: definitionChoices(items) };
};

describe("definition-choice questions (issue 16 §3)", () => {
  it("reads the term and a quiz question unlike the card front from a definition card", () => {
    expect(readDefinitionFront("What is a eukaryote?")).toMatchObject({
      term: "a eukaryote",
      shape: "what",
      question: "Which of the following describes a eukaryote?",
    });
    expect(readDefinitionFront("What does an ammeter do?")?.question).toBe(
      "Which of the following says what an ammeter does?",
    );
    expect(readDefinitionFront("What does the law of demand state?")?.shape).toBe("clause");
    expect(readDefinitionFront("Name the three stages.")).toBeNull();
  });

  it("cuts a definition to its core clause, and drops one too short to be an option", () => {
    expect(coreClause("a small membrane sac that breaks down waste, which keeps the cell clean.")).toBe(
      "A small membrane sac that breaks down waste",
    );
    expect(coreClause("an exception")).toBeNull();
    expect(coreClause("The opposite: the ability to tell apart two stimuli")).toBe(
      "The ability to tell apart two stimuli",
    );
  });

  it("asks 'Which of the following describes X?' with the note's definition and three other definitions", () => {
    const { analysis, items, all } = choicesOf(GLOSSARY);
    const item = items.find((i) => i.form === "definition" && /eukaryote/.test(i.prompt));
    expect(item).toBeDefined();
    if (!item) return;
    const q = definitionChoiceQuestion(analysis, item, all);
    expect(q?.question).toBe("Which of the following describes a eukaryote?");
    expect(comparableText(q?.question ?? "")).not.toBe(comparableText(cardOf(item).front));
    expect(q?.correctAnswer).toBe("An organism whose cells have a nucleus and membrane-bound organelles");
    expect(q?.options).toHaveLength(4);
    // The prokaryote's definition is the eukaryote's words but one small "no": a variant of the key, no option.
    expect(q?.options).not.toContain("An organism whose cells have no nucleus");
    for (const option of q?.options ?? []) expect(namesTerm(option, "eukaryote")).toBe(false);
  });

  it("keeps a clause out of noun-phrase options", () => {
    const { all } = choicesOf(GLOSSARY);
    expect(all.some((c) => /autoimmune/.test(c.term))).toBe(false);
    const slides = choicesOf(
      [
        "- Conflict of the Orders: plebeians won political rights over two centuries",
        "- Quantitative data: numbers obtained by counting or measuring",
      ].join("\n"),
    ).all.map((c) => c.term);
    expect(slides.some((t) => /conflict/i.test(t))).toBe(false);
  });

  it("never offers a definition that names the term, an alias's, or a kind of it", () => {
    const { analysis, all } = choicesOf(
      [
        "A bond is a lasting attraction between atoms.",
        "A covalent bond is a shared pair of electrons between two atoms.",
        "A polar covalent bond is a covalent bond in which the electrons are shared unequally.",
        "An ion is an atom that has gained or lost electrons.",
        "Adenosine triphosphate, or ATP, is the molecule that carries energy within cells.",
      ].join(" "),
    );
    const key = all.find((c) => c.term === "a covalent bond");
    const kind = all.find((c) => c.term === "a polar covalent bond");
    const ion = all.find((c) => c.term === "an ion");
    expect(key && kind && ion).toBeTruthy();
    if (!key || !kind || !ion) return;
    expect(fitsAsWrongDefinition(analysis, key, kind)).toBe(false);
    expect(fitsAsWrongDefinition(analysis, key, ion)).toBe(true);
    expect(namesTerm("A lasting bond between atoms", "a bond")).toBe(true);
    expect(namesTerm("Atoms that share electrons", "a bond")).toBe(false);
  });

  it("asks nothing when the note has fewer than three other definitions", () => {
    const { analysis, items, all } = choicesOf(
      "A nebula is a huge cloud of gas and dust in space. A black hole is a region where gravity is so strong that not even light can escape.",
    );
    for (const item of items.filter((i) => i.form === "definition"))
      expect(definitionChoiceQuestion(analysis, item, all)).toBeNull();
  });
});

describe("number options (issue 16 §3)", () => {
  it("never gives a number equal to the key once rounded to the key's precision", () => {
    expect(sameAfterRounding({ kind: "number", value: 9.8 }, { value: 9.81 })).toBe(true);
    expect(sameAfterRounding({ kind: "number", value: 9.8 }, { value: 9.9 })).toBe(false);
    expect(sameAfterRounding({ kind: "number", value: 12 }, { value: 12.4 })).toBe(true);
    expect(sameAfterRounding({ kind: "term", value: null }, { value: 3 })).toBe(false);
  });

  it("offers only definitions of the key's sort (its head noun), else asks the item another way", () => {
    expect(definitionSort("The space enclosed by the inner membrane")).toBe("space");
    expect(definitionSort("The first stage of respiration")).toBe("stage");
    expect(definitionSort("A kind of learning in which an organism learns")).toBe("learning");
    expect(definitionSort("Separating a liquid from a mixture by boiling it")).toBe("-ing");
    expect(definitionSort("Physical and chemical barriers")).toBe("barrier");
    expect(sameDefinitionSort("stage", "space", null)).toBe(false);
    const { analysis, items, all } = choicesOf(GLOSSARY);
    const eukaryote = items.find((i) => i.form === "definition" && /eukaryote/.test(i.prompt));
    const options = eukaryote ? definitionChoiceQuestion(analysis, eukaryote, all)?.options : undefined;
    for (const option of options ?? ["none"]) expect(definitionSort(option)).toBe("organism");
    // A ribosome (a structure) has no three other structures in the note: no definition choice for it.
    const ribosome = items.find((i) => i.form === "definition" && /ribosome/.test(i.prompt));
    expect(ribosome && definitionChoiceQuestion(analysis, ribosome, all)).toBeNull();
  });

  it("asks nothing whose question gives the key away by a word of the term", () => {
    const wrong = ["A sugar that stores energy", "A protein that binds oxygen", "A fat that stores energy"];
    expect(givesKeyAway("adenosine triphosphate", "A nucleotide with three phosphate groups", wrong)).toBe(
      true,
    );
    expect(givesKeyAway("real GDP", "GDP adjusted for changes in the price level", wrong)).toBe(true);
    expect(givesKeyAway("glycolysis", "The first stage of respiration", wrong)).toBe(false);
  });
});

describe("a multiple-choice-only quiz when a definition's sort is alone in the note", () => {
  // Each definition is of another sort (a process, a pigment, an enzyme, a condition, an organelle).
  const MIXED_SORTS = [
    "Photosynthesis is the process by which green plants convert light energy into chemical energy.",
    "Chlorophyll is the green pigment that absorbs red and blue light most strongly.",
    "Rubisco is the enzyme that fixes carbon dioxide to a five-carbon sugar called ribulose bisphosphate.",
    "A limiting factor is the condition that is in shortest supply and holds the rate back.",
    "A chloroplast is the organelle in which photosynthesis takes place inside a leaf cell.",
  ].join(" ");

  it("asks it another way in a mixed quiz (no option of another sort), but offers the note's other definitions when only multiple choice was asked", () => {
    const { analysis, items, all } = choicesOf(MIXED_SORTS);
    const rubisco = all.find((c) => /rubisco/i.test(c.term));
    if (!rubisco) throw new Error("no rubisco definition");
    expect(definitionChoiceQuestion(analysis, rubisco.item, all)).toBeNull();
    const asked = definitionChoiceQuestion(analysis, rubisco.item, all, null, true);
    expect(asked?.options).toHaveLength(4);
    expect(asked?.correctAnswer).toMatch(/^The enzyme that fixes carbon dioxide/);
    expect(new Set(asked?.options).size).toBe(4);
    expect(items.length).toBeGreaterThan(0);
  });
});
