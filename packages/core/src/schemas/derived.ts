// Values computed for screens, not stored (spec 2 §3): decks and dashboard parts.

import { z } from "zod";
import { REVIEW_PRIORITIES } from "../constants/progress.ts";
import { countSchema, isoTimestampSchema, uuidSchema } from "./common.ts";
import { FLASHCARD_DIFFICULTIES } from "./enums.ts";

const percent = z.number().min(0).max(100);

export const flashcardDeckSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  cardCount: countSchema,
  progress: percent,
  difficulty: z.enum(FLASHCARD_DIFFICULTIES),
  lastStudied: isoTimestampSchema.nullable(),
  category: z.string(),
  note_id: uuidSchema.nullable(),
});
export type FlashcardDeck = z.infer<typeof flashcardDeckSchema>;

export const weeklyProgressDaySchema = z.object({
  day: z.string(),
  studyTime: z.number().nonnegative(), // hours
  notes: countSchema,
  quizzes: countSchema,
});
export type WeeklyProgressDay = z.infer<typeof weeklyProgressDaySchema>;

export const subjectPerformanceSchema = z.object({
  subject: z.string(),
  score: percent,
  improvement: z.number(),
  color: z.string(),
});
export type SubjectPerformance = z.infer<typeof subjectPerformanceSchema>;

export const weakAreaSchema = z.object({
  topic: z.string(),
  accuracy: percent,
  totalQuestions: countSchema,
  subject: z.string(),
});
export type WeakArea = z.infer<typeof weakAreaSchema>;

export const upcomingReviewSchema = z.object({
  topic: z.string(),
  priority: z.enum(REVIEW_PRIORITIES),
  due: isoTimestampSchema,
  flashcardId: uuidSchema,
});
export type UpcomingReview = z.infer<typeof upcomingReviewSchema>;
