import { AI_MAX_CHUNKS, messages, splitIntoChunksWithRest } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { createLocalProvider } from "./local/provider.ts";
import { fakeProvider, longNote } from "./orchestrator.test-support.ts";
import { coverageOf, generateStudyMaterial } from "./orchestrator.ts";

// issue 16 §5, §7: the result says how many items were asked for, which part of a capped note was read, and
// names the provider as a person would (never 'local').
describe("generateStudyMaterial: requested, coverage and providerLabel", () => {
  it("carries the count asked for beside the items made", async () => {
    const result = await generateStudyMaterial(fakeProvider(), "flashcards", longNote(1), { count: 7 });
    expect(result.kind === "flashcards" && result.requested).toBe(7);
    const quiz = await generateStudyMaterial(fakeProvider(), "quiz", longNote(1), {});
    expect(quiz.kind === "quiz" && quiz.requested).toBe(5);
  });

  it("has no coverage when the whole note was read", async () => {
    const result = await generateStudyMaterial(fakeProvider(), "quiz", longNote(5), { count: 3 });
    expect(result.kind === "quiz" && "coverage" in result).toBe(false);
  });

  it("says how many characters the 10-chunk cap let through on a longer note", async () => {
    const note = longNote(24); // 12 chunks of two paragraphs: 10 read
    const { chunks, rest } = splitIntoChunksWithRest(note.content);
    expect(chunks).toHaveLength(AI_MAX_CHUNKS);
    const result = await generateStudyMaterial(fakeProvider(), "flashcards", note, { count: 5 });
    if (result.kind !== "flashcards") throw new Error("flashcards expected");
    expect(result.coverage).toEqual({
      usedChars: note.content.length - rest.length,
      totalChars: note.content.length,
    });
    expect(result.coverage?.usedChars).toBeLessThan(note.content.length);
    // the used part is the chunks and what joins them
    expect(result.coverage?.usedChars).toBeGreaterThanOrEqual(chunks.join("").length);
  });

  it("coverageOf: nothing left out, nothing said", () => {
    expect(coverageOf("A note.", "")).toEqual({});
    expect(coverageOf("  First. Second.  ", "Second.")).toEqual({
      coverage: { usedChars: 7, totalChars: 14 },
    });
  });

  it("names the local engine 'the built-in generator' and a provider without a label by its name", async () => {
    const local = await generateStudyMaterial(createLocalProvider(), "summary", {
      title: "Cells",
      content: "Cells make energy in the mitochondria. The nucleus holds the genetic material of the cell.",
    });
    expect(local.provider).toBe("local");
    expect(local.providerLabel).toBe("the built-in generator");
    const model = fakeProvider({ label: "llama3.1:8b" });
    expect((await generateStudyMaterial(model, "enhance", longNote(1))).providerLabel).toBe("llama3.1:8b");
    expect((await generateStudyMaterial(fakeProvider(), "enhance", longNote(1))).providerLabel).toBe("fake");
  });
});

describe("generation messages (issue 16)", () => {
  it("fewerItemsGenerated counts what was made against what was asked", () => {
    expect(messages.generation.fewerItemsGenerated(8, 10, "questions")).toBe(
      "Generated 8 of 10 questions: the note supports no more.",
    );
    expect(messages.generation.fewerItemsGenerated(3, 20, "flashcards")).toBe(
      "Generated 3 of 20 flashcards: the note supports no more.",
    );
  });

  it("partOfNoteUsed says which part of the note was used, digits grouped", () => {
    expect(messages.generation.partOfNoteUsed({ usedChars: 80000, totalChars: 120000 }, 10)).toBe(
      "Only the first 80,000 of 120,000 characters of this note were used (its first 10 parts); split the note to study the rest.",
    );
    expect(messages.generation.partOfNoteUsed({ usedChars: 999, totalChars: 1234567 }, 10)).toContain(
      "first 999 of 1,234,567 characters",
    );
  });
});
