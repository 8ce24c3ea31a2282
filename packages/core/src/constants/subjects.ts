// Subjects and their colours — spec 1 §9 and spec 2 §9.

import { DEFAULT_SUBJECT } from "./notes.ts";

/**
 * Colour of each subject (spec 1 §9). 'General' is the primary colour and the fallback for any other
 * subject. Tailwind 500-shade hex values.
 */
export const SUBJECT_COLORS = {
  General: "#6366f1",
  Mathematics: "#3b82f6",
  Physics: "#8b5cf6",
  Chemistry: "#10b981",
  Biology: "#22c55e",
  "Computer Science": "#06b6d4",
  History: "#f59e0b",
  Literature: "#f43f5e",
  Economics: "#14b8a6",
  Psychology: "#ec4899",
} as const;

export type ColoredSubject = keyof typeof SUBJECT_COLORS;

/** The subject picker's default list (spec 1 §9); 'General' is the note default, not part of it. */
export const DEFAULT_SUBJECTS = [
  "Biology",
  "Chemistry",
  "Physics",
  "Mathematics",
  "History",
  "Geography",
  "Literature",
  "Computer Science",
  "Economics",
  "Psychology",
] as const;

/** Deck category colours: biology, physics, chemistry, mathematics, general (spec 2 §9). */
export const DECK_CATEGORY_COLORS = {
  biology: SUBJECT_COLORS.Biology,
  physics: SUBJECT_COLORS.Physics,
  chemistry: SUBJECT_COLORS.Chemistry,
  mathematics: SUBJECT_COLORS.Mathematics,
  general: SUBJECT_COLORS.General,
} as const;

/** A subject's colour; unknown subjects (e.g. 'Geography' or user-added ones) take the primary colour. */
export function subjectColor(subject: string): string {
  return Object.hasOwn(SUBJECT_COLORS, subject)
    ? SUBJECT_COLORS[subject as ColoredSubject]
    : SUBJECT_COLORS[DEFAULT_SUBJECT];
}

/** A deck category's colour, case-insensitive; unknown categories take the 'general' colour. */
export function deckCategoryColor(category: string): string {
  const key = category.trim().toLowerCase();
  return Object.hasOwn(DECK_CATEGORY_COLORS, key)
    ? DECK_CATEGORY_COLORS[key as keyof typeof DECK_CATEGORY_COLORS]
    : DECK_CATEGORY_COLORS.general;
}
