// Results of the device's engine are saved like any other change: on the device first, pending, queued, so they
// reach the server with the next sync (spec 1 §4, DESIGN §4). The server's own results arrive as saved rows.

import {
  FLASHCARD_DIFFICULTIES,
  type FlashcardDifficulty,
  messages,
  QUIZ_DIFFICULTIES,
  type QuizDifficulty,
  quizDifficulty,
  type SyncedCollection,
} from "@lectern/core";
import type { GeneratedFlashcard, GeneratedQuestion } from "@lectern/generator";
import { createRepository, getCurrentDatabase, mergeRemoteRecords } from "@/data/db";
import type { GeneratedSummary, SourceNote } from "./types";

const flashcards = createRepository("flashcards");
const quizzes = createRepository("quizzes");
const summaries = createRepository("summaries");

const cardDifficulty = (value: string): FlashcardDifficulty =>
  (FLASHCARD_DIFFICULTIES as readonly string[]).includes(value) ? (value as FlashcardDifficulty) : "unknown";

/** Saves the cards of one run; resolves with how many were saved. */
export async function saveFlashcardsOnDevice(note: SourceNote, cards: GeneratedFlashcard[]): Promise<number> {
  for (const card of cards) {
    await flashcards.save({
      note_id: note.id ?? null,
      front: card.front,
      back: card.back,
      difficulty: cardDifficulty(card.difficulty),
      category: card.category || "general",
      source: card.source,
    });
  }
  return cards.length;
}

/** Saves a quiz titled 'Quiz: ' plus the note title (spec 1 §3); resolves with its id. */
export async function saveQuizOnDevice(
  note: SourceNote,
  questions: GeneratedQuestion[],
  timeLimit: number,
  difficulty?: string,
): Promise<string> {
  const level: QuizDifficulty = (QUIZ_DIFFICULTIES as readonly string[]).includes(difficulty ?? "")
    ? (difficulty as QuizDifficulty)
    : quizDifficulty(note.content);
  const saved = await quizzes.save({
    note_id: note.id ?? null,
    title: messages.generation.quizTitle(note.title),
    questions,
    time_limit: timeLimit,
    difficulty: level,
  });
  return saved.id;
}

/** A note has one summary: a new one replaces the note's earlier one (same id), so devices agree on it. */
export async function saveSummaryOnDevice(note: SourceNote, summary: GeneratedSummary): Promise<void> {
  if (!note.id) return;
  const [earlier] = await summaries.where("note_id", note.id);
  await summaries.save({
    id: earlier?.id,
    note_id: note.id,
    summary_text: summary.overview,
    key_points: summary.keyPoints,
    word_count: summary.wordCount,
    reading_time: summary.readingTime,
    complexity: summary.complexity,
  });
}

/**
 * Rows the server saved and sent back: kept on the device at once (under the merge rule, as a pull would), so the
 * viewer shows them without waiting for the next sync. Anything that is not a full row is left to sync.
 */
export async function keepServerRows(collection: SyncedCollection, rows: unknown[]): Promise<void> {
  const db = getCurrentDatabase();
  const records = rows.filter(
    (row): row is Record<string, unknown> =>
      Boolean(row) && typeof row === "object" && typeof (row as { id?: unknown }).id === "string",
  );
  if (db && records.length) await mergeRemoteRecords(db, collection, records);
}
