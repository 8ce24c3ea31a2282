// Values computed for screens, not stored (spec 2 §3): decks and dashboard parts.

import { z } from "zod";
import { REVIEW_PRIORITIES } from "../constants/progress.ts";
import { countSchema, isoTimestampSchema, uuidSchema } from "./common.ts";
import { FLASHCARD_DIFFICULTIES } from "./enums.ts";
import { double, text } from "./primitives.ts";

const percent = double().min(0).max(100);

export const flashcardDeckSchema = z.object({
  id: text().min(1),
  title: text(),
  cardCount: countSchema,
  progress: percent,
  difficulty: z.enum(FLASHCARD_DIFFICULTIES),
  lastStudied: isoTimestampSchema.nullable(),
  category: text(),
  note_id: uuidSchema.nullable(),
});
export type FlashcardDeck = z.infer<typeof flashcardDeckSchema>;

export const weeklyProgressDaySchema = z.object({
  day: text(),
  studyTime: double().nonnegative(), // hours
  notes: countSchema,
  quizzes: countSchema,
});
export type WeeklyProgressDay = z.infer<typeof weeklyProgressDaySchema>;

export const subjectPerformanceSchema = z.object({
  subject: text(),
  score: percent,
  improvement: double(),
  color: text(),
});
export type SubjectPerformance = z.infer<typeof subjectPerformanceSchema>;

export const weakAreaSchema = z.object({
  topic: text(),
  accuracy: percent,
  totalQuestions: countSchema,
  subject: text(),
});
export type WeakArea = z.infer<typeof weakAreaSchema>;

export const upcomingReviewSchema = z.object({
  topic: text(),
  priority: z.enum(REVIEW_PRIORITIES),
  due: isoTimestampSchema,
  flashcardId: uuidSchema,
});
export type UpcomingReview = z.infer<typeof upcomingReviewSchema>;
