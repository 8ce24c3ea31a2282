import { describe, expect, it } from "vitest";
import {
  createFlashcardsChunkRequestSchema,
  createFlashcardsResponseSchema,
  generateQuizRequestSchema,
  generateQuizResponseSchema,
  generateSummaryResponseSchema,
  generationErrorLineSchema,
  generationProgressLineSchema,
} from "./generation.ts";
import { failedPaths, GROUNDED_QUESTION, NOTE_ID, NOW, synced } from "./test-helpers.ts";

const note = { id: NOTE_ID, title: "Cells", content: "Cells are the unit of life." };
const question = GROUNDED_QUESTION;

describe("generate-quiz: time limit and title of the saved quiz (spec 2 §5, spec 1 §3)", () => {
  it("defaults the time limit to 15 minutes and leaves the title to the server", () => {
    const request = generateQuizRequestSchema.parse({ note });
    expect(request.timeLimit).toBe(15);
    expect(request.title).toBeUndefined();
  });
  it("takes 5 to 60 minutes in steps of 5", () => {
    for (const timeLimit of [5, 30, 60])
      expect(failedPaths(generateQuizRequestSchema, { note, timeLimit })).toEqual([]);
    for (const timeLimit of [0, 7, 65, 12.5]) {
      expect(failedPaths(generateQuizRequestSchema, { note, timeLimit })).toEqual(["timeLimit"]);
    }
    expect(failedPaths(generateQuizRequestSchema, { note, title: "  " })).toEqual(["title"]);
  });
});

describe("chunk requests name the caller's note (issue 18 §2)", () => {
  const chunk = {
    noteTitle: "Cells",
    chunkContent: "Cells.",
    maxCards: 4,
    difficulty: "hard",
    chunkIndex: 0,
    totalChunks: 1,
  };
  it("needs a UUID note id", () => {
    expect(failedPaths(createFlashcardsChunkRequestSchema, chunk)).toEqual(["noteId"]);
    expect(failedPaths(createFlashcardsChunkRequestSchema, { ...chunk, noteId: NOTE_ID })).toEqual([]);
    expect(failedPaths(createFlashcardsChunkRequestSchema, { ...chunk, noteId: "x" })).toEqual(["noteId"]);
  });
});

describe("answers carry the saved records", () => {
  it("generate-quiz carries the quiz row", () => {
    const quiz = {
      ...synced(),
      note_id: NOTE_ID,
      title: "Quiz: Cells",
      questions: [question],
      time_limit: 15,
      difficulty: "easy",
    };
    expect(
      failedPaths(generateQuizResponseSchema, { questions: [question], provider: "local", quiz }),
    ).toEqual([]);
    expect(
      failedPaths(generateQuizResponseSchema, {
        questions: [question],
        provider: "local",
        quiz: { ...quiz, time_limit: 0 },
      }),
    ).toEqual(["quiz.time_limit"]);
  });
  it("generate-quiz may report how many questions the key check dropped", () => {
    const answer = { questions: [question], provider: "local" };
    expect(failedPaths(generateQuizResponseSchema, { ...answer, dropped: 2 })).toEqual([]);
    expect(generateQuizResponseSchema.parse(answer).dropped).toBeUndefined();
    expect(failedPaths(generateQuizResponseSchema, { ...answer, dropped: -1 })).toEqual(["dropped"]);
    expect(failedPaths(generateQuizResponseSchema, { ...answer, dropped: 1.5 })).toEqual(["dropped"]);
  });
  it("create-flashcards keeps the saved cards' ids and sources", () => {
    const card = {
      ...synced(),
      note_id: NOTE_ID,
      front: "Unit of life?",
      back: "The cell",
      difficulty: "easy",
      source: "Cells are the unit of life.",
    };
    const parsed = createFlashcardsResponseSchema.parse({ flashcards: [card], provider: "local" });
    expect(parsed.flashcards[0]).toMatchObject({ id: card.id, note_id: NOTE_ID, source: card.source });
  });
  it("generate-summary carries the summaries row", () => {
    const summary = {
      overview: "About cells",
      keyPoints: ["a"],
      wordCount: 6,
      readingTime: 1,
      complexity: "easy",
    };
    const saved = {
      ...synced(),
      note_id: NOTE_ID,
      summary_text: "About cells",
      key_points: ["a"],
      word_count: 6,
      reading_time: 1,
      complexity: "easy",
    };
    expect(failedPaths(generateSummaryResponseSchema, { summary, provider: "local", saved })).toEqual([]);
  });
});

describe("progress lines", () => {
  it("read progress and error lines", () => {
    expect(failedPaths(generationProgressLineSchema, { type: "progress", current: 1, total: 3 })).toEqual([]);
    expect(failedPaths(generationProgressLineSchema, { type: "progress", current: 0, total: 3 })).toEqual([
      "current",
    ]);
    expect(
      failedPaths(generationErrorLineSchema, { type: "error", status: 502, error: "Failed", details: NOW }),
    ).toEqual([]);
  });
});
