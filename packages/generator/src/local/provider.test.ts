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
