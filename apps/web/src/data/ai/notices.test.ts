import { messages } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { providerLabelOf, runNotices } from "./notices";

describe("providerLabelOf (issue 16 §7: messages never show a provider id)", () => {
  it("takes the label the result carries", () => {
    expect(providerLabelOf("openai", "gpt-4o-mini")).toBe("gpt-4o-mini");
    expect(providerLabelOf("local", "the built-in generator")).toBe("the built-in generator");
  });
  it("without a label, names the local engine 'the built-in generator', and a model by its name", () => {
    expect(providerLabelOf("local")).toBe(messages.generation.builtInGenerator);
    expect(providerLabelOf("local", "  ")).toBe(messages.generation.builtInGenerator);
    expect(providerLabelOf("openai")).toBe("openai");
  });
  it("the flashcards toast reads with the label", () => {
    expect(messages.flashcards.flashcardsCreated(8, providerLabelOf("local"))).toBe(
      "Created 8 flashcards using the built-in generator and saved to your study deck!",
    );
  });
});

describe("runNotices (issue 16 §5, §7)", () => {
  it("says fewer items than asked", () => {
    expect(runNotices({ kind: "questions", made: 8, requested: 10, chunks: 1 })).toEqual([
      "Generated 8 of 10 questions: the note supports no more.",
    ]);
    expect(runNotices({ kind: "flashcards", made: 3, requested: 10, chunks: 1 })).toEqual([
      messages.generation.fewerItemsGenerated(3, 10, "flashcards"),
    ]);
  });
  it("says nothing when all were made", () => {
    expect(runNotices({ kind: "flashcards", made: 10, requested: 10, chunks: 2 })).toEqual([]);
  });
  it("a shortfall the answer-key check explains is not blamed on the note", () => {
    expect(runNotices({ kind: "questions", made: 8, requested: 10, dropped: 2, chunks: 1 })).toEqual([]);
    expect(runNotices({ kind: "questions", made: 7, requested: 10, dropped: 2, chunks: 1 })).toHaveLength(1);
  });
  it("says which part of a note past the chunk cap was used, after the shortfall", () => {
    const coverage = { usedChars: 80_000, totalChars: 120_000 };
    expect(runNotices({ kind: "questions", made: 10, requested: 10, coverage, chunks: 10 })).toEqual([
      messages.generation.partOfNoteUsed(coverage, 10),
    ]);
    expect(runNotices({ kind: "questions", made: 9, requested: 10, coverage, chunks: 10 })).toEqual([
      messages.generation.fewerItemsGenerated(9, 10, "questions"),
      messages.generation.partOfNoteUsed(coverage, 10),
    ]);
  });
});
