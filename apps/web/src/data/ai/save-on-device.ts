// Results of the device's engine are saved like any other change: on the device first, pending, queued, so they
// reach the server with the next sync (spec 1 §4, DESIGN §4). The server's own results arrive as saved rows.

import {
  FLASHCARD_DIFFICULTIES,
  type FlashcardDifficulty,
  generatedRecordId,
  messages,
  QUIZ_DIFFICULTIES,
  type QuizDifficulty,
  quizDifficulty,
  type SyncedCollection,
} from "@lectern/core";
import type { GeneratedFlashcard, GeneratedQuestion } from "@lectern/generator";
// Relative: the unit test runs without the app's "@/" alias.
import { createRepository, getCurrentDatabase, mergeRemoteRecords, requireDatabase } from "../db";
import type { GeneratedSummary, SourceNote } from "./types";

const flashcards = createRepository("flashcards");
const quizzes = createRepository("quizzes");
const summaries = createRepository("summaries");

const cardDifficulty = (value: string): FlashcardDifficulty =>
  (FLASHCARD_DIFFICULTIES as readonly string[]).includes(value) ? (value as FlashcardDifficulty) : "unknown";

/**
 * Runs `write` in one Dexie transaction over the collection and the queue (the repository's saves join it), so a
 * run's records are stored all together or not at all (issue 13).
 */
function inOneTransaction<T>(collection: "flashcards" | "quizzes", write: () => Promise<T>): Promise<T> {
  const db = requireDatabase();
  return db.transaction("rw", db.records(collection), db.sync_queue, write);
}

/** How many of these ids the device already holds (tombstones too: a deleted card of the run stays deleted). */
async function heldIds(collection: "flashcards" | "quizzes", ids: string[]): Promise<number> {
  const held = await requireDatabase().records(collection).bulkGet(ids);
  return held.filter(Boolean).length;
}

/**
 * Saves the cards of one run in one transaction, each with the id derived from the run's request id and its
 * place (the ids the server gives the same run). When the device already holds records of this run (the server's
 * set came by sync, or the run was saved before), it adds none: one run is one set. Resolves with how many cards
 * of the run the device holds.
 */
export async function saveFlashcardsOnDevice(
  note: SourceNote,
  cards: GeneratedFlashcard[],
  requestId: string,
): Promise<number> {
  const ids = cards.map((_, index) => generatedRecordId(requestId, index));
  return inOneTransaction("flashcards", async () => {
    const held = await heldIds("flashcards", ids);
    if (held > 0) return held;
    for (const [index, card] of cards.entries()) {
      await flashcards.save({
        id: ids[index],
        note_id: note.id ?? null,
        front: card.front,
        back: card.back,
        difficulty: cardDifficulty(card.difficulty),
        category: card.category || "general",
        source: card.source,
      });
    }
    return cards.length;
  });
}

/**
 * Saves a quiz titled 'Quiz: ' plus the note title (spec 1 §3) under the id derived from the run's request id
 * (index 0); a quiz of this run already on the device is kept as it is. Resolves with its id.
 */
export async function saveQuizOnDevice(
  note: SourceNote,
  questions: GeneratedQuestion[],
  timeLimit: number,
  difficulty: string | undefined,
  requestId: string,
): Promise<string> {
  const level: QuizDifficulty = (QUIZ_DIFFICULTIES as readonly string[]).includes(difficulty ?? "")
    ? (difficulty as QuizDifficulty)
    : quizDifficulty(note.content);
  const id = generatedRecordId(requestId, 0);
  return inOneTransaction("quizzes", async () => {
    if ((await heldIds("quizzes", [id])) > 0) return id;
    const saved = await quizzes.save({
      id,
      note_id: note.id ?? null,
      title: messages.generation.quizTitle(note.title),
      questions,
      time_limit: timeLimit,
      difficulty: level,
    });
    return saved.id;
  });
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
