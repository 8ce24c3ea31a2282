import { describe, expect, it } from "vitest";
import { generateStudyMaterial } from "../orchestrator.ts";
import { corpusNote } from "./corpus.test-support.ts";
import { createLocalProvider } from "./provider.ts";

// The local provider reads a transcript clause by clause for cards and quizzes (a spoken run-on gives several
// sources) and sentence by sentence for its summary (whose topic shifts rest on the lecturer's "okay so …").

const transcript = corpusNote("lecture-transcript-history-cold-war.md");

describe("local provider on a lecture transcript", () => {
  it("takes cards from clauses of spoken sentences, each a verbatim part of the note", async () => {
    const note = transcript;
    const result = await generateStudyMaterial(createLocalProvider(), "flashcards", note, { count: 20 });
    if (result.kind !== "flashcards") throw new Error(result.kind);
    expect(result.flashcards.length).toBeGreaterThanOrEqual(5);
    const sentenceStarts = new Set(
      transcript.content.split(/(?<=[.!?])\s+/).map((s) => s.trim().slice(0, 20).toLowerCase()),
    );
    for (const card of result.flashcards) expect(transcript.content).toContain(card.source);
    // At least one source starts inside a spoken sentence (after "so", "and", a comma…), not at its start.
    expect(result.flashcards.some((c) => !sentenceStarts.has(c.source.slice(0, 20).toLowerCase()))).toBe(
      true,
    );
  });

  it("summarises whole spoken sentences (the lecturer's turns stay in the sentences it quotes)", async () => {
    const note = transcript;
    const result = await generateStudyMaterial(createLocalProvider(), "summary", note);
    if (result.kind !== "summary") throw new Error(result.kind);
    expect(result.summary.overview.length).toBeGreaterThan(0);
    expect(result.summary.keyPoints.length).toBeGreaterThanOrEqual(3);
  });
});

describe("local provider: names in a transcript", () => {
  it("shows a lower-case transcript's names with their capitals on cards and questions, sources verbatim", async () => {
    const note = corpusNote("lecture-transcript-history-cold-war.md");
    const provider = createLocalProvider();
    const cards = await generateStudyMaterial(provider, "flashcards", note, { count: 20 });
    const quiz = await generateStudyMaterial(provider, "quiz", note, { count: 10 });
    if (cards.kind !== "flashcards" || quiz.kind !== "quiz") throw new Error("unexpected kinds");
    const shown = [
      ...cards.flashcards.flatMap((c) => [c.front, c.back]),
      ...quiz.questions.flatMap((q) => [q.question, q.correctAnswer, ...q.options]),
    ].join("\n");
    // The transcript writes "united states" and "truman" in lower case only.
    expect(note.content).not.toMatch(/United States|Truman/);
    expect(shown).not.toMatch(/\bunited states\b|\btruman\b/);
    expect(shown).toMatch(/United States|Truman/);
    for (const card of cards.flashcards) expect(note.content).toContain(card.source);
    for (const q of quiz.questions)
      expect(q.options.length === 0 || q.options.includes(q.correctAnswer)).toBe(true);
  });
});
