import { describe, expect, it } from "vitest";
import {
  answerAppearsIn,
  cardLeaksAnswer,
  comparableText,
  groundItems,
  hasValidOptions,
  normaliseTrueFalse,
  questionLeaksAnswer,
} from "./quality.ts";

describe("groundItems (DESIGN §6: an item whose passage is not in the note is dropped)", () => {
  const note = "Mitochondria produce ATP.\n\nThe Krebs cycle\n  runs in the matrix.";

  it("keeps passages found after whitespace normalisation and drops invented or blank ones", () => {
    const items = [
      { id: 1, source: "The Krebs cycle runs in the matrix." },
      { id: 2, source: "Mitochondria   produce\nATP." },
      { id: 3, source: "Mitochondria produce energy." },
      { id: 4, source: "" },
      { id: 5, source: undefined as unknown as string },
    ];
    expect(groundItems(note, items).map((i) => i.id)).toEqual([1, 2]);
  });
});

describe("answer leaks and duplicates", () => {
  it("compares text without case, accents or punctuation", () => {
    expect(comparableText("  What's  the CAFÉ? ")).toBe("what s the cafe");
  });

  it("finds an answer on the front only as whole words", () => {
    expect(answerAppearsIn("Which gas do plants release? Oxygen is…", "oxygen")).toBe(true);
    expect(answerAppearsIn("Which element is in carbon dioxide?", "carbon dioxide")).toBe(true);
    expect(answerAppearsIn("What does ATPase break down?", "ATP")).toBe(false);
    expect(answerAppearsIn("Anything", "")).toBe(false);
  });

  it("flags a card whose back is written on its front", () => {
    expect(
      cardLeaksAnswer({ front: "Fill in the blank: _____ is made of cells, like all life.", back: "Life" }),
    ).toBe(true);
    expect(cardLeaksAnswer({ front: "What is glycolysis?", back: "The first stage of respiration." })).toBe(
      false,
    );
  });

  it("flags questions that give their answer away, except true/false", () => {
    expect(
      questionLeaksAnswer({
        type: "short-answer",
        question: "Where does glycolysis occur? (cytoplasm)",
        correctAnswer: "Cytoplasm",
      }),
    ).toBe(true);
    expect(
      questionLeaksAnswer({
        type: "true-false",
        question: "True or false: it is true.",
        correctAnswer: "True",
      }),
    ).toBe(false);
  });
});

describe("hasValidOptions (spec 2 §5: multiple-choice and true/false are scored by exact match)", () => {
  const mc = (options: string[], correctAnswer: string) => ({
    type: "multiple-choice" as const,
    options,
    correctAnswer,
  });

  it("accepts distinct options with exactly one equal to the answer", () => {
    expect(hasValidOptions(mc(["1937", "1953", "1961", "1978"], "1953"))).toBe(true);
  });

  it("rejects repeated options (ignoring case and punctuation), a missing answer, or fewer than two options", () => {
    expect(hasValidOptions(mc(["ATP", "atp.", "DNA", "RNA"], "DNA"))).toBe(false);
    expect(hasValidOptions(mc(["ATP", "DNA"], "RNA"))).toBe(false);
    expect(hasValidOptions(mc(["ATP"], "ATP"))).toBe(false);
    expect(hasValidOptions(mc(["ATP", "", "DNA"], "ATP"))).toBe(false);
  });

  it("needs True/False options and answer for true/false; short answers have no options to check", () => {
    expect(hasValidOptions({ type: "true-false", options: ["True", "False"], correctAnswer: "False" })).toBe(
      true,
    );
    expect(hasValidOptions({ type: "true-false", options: ["True", "False"], correctAnswer: "Maybe" })).toBe(
      false,
    );
    expect(hasValidOptions({ type: "short-answer", options: [], correctAnswer: "ATP" })).toBe(true);
  });

  it("puts a true/false question in the scored shape", () => {
    const q = {
      id: "1",
      type: "true-false" as const,
      question: "Q",
      options: [],
      correctAnswer: "false",
      explanation: "",
      source: "s",
    };
    expect(normaliseTrueFalse(q)).toMatchObject({ options: ["True", "False"], correctAnswer: "False" });
  });
});
