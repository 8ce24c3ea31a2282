import { messages, type SyncedCollection } from "@lectern/core";
import type { PgTableWithColumns } from "drizzle-orm/pg-core";
import {
  documentExtractions,
  flashcardReviews,
  flashcards,
  notes,
  quizAttempts,
  quizzes,
  spacedRepetitionSchedule,
  studyPreferences,
  studySessions,
  summaries,
  userGoals,
} from "../../db/schema/index.ts";

// biome-ignore lint/suspicious/noExplicitAny: one registry over every synced table; every one has the synced columns
export type SyncedTable = PgTableWithColumns<any>;

/**
 * A column that points at another synced record, which must belong to the same user; `notYours` is the refusal
 * when it does not, where the spec words one.
 */
export type Reference = { column: string; collection: SyncedCollection; notYours?: string };

/** The synced collections (DESIGN §4): the table behind each, and the records each may point at. */
export const SYNCED_TABLES: Record<SyncedCollection, { table: SyncedTable; references: Reference[] }> = {
  notes: { table: notes, references: [] },
  flashcards: { table: flashcards, references: [{ column: "note_id", collection: "notes" }] },
  flashcard_reviews: {
    table: flashcardReviews,
    references: [{ column: "flashcard_id", collection: "flashcards" }],
  },
  quizzes: { table: quizzes, references: [{ column: "note_id", collection: "notes" }] },
  quiz_attempts: {
    table: quizAttempts,
    // spec 1 §8: 'Quiz not found or access denied. You can only save attempts for your own quizzes.'
    references: [
      { column: "quiz_id", collection: "quizzes", notYours: messages.generation.quizAttemptAccessDenied },
    ],
  },
  summaries: { table: summaries, references: [{ column: "note_id", collection: "notes" }] },
  study_sessions: { table: studySessions, references: [] },
  user_goals: { table: userGoals, references: [] },
  spaced_repetition_schedule: {
    table: spacedRepetitionSchedule,
    references: [{ column: "flashcard_id", collection: "flashcards" }],
  },
  document_extractions: { table: documentExtractions, references: [] },
  // one record per user under studyPreferencesId(user_id) (issue 14)
  study_preferences: { table: studyPreferences, references: [] },
};
