// The closed value sets of ENTITIES.md, as constant arrays so screens can list them and zod can check them.

/** Note origin (ENTITIES notes.type; spec 1 §3 recording|manual, spec 2 §2 document|scan). */
export const NOTE_TYPES = ["manual", "recording", "document", "scan"] as const;
/** Source document of a note (ENTITIES notes.document_type). */
export const DOCUMENT_TYPES = ["manual", "pdf", "docx", "image", "camera", "audio"] as const;
/** Card difficulty; 'unknown' for cards without one (spec 2 §3). */
export const FLASHCARD_DIFFICULTIES = ["easy", "medium", "hard", "unknown"] as const;
/** Quiz question types (spec 2 §3). */
export const QUESTION_TYPES = ["multiple-choice", "true-false", "short-answer"] as const;
/** Quiz difficulty (spec 1 §3). */
export const QUIZ_DIFFICULTIES = ["easy", "medium", "hard"] as const;
/** Goal types of the goal form (spec 2 §3). */
export const GOAL_TYPES = [
  "study_time",
  "notes_created",
  "quizzes_taken",
  "flashcards_reviewed",
  "quiz_score",
  "custom",
] as const;
/** Goal periods (spec 2 §3); only 'custom' has an end date (spec 2 §4). */
export const GOAL_PERIODS = ["daily", "weekly", "monthly", "custom"] as const;
/** Plan billing intervals (spec 2 §3). */
export const PLAN_INTERVALS = ["monthly", "yearly", "other"] as const;
/** Subscription statuses; 'pending' is used by the payment flow (spec 2 §3). */
export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "expired", "pending"] as const;
/** Payment statuses (spec 2 §3, §4). */
export const PAYMENT_STATUSES = ["completed", "failed", "pending"] as const;
/** Sync queue operations (ENTITIES sync queue item; spec 1 §3). */
export const SYNC_OPERATIONS = ["update", "delete"] as const;
/** The synced collections: one device store and one server table each (ENTITIES, DESIGN §3). */
export const SYNCED_COLLECTIONS = [
  "notes",
  "flashcards",
  "flashcard_reviews",
  "quizzes",
  "quiz_attempts",
  "summaries",
  "study_sessions",
  "user_goals",
  "spaced_repetition_schedule",
  "document_extractions",
  "study_preferences",
] as const;
/** Database behind the server (DESIGN §2). */
export const DATABASE_KINDS = ["pglite", "postgres"] as const;

export type NoteType = (typeof NOTE_TYPES)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type FlashcardDifficulty = (typeof FLASHCARD_DIFFICULTIES)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number];
export type GoalType = (typeof GOAL_TYPES)[number];
export type GoalPeriod = (typeof GOAL_PERIODS)[number];
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type SyncOperation = (typeof SYNC_OPERATIONS)[number];
export type SyncedCollection = (typeof SYNCED_COLLECTIONS)[number];
