// The user's study settings (issue 14): one synced record per user with a deterministic id, and the helpers that
// turn it into a card's schedule options.

import {
  DAILY_REVIEW_CAP_DEFAULT,
  DECK_ID_UNCATEGORIZED,
  FSRS_DEFAULT_RETENTION,
  SCHEDULER_DEFAULT,
} from "../constants/study.ts";
import { deterministicUuid } from "../generation/run-ids.ts";
import type { StudyPreferences } from "../schemas/study.ts";
import type { ScheduleOptions } from "./types.ts";

/** The settings fields of a study-preferences record (without the record bookkeeping). */
export type StudyPreferenceFields = Pick<
  StudyPreferences,
  "scheduler" | "desired_retention" | "daily_review_cap" | "exam_dates"
>;

/** What a user has before they change anything in Settings (issue 14). */
export const DEFAULT_STUDY_PREFERENCES: Readonly<StudyPreferenceFields> = Object.freeze({
  scheduler: SCHEDULER_DEFAULT,
  desired_retention: FSRS_DEFAULT_RETENTION,
  daily_review_cap: DAILY_REVIEW_CAP_DEFAULT,
  exam_dates: Object.freeze({}) as Record<string, string>,
});

/**
 * The id of a user's one study-preferences record. Every device computes the same id, so two devices' first saves
 * are one record that merges by base_seq instead of two records fighting over which is the user's.
 */
export function studyPreferencesId(userId: string): string {
  return deterministicUuid(`study_preferences#${userId}`);
}

/**
 * The id of a card's one schedule row (spec 1 §3, natural key flashcard_id), derived from the card's id wherever
 * the row is born: the device's derived row, a push's recompute and the update_flashcard_schedule call all make the
 * same record, which merges by id instead of two rows for one card.
 */
export function scheduleIdForCard(flashcardId: string): string {
  return deterministicUuid(`spaced_repetition_schedule#${flashcardId.toLowerCase()}`);
}

/** The deck a card belongs to for exam dates and sessions: its note, else the uncategorized deck (spec 2 §2). */
export function deckIdOfCard(card: { note_id: string | null }): string {
  return card.note_id ?? DECK_ID_UNCATEGORIZED;
}

/** The start of the exam of a deck, or null when it has none (or there are no settings yet). */
export function examAtFor(
  preferences: Pick<StudyPreferenceFields, "exam_dates"> | null | undefined,
  deckId: string,
): string | null {
  const dates = preferences?.exam_dates;
  if (!dates || !Object.hasOwn(dates, deckId)) return null;
  return dates[deckId] ?? null;
}

/** How one card is scheduled under the user's settings (defaults when there are none). */
export function scheduleOptionsFor(
  preferences: Partial<StudyPreferenceFields> | null | undefined,
  card: { note_id: string | null },
): ScheduleOptions {
  return {
    scheduler: preferences?.scheduler ?? DEFAULT_STUDY_PREFERENCES.scheduler,
    desiredRetention: preferences?.desired_retention ?? DEFAULT_STUDY_PREFERENCES.desired_retention,
    examAt: examAtFor(preferences as Pick<StudyPreferenceFields, "exam_dates">, deckIdOfCard(card)),
  };
}
