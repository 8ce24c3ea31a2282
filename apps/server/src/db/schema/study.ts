import type { QuizQuestion } from "@lectern/core";
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { syncedColumns } from "./columns.ts";
import { notes } from "./notes.ts";
import { now, ts } from "./time.ts";

/** spec 1 §3 / spec 2 §3 flashcard; note_id null = the uncategorized deck. */
export const flashcards = pgTable(
  "flashcards",
  {
    ...syncedColumns(),
    note_id: uuid("note_id").references(() => notes.id, { onDelete: "set null" }),
    front: text("front").notNull(),
    back: text("back").notNull(),
    difficulty: text("difficulty").notNull().default("medium"),
    category: text("category").notNull().default("general"),
    review_count: integer("review_count").notNull().default(0),
    correct_count: integer("correct_count").notNull().default(0),
    last_reviewed: ts("last_reviewed"),
    // the passage of the note the card comes from (grounding, DESIGN §6)
    source: text("source"),
  },
  (t) => [
    index("flashcards_user_seq_idx").on(t.user_id, t.server_seq),
    index("flashcards_note_idx").on(t.note_id),
    index("flashcards_user_idx").on(t.user_id),
  ],
);

/** Append-only review log: a card's counts and schedule are derived from it (DESIGN §3). */
export const flashcardReviews = pgTable(
  "flashcard_reviews",
  {
    ...syncedColumns(),
    flashcard_id: uuid("flashcard_id")
      .notNull()
      .references(() => flashcards.id, { onDelete: "cascade" }),
    quality: integer("quality").notNull(),
    correct: boolean("correct").notNull(),
    reviewed_at: ts("reviewed_at").notNull().default(now),
  },
  (t) => [
    index("flashcard_reviews_user_seq_idx").on(t.user_id, t.server_seq),
    index("flashcard_reviews_card_idx").on(t.flashcard_id, t.reviewed_at),
    // the progress dashboard (issue 17): reviews by day (heat map, streak, goals), live rows only
    index("flashcard_reviews_user_reviewed_live_idx")
      .on(t.user_id, t.reviewed_at)
      .where(sql`${t.deleted_at} is null`),
  ],
);

export const spacedRepetitionSchedule = pgTable(
  "spaced_repetition_schedule",
  {
    ...syncedColumns(),
    flashcard_id: uuid("flashcard_id")
      .notNull()
      .references(() => flashcards.id, { onDelete: "cascade" }),
    next_review_date: ts("next_review_date").notNull(),
    interval_days: integer("interval_days").notNull().default(1),
    ease_factor: doublePrecision("ease_factor").notNull().default(2.5),
    repetition_number: integer("repetition_number").notNull().default(0),
  },
  (t) => [
    uniqueIndex("srs_user_card_uq").on(t.user_id, t.flashcard_id),
    // spec 2 §7 loadDueFlashcards / upcoming reviews: by user, by due date
    index("srs_user_due_idx").on(t.user_id, t.next_review_date),
    index("srs_user_seq_idx").on(t.user_id, t.server_seq),
  ],
);

export const quizzes = pgTable(
  "quizzes",
  {
    ...syncedColumns(),
    note_id: uuid("note_id").references(() => notes.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    questions: jsonb("questions").$type<QuizQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    time_limit: integer("time_limit").notNull().default(15),
    difficulty: text("difficulty").notNull().default("medium"),
  },
  (t) => [
    index("quizzes_user_seq_idx").on(t.user_id, t.server_seq),
    // spec 2 §7: quizzes by note_id, newest first
    index("quizzes_note_created_idx").on(t.note_id, t.created_at),
  ],
);

/** Append-only attempt log. */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    ...syncedColumns(),
    quiz_id: uuid("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    total_questions: integer("total_questions").notNull(),
    time_taken: integer("time_taken").notNull().default(0),
    answers: jsonb("answers").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    completed_at: ts("completed_at").notNull().default(now),
  },
  (t) => [
    index("quiz_attempts_user_seq_idx").on(t.user_id, t.server_seq),
    index("quiz_attempts_quiz_idx").on(t.quiz_id, t.completed_at),
    index("quiz_attempts_user_completed_idx").on(t.user_id, t.completed_at),
    // subject performance and weak areas (issue 17) read the user's newest live attempts first, in this order
    index("quiz_attempts_user_recent_live_idx")
      .on(t.user_id, t.completed_at.desc(), t.id.desc())
      .where(sql`${t.deleted_at} is null`),
    // weak areas (issue 17): each quiz's last 10 live attempts straight off the index
    index("quiz_attempts_quiz_recent_live_idx")
      .on(t.quiz_id, t.completed_at.desc(), t.id.desc())
      .where(sql`${t.deleted_at} is null`),
  ],
);

export const summaries = pgTable(
  "summaries",
  {
    ...syncedColumns(),
    note_id: uuid("note_id")
      .notNull()
      .references(() => notes.id, { onDelete: "cascade" }),
    summary_text: text("summary_text").notNull(),
    key_points: jsonb("key_points").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    word_count: integer("word_count").notNull().default(0),
    reading_time: integer("reading_time").notNull().default(0),
    complexity: text("complexity").notNull().default("medium"),
  },
  (t) => [
    index("summaries_user_seq_idx").on(t.user_id, t.server_seq),
    index("summaries_note_idx").on(t.note_id),
  ],
);

/** Append-only session log. */
export const studySessions = pgTable(
  "study_sessions",
  {
    ...syncedColumns(),
    flashcard_deck_id: text("flashcard_deck_id").notNull().default("direct-study"),
    cards_studied: integer("cards_studied").notNull().default(0),
    correct_answers: integer("correct_answers").notNull().default(0),
    session_duration: integer("session_duration").notNull().default(0),
    completed_at: ts("completed_at").notNull().default(now),
  },
  (t) => [
    index("study_sessions_user_seq_idx").on(t.user_id, t.server_seq),
    index("study_sessions_user_completed_idx").on(t.user_id, t.completed_at),
  ],
);

export const userGoals = pgTable(
  "user_goals",
  {
    ...syncedColumns(),
    title: text("title").notNull(),
    goal_type: text("goal_type").notNull(),
    target_value: doublePrecision("target_value").notNull(),
    current_value: doublePrecision("current_value").notNull().default(0),
    unit: text("unit").notNull(),
    period: text("period").notNull().default("daily"),
    start_date: ts("start_date").notNull().default(now),
    end_date: ts("end_date"),
    is_completed: boolean("is_completed").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
  },
  (t) => [index("user_goals_user_seq_idx").on(t.user_id, t.server_seq)],
);

/**
 * A user's study settings (issue 14): one synced record per user under the id studyPreferencesId(user_id), so
 * every device writes the same record and the ordinary base_seq merge applies. When it changes, the server
 * re-derives every card's schedule (services/study/recompute.ts).
 */
export const studyPreferences = pgTable(
  "study_preferences",
  {
    ...syncedColumns(),
    scheduler: text("scheduler").notNull().default("spec"),
    desired_retention: doublePrecision("desired_retention").notNull().default(0.9),
    daily_review_cap: integer("daily_review_cap").notNull().default(200),
    // deck id (a note id or 'uncategorized_flashcards') → ISO timestamp of the exam's start
    exam_dates: jsonb("exam_dates").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    // one record per user: a device that made another id is refused rather than given a second set of settings
    uniqueIndex("study_preferences_user_uq").on(t.user_id),
    index("study_preferences_user_seq_idx").on(t.user_id, t.server_seq),
  ],
);
