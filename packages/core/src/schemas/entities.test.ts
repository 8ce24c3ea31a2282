import { describe, expect, it } from "vitest";
import { documentCountSchema, documentExtractionSchema } from "./documents.ts";
import { userGoalSchema } from "./goals.ts";
import { noteSchema, summarySchema } from "./notes.ts";
import {
  flashcardReviewSchema,
  flashcardSchema,
  quizAttemptSchema,
  quizSchema,
  spacedRepetitionScheduleSchema,
  studySessionSchema,
} from "./study.ts";
import { failedPaths, NOTE_ID, NOW, OTHER_ID, synced, USER_ID } from "./test-helpers.ts";

describe("noteSchema", () => {
  const note = { ...synced(NOTE_ID), title: "Cell biology", content: "Cells are..." };

  it("fills the defaults of a note born on the device", () => {
    const parsed = noteSchema.parse(note);
    expect(parsed).toMatchObject({
      subject: "General",
      type: "manual",
      tags: [],
      topics: [],
      deleted_at: null,
      duration: null,
      segments: null,
    });
    expect(parsed.server_seq).toBeUndefined();
  });

  it("trims tags and keeps a full recording note", () => {
    const parsed = noteSchema.parse({
      ...note,
      server_seq: 12,
      tags: [" bio ", "exam"],
      type: "recording",
      duration: 95,
      recording_date: "2026-11-23T09:00:00+01:00",
      document_type: "audio",
      extraction_metadata: { source: "recording", extractedAt: NOW, duration: 95, device: "mic" },
      segments: [{ text: "Hello", timestamp: [0, 2.5] }],
    });
    expect(parsed.tags).toEqual(["bio", "exam"]);
    expect(parsed.extraction_metadata).toMatchObject({ device: "mic" });
  });

  it("rejects bad fields with their path", () => {
    expect(failedPaths(noteSchema, { ...note, id: "note-1" })).toEqual(["id"]);
    expect(failedPaths(noteSchema, { ...note, title: "   " })).toEqual(["title"]);
    expect(failedPaths(noteSchema, { ...note, title: "x".repeat(501) })).toEqual(["title"]);
    expect(failedPaths(noteSchema, { ...note, content: "x".repeat(2_000_001) })).toEqual(["content"]);
    expect(failedPaths(noteSchema, { ...note, tags: ["a", " a "] })).toEqual(["tags.1"]);
    expect(failedPaths(noteSchema, { ...note, tags: ["ok", ""] })).toEqual(["tags.1"]);
    expect(failedPaths(noteSchema, { ...note, tags: ["x".repeat(101)] })).toEqual(["tags.0"]);
    expect(
      failedPaths(noteSchema, { ...note, tags: Array.from({ length: 101 }, (_, i) => `t${i}`) }),
    ).toEqual(["tags"]);
    expect(failedPaths(noteSchema, { ...note, type: "video" })).toEqual(["type"]);
    expect(failedPaths(noteSchema, { ...note, duration: 1.5 })).toEqual(["duration"]);
    expect(failedPaths(noteSchema, { ...note, updated_at: "2026-11-23 10:15:30" })).toEqual(["updated_at"]);
    expect(failedPaths(noteSchema, { ...note, segments: [{ text: "x", timestamp: [3, 1] }] })).toEqual([
      "segments.0.timestamp.1",
    ]);
    expect(failedPaths(noteSchema, { ...note, extraction_metadata: { source: "pdf" } })).toEqual([
      "extraction_metadata.extractedAt",
    ]);
  });
});

describe("flashcards, reviews and schedules", () => {
  const card = { ...synced(), note_id: NOTE_ID, front: "Q", back: "A", difficulty: "easy" };

  it("accepts a card and fills its counters", () => {
    expect(flashcardSchema.parse({ ...card, note_id: null })).toMatchObject({
      note_id: null,
      category: "general",
      review_count: 0,
      correct_count: 0,
      last_reviewed: null,
      source: null,
    });
  });

  it("rejects bad cards", () => {
    expect(failedPaths(flashcardSchema, { ...card, difficulty: "mixed" })).toEqual(["difficulty"]);
    expect(failedPaths(flashcardSchema, { ...card, front: "" })).toEqual(["front"]);
    expect(failedPaths(flashcardSchema, { ...card, review_count: -1 })).toEqual(["review_count"]);
  });

  it("a review is correct exactly when quality is 3 or more (spec 1 §9)", () => {
    const review = { ...synced(), flashcard_id: OTHER_ID, reviewed_at: NOW };
    expect(failedPaths(flashcardReviewSchema, { ...review, quality: 5, correct: true })).toEqual([]);
    expect(failedPaths(flashcardReviewSchema, { ...review, quality: 3, correct: true })).toEqual([]);
    expect(failedPaths(flashcardReviewSchema, { ...review, quality: 1, correct: false })).toEqual([]);
    expect(failedPaths(flashcardReviewSchema, { ...review, quality: 2, correct: true })).toEqual(["correct"]);
    expect(failedPaths(flashcardReviewSchema, { ...review, quality: 6, correct: true })).toEqual(["quality"]);
  });

  it("schedules", () => {
    const schedule = {
      ...synced(),
      flashcard_id: OTHER_ID,
      next_review_date: NOW,
      interval_days: 3,
      ease_factor: 2.5,
      repetition_number: 0,
    };
    expect(failedPaths(spacedRepetitionScheduleSchema, schedule)).toEqual([]);
    expect(failedPaths(spacedRepetitionScheduleSchema, { ...schedule, ease_factor: 0 })).toEqual([
      "ease_factor",
    ]);
  });
});

describe("quizzes and attempts", () => {
  const question = {
    id: "q1",
    type: "multiple-choice",
    question: "2 + 2?",
    options: ["3", "4"],
    correctAnswer: "4",
    explanation: "Arithmetic.",
  };
  const quiz = {
    ...synced(),
    note_id: NOTE_ID,
    title: "Quiz: Maths",
    questions: [question],
    time_limit: 15,
    difficulty: "easy",
  };

  it("accepts a quiz", () => {
    expect(failedPaths(quizSchema, quiz)).toEqual([]);
    const shortAnswer = {
      id: "q2",
      type: "short-answer",
      question: "Capital of France?",
      correctAnswer: "Paris",
    };
    expect(quizSchema.parse({ ...quiz, questions: [shortAnswer] }).questions[0]).toMatchObject({
      options: [],
      explanation: "",
    });
  });

  it("rejects a multiple-choice answer that is not an option, and bad quizzes", () => {
    const bad = { ...question, correctAnswer: "5" };
    expect(failedPaths(quizSchema, { ...quiz, questions: [bad] })).toEqual(["questions.0.correctAnswer"]);
    expect(failedPaths(quizSchema, { ...quiz, questions: [{ ...question, options: ["4"] }] })).toEqual([
      "questions.0.options",
    ]);
    expect(failedPaths(quizSchema, { ...quiz, questions: [] })).toEqual(["questions"]);
    expect(failedPaths(quizSchema, { ...quiz, difficulty: "unknown" })).toEqual(["difficulty"]);
    expect(failedPaths(quizSchema, { ...quiz, time_limit: 0 })).toEqual(["time_limit"]);
  });

  it("attempts", () => {
    const attempt = {
      ...synced(),
      quiz_id: OTHER_ID,
      score: 80,
      total_questions: 5,
      time_taken: 120,
      answers: { "0": "4", "1": "Paris" },
      completed_at: NOW,
    };
    expect(failedPaths(quizAttemptSchema, attempt)).toEqual([]);
    expect(failedPaths(quizAttemptSchema, { ...attempt, score: 101 })).toEqual(["score"]);
    expect(failedPaths(quizAttemptSchema, { ...attempt, score: 79.5 })).toEqual(["score"]);
    expect(failedPaths(quizAttemptSchema, { ...attempt, answers: { first: "4" } })).toEqual([
      "answers.first",
    ]);
  });
});

describe("summaries, sessions, goals, documents", () => {
  it("summaries", () => {
    const summary = {
      ...synced(),
      note_id: NOTE_ID,
      summary_text: "Overview",
      key_points: ["a"],
      word_count: 120,
      reading_time: 1,
      complexity: "medium",
    };
    expect(failedPaths(summarySchema, summary)).toEqual([]);
    expect(failedPaths(summarySchema, { ...summary, note_id: null })).toEqual(["note_id"]);
  });

  it("study sessions default their deck id", () => {
    const session = {
      ...synced(),
      cards_studied: 10,
      correct_answers: 7,
      session_duration: 300,
      completed_at: NOW,
    };
    expect(studySessionSchema.parse(session).flashcard_deck_id).toBe("direct-study");
    expect(failedPaths(studySessionSchema, { ...session, correct_answers: 11 })).toEqual(["correct_answers"]);
  });

  it("goals need a target of at least 1 and a known type and period", () => {
    const goal = {
      ...synced(),
      title: "Study 2 hours",
      goal_type: "study_time",
      target_value: 120,
      unit: "minutes",
      period: "daily",
      start_date: NOW,
    };
    expect(userGoalSchema.parse(goal)).toMatchObject({ current_value: 0, end_date: null, is_active: true });
    expect(failedPaths(userGoalSchema, { ...goal, target_value: 0 })).toEqual(["target_value"]);
    expect(failedPaths(userGoalSchema, { ...goal, goal_type: "sleep" })).toEqual(["goal_type"]);
    expect(failedPaths(userGoalSchema, { ...goal, period: "yearly" })).toEqual(["period"]);
    expect(failedPaths(userGoalSchema, { ...goal, unit: " " })).toEqual(["unit"]);
  });

  it("document extractions and counts", () => {
    const extraction = {
      ...synced(),
      file_name: "a.pdf",
      provider: "pdf.js",
      pages_processed: 3,
      extracted_at: NOW,
    };
    expect(failedPaths(documentExtractionSchema, extraction)).toEqual([]);
    expect(failedPaths(documentExtractionSchema, { ...extraction, pages_processed: -1 })).toEqual([
      "pages_processed",
    ]);
    expect(failedPaths(documentCountSchema, { user_id: USER_ID, count: 5 })).toEqual([]);
    expect(failedPaths(documentCountSchema, { user_id: "u1", count: 5 })).toEqual(["user_id"]);
  });
});
