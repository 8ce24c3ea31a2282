// What the study screens write (issue 14): a review per Correct/Incorrect mark, a study session at the end, and
// the user's study settings. Each is an ordinary synced record, saved on the device first and queued (DESIGN §4);
// the card's counts and schedule follow from the reviews (rederive.ts).

import {
  invalidFieldReason,
  messages,
  SR_QUALITY_CORRECT,
  SR_QUALITY_INCORRECT,
  type StudyPreferenceFields,
  type StudyPreferences,
  studyPreferencesId,
} from "@lectern/core";
import { ZodError } from "zod";
// Relative: the unit tests run without the app's "@/" alias.
import { createRepository, requireDatabase } from "../db";
import type { LecternDB } from "../db/database";
import { readStudyPreferences, rederiveCards, rederiveTables } from "./rederive";

/** Where a write goes: the signed-in user's database and the real clock, unless a test says otherwise. */
export interface StudyWriteOptions {
  database?: () => LecternDB;
  now?: () => Date;
}

/** A study write that failed: `message` is the spec's text for the screen; `cause` is why. */
export class StudyWriteError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = "StudyWriteError";
  }
}

function context(options: StudyWriteOptions) {
  const database = options.database ?? requireDatabase;
  const now = options.now ?? (() => new Date());
  return { database, now };
}

/**
 * One Correct/Incorrect mark (spec 2 §4 flashcard session): a flashcard_reviews record with quality 5 or 1,
 * queued, and the card's counts and schedule re-derived on the device in the same transaction, so the due list
 * and the deck's progress move at once, offline too. Fails with 'Failed to update flashcard stats' (spec 2 §8).
 */
export async function recordReview(
  card: { id: string },
  correct: boolean,
  options: StudyWriteOptions = {},
): Promise<void> {
  const { database, now } = context(options);
  try {
    const db = database();
    const at = now();
    const reviews = createRepository("flashcard_reviews", { database: () => db, now: () => at });
    await db.transaction("rw", [...rederiveTables(db), db.sync_queue], async () => {
      const stored = await db.records("flashcards").get(card.id);
      if (!stored || stored.deleted_at) throw new Error(`No flashcard ${card.id} on this device`);
      await reviews.save({
        flashcard_id: card.id,
        quality: correct ? SR_QUALITY_CORRECT : SR_QUALITY_INCORRECT,
        correct,
        reviewed_at: at.toISOString(),
      });
      await rederiveCards(db, [card.id], at);
    });
  } catch (error) {
    throw new StudyWriteError(messages.flashcards.statsUpdateFailed, error);
  }
}

export interface StudySessionInput {
  /** The deck studied: a note id, 'due', 'uncategorized_flashcards' or 'direct' (spec 2 §3 flashcard_deck_id). */
  deckId: string;
  cardsStudied: number;
  correctAnswers: number;
  durationSeconds: number;
}

/** The end of a flashcard session (spec 2 §4): a study_sessions record, queued. Fails with 'Failed to save study session'. */
export async function saveStudySession(
  input: StudySessionInput,
  options: StudyWriteOptions = {},
): Promise<void> {
  const { database, now } = context(options);
  try {
    const db = database();
    const at = now();
    await createRepository("study_sessions", { database: () => db, now: () => at }).save({
      flashcard_deck_id: input.deckId,
      cards_studied: input.cardsStudied,
      correct_answers: input.correctAnswers,
      session_duration: Math.max(0, Math.round(input.durationSeconds)),
      completed_at: at.toISOString(),
    });
  } catch (error) {
    throw new StudyWriteError(messages.flashcards.sessionSaveFailed, error);
  }
}

/** The settings a screen may change. */
export type StudyPreferencesPatch = Partial<
  Pick<StudyPreferences, "scheduler" | "desired_retention" | "daily_review_cap" | "exam_dates">
>;

/**
 * Saves the user's study settings: one record per user under `studyPreferencesId(userId)`, so every device writes
 * the same record and the usual base-version merge applies. Every card is then re-derived on the device (the
 * scheduler, retention or an exam date changed every schedule); the server does the same when the record arrives.
 * A value out of range fails with the field's reason ('Invalid desired_retention: …').
 */
export async function saveStudyPreferences(
  patch: StudyPreferencesPatch,
  options: StudyWriteOptions = {},
): Promise<StudyPreferences> {
  const { database, now } = context(options);
  const db = database();
  const at = now();
  const repository = createRepository("study_preferences", { database: () => db, now: () => at });
  try {
    return await db.transaction("rw", [...rederiveTables(db), db.sync_queue], async () => {
      const { scheduler, desired_retention, daily_review_cap, exam_dates } = await readStudyPreferences(db);
      const fields: StudyPreferenceFields = { scheduler, desired_retention, daily_review_cap, exam_dates };
      const saved = await repository.save({ ...fields, ...patch, id: studyPreferencesId(db.userId) });
      await rederiveCards(db, "all", at);
      return saved;
    });
  } catch (error) {
    if (error instanceof ZodError) throw new StudyWriteError(invalidFieldReason(error), error);
    throw error;
  }
}

/** A deck's exam date (issue 14 Deliver 5): the ISO start of the exam, or null to clear it. */
export async function setExamDate(
  deckId: string,
  examAt: string | null,
  options: StudyWriteOptions = {},
): Promise<StudyPreferences> {
  const db = context(options).database();
  const { exam_dates } = await readStudyPreferences(db);
  const next = { ...exam_dates };
  if (examAt === null) delete next[deckId];
  else next[deckId] = examAt;
  return saveStudyPreferences({ exam_dates: next }, options);
}
