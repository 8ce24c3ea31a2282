// Flashcards, reviews, schedules, quizzes, attempts and study sessions (ENTITIES; spec 1 §3, spec 2 §3).

import { z } from "zod";
import {
  CARD_TEXT_MAX_CHARS,
  QUESTION_MAX_OPTIONS,
  QUIZ_MAX_QUESTIONS,
  SOURCE_MAX_CHARS,
  TAG_MAX_CHARS,
} from "../constants/limits.ts";
import {
  DAILY_REVIEW_CAP_DEFAULT,
  DAILY_REVIEW_CAP_MAX,
  DAILY_REVIEW_CAP_MIN,
  DEFAULT_STUDY_SESSION_DECK_ID,
  EXAM_DATES_MAX,
  EXAM_DECK_ID_MAX_CHARS,
  FSRS_DEFAULT_RETENTION,
  FSRS_RETENTION_MAX,
  FSRS_RETENTION_MIN,
  SCHEDULER_DEFAULT,
  SCHEDULERS,
  SR_CORRECT_MIN_QUALITY,
  SR_QUALITY_MAX,
} from "../constants/study.ts";
import { countSchema, isoTimestampSchema, syncedRecordFields, titleSchema, uuidSchema } from "./common.ts";
import { FLASHCARD_DIFFICULTIES, QUESTION_TYPES, QUIZ_DIFFICULTIES } from "./enums.ts";
import { double, int4, text } from "./primitives.ts";

const cardText = text().trim().min(1).max(CARD_TEXT_MAX_CHARS);

export const flashcardSchema = z.object({
  ...syncedRecordFields,
  // null = the uncategorized deck (spec 2 §2)
  note_id: uuidSchema.nullable().default(null),
  front: cardText,
  back: cardText,
  difficulty: z.enum(FLASHCARD_DIFFICULTIES),
  category: text().trim().max(TAG_MAX_CHARS).default("general"),
  review_count: countSchema.default(0),
  correct_count: countSchema.default(0),
  last_reviewed: isoTimestampSchema.nullable().default(null),
  source: text().max(SOURCE_MAX_CHARS).nullable().default(null),
});
export type Flashcard = z.infer<typeof flashcardSchema>;
export type FlashcardInput = z.input<typeof flashcardSchema>;

/** One review of a card (append-only log, DESIGN §3); quality 3 or more is correct (spec 1 §9). */
export const flashcardReviewSchema = z
  .object({
    ...syncedRecordFields,
    flashcard_id: uuidSchema,
    quality: int4().min(0).max(SR_QUALITY_MAX),
    correct: z.boolean(),
    reviewed_at: isoTimestampSchema,
  })
  .refine((review) => review.correct === review.quality >= SR_CORRECT_MIN_QUALITY, {
    message: `correct must be true exactly when quality is ${SR_CORRECT_MIN_QUALITY} or more`,
    path: ["correct"],
  });
export type FlashcardReview = z.infer<typeof flashcardReviewSchema>;
export type FlashcardReviewInput = z.input<typeof flashcardReviewSchema>;

export const spacedRepetitionScheduleSchema = z.object({
  ...syncedRecordFields,
  flashcard_id: uuidSchema,
  next_review_date: isoTimestampSchema,
  interval_days: countSchema,
  ease_factor: double().positive(),
  repetition_number: countSchema,
});
export type SpacedRepetitionSchedule = z.infer<typeof spacedRepetitionScheduleSchema>;
export type SpacedRepetitionScheduleInput = z.input<typeof spacedRepetitionScheduleSchema>;

/** The fields of a quiz question (spec 2 §3); `source` grounds generated questions (DESIGN §6). */
export const quizQuestionShape = {
  id: text().trim().min(1).max(100),
  type: z.enum(QUESTION_TYPES),
  question: cardText,
  options: z.array(text().max(CARD_TEXT_MAX_CHARS)).max(QUESTION_MAX_OPTIONS).default([]),
  correctAnswer: cardText,
  explanation: text().max(CARD_TEXT_MAX_CHARS).default(""),
  source: text().max(SOURCE_MAX_CHARS).optional(),
};

/**
 * Multiple-choice is scored by exact match (spec 2 §5), so its answer must be one of at least two
 * options; otherwise no answer could ever be correct.
 */
export function checkMultipleChoice(
  question: { type: string; options: string[]; correctAnswer: string },
  ctx: z.RefinementCtx,
): void {
  if (question.type !== "multiple-choice") return;
  if (question.options.length < 2) {
    ctx.addIssue({
      code: "custom",
      message: "A multiple-choice question needs at least 2 options",
      path: ["options"],
    });
  } else if (!question.options.includes(question.correctAnswer)) {
    ctx.addIssue({
      code: "custom",
      message: "The correct answer must be one of the options",
      path: ["correctAnswer"],
    });
  }
}

export const quizQuestionSchema = z.object(quizQuestionShape).superRefine(checkMultipleChoice);
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  ...syncedRecordFields,
  note_id: uuidSchema.nullable().default(null),
  title: titleSchema,
  questions: z.array(quizQuestionSchema).min(1).max(QUIZ_MAX_QUESTIONS),
  time_limit: int4()
    .min(1)
    .max(24 * 60),
  difficulty: z.enum(QUIZ_DIFFICULTIES),
});
export type Quiz = z.infer<typeof quizSchema>;
export type QuizInput = z.input<typeof quizSchema>;

/** One attempt (append-only log); answers map a question index to the given answer (spec 2 §3). */
export const quizAttemptSchema = z.object({
  ...syncedRecordFields,
  quiz_id: uuidSchema,
  score: int4().min(0).max(100),
  total_questions: countSchema,
  time_taken: countSchema.default(0),
  answers: z
    .record(z.string().regex(/^\d+$/, "Answer keys are question indexes"), text().max(CARD_TEXT_MAX_CHARS))
    .default({}),
  completed_at: isoTimestampSchema,
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;
export type QuizAttemptInput = z.input<typeof quizAttemptSchema>;

/** One flashcard study session (append-only log, spec 2 §3). */
export const studySessionSchema = z
  .object({
    ...syncedRecordFields,
    flashcard_deck_id: text().trim().min(1).max(TAG_MAX_CHARS).default(DEFAULT_STUDY_SESSION_DECK_ID),
    cards_studied: countSchema,
    correct_answers: countSchema,
    session_duration: countSchema,
    completed_at: isoTimestampSchema,
  })
  .refine((session) => session.correct_answers <= session.cards_studied, {
    message: "More correct answers than cards studied",
    path: ["correct_answers"],
  });
export type StudySession = z.infer<typeof studySessionSchema>;
export type StudySessionInput = z.input<typeof studySessionSchema>;

/**
 * The user's study settings (issue 14): one synced record per user, whose id is `studyPreferencesId(user_id)`, so
 * every device writes the same record and the normal base_seq merge applies. exam_dates maps a deck id (a note id or
 * 'uncategorized_flashcards') to the ISO start of its exam.
 */
export const studyPreferencesSchema = z.object({
  ...syncedRecordFields,
  scheduler: z.enum(SCHEDULERS).default(SCHEDULER_DEFAULT),
  desired_retention: double().min(FSRS_RETENTION_MIN).max(FSRS_RETENTION_MAX).default(FSRS_DEFAULT_RETENTION),
  daily_review_cap: int4()
    .min(DAILY_REVIEW_CAP_MIN)
    .max(DAILY_REVIEW_CAP_MAX)
    .default(DAILY_REVIEW_CAP_DEFAULT),
  exam_dates: z
    .record(text().min(1).max(EXAM_DECK_ID_MAX_CHARS), isoTimestampSchema)
    .refine((dates) => Object.keys(dates).length <= EXAM_DATES_MAX, {
      message: `At most ${EXAM_DATES_MAX} exam dates`,
    })
    .default({}),
});
export type StudyPreferences = z.infer<typeof studyPreferencesSchema>;
export type StudyPreferencesInput = z.input<typeof studyPreferencesSchema>;
