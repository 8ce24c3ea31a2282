import {
  documentExtractions,
  flashcardReviews,
  payments,
  quizAttempts,
  quizzes,
  studyPreferences,
  studySessions,
  summaries,
  userGoals,
  userSubscriptions,
} from "../../db/schema/index.ts";

/** Columns that are the server's bookkeeping, not the student's data: left out of every JSON file. */
export const BOOKKEEPING_COLUMNS = ["user_id", "server_seq", "deleted_at"];

/** The JSON files of the export (each the user's live rows of one table, less `omit`), in the order written. */
export const JSON_EXPORTS = [
  { file: "quizzes.json", table: quizzes },
  { file: "quiz_attempts.json", table: quizAttempts },
  { file: "summaries.json", table: summaries },
  { file: "flashcard_reviews.json", table: flashcardReviews },
  { file: "study_sessions.json", table: studySessions },
  { file: "goals.json", table: userGoals },
  { file: "study_settings.json", table: studyPreferences },
  { file: "document_extractions.json", table: documentExtractions },
  { file: "subscriptions.json", table: userSubscriptions },
  // the gateway's raw answer may hold the gateway's own references and tokens: not the student's data
  { file: "payments.json", table: payments, omit: ["gateway_response"] },
] as const;

/**
 * Where each user-owned table goes in the export, or why it does not: the export test checks that every table of
 * the schema with a user_id column is named here or in JSON_EXPORTS, so a new table is a decision, not an omission.
 */
export const EXPORTED_ELSEWHERE: Record<string, string> = {
  notes: "notes/*.md",
  flashcards: "flashcards.csv",
  spaced_repetition_schedule: "flashcards.csv (schedule columns)",
  session: "not exported: sign-in sessions (secret tokens)",
  account: "not exported: password hash",
  two_factor: "not exported: two-factor secret and backup codes",
  sync_applied_ops: "not exported: the server's record of applied sync operations",
  generation_requests: "not exported: the server's cache of finished generation runs",
  share_links: "not exported: read-only links to notes (issue 22), kept only as token hashes",
};

export const FLASHCARD_COLUMNS = [
  "id",
  "front",
  "back",
  "deck",
  "note_id",
  "difficulty",
  "category",
  "review_count",
  "correct_count",
  "last_reviewed",
  "next_review_date",
  "interval_days",
  "ease_factor",
  "repetition_number",
  "source",
  "created_at",
  "updated_at",
] as const;

export function readmeText(exportedAt: string): string {
  return [
    "Your data from Lectern",
    "======================",
    "",
    `Exported ${exportedAt}. Everything you made that was not deleted, as plain files any program can open.`,
    "",
    "notes/                 One Markdown (.md) file per note, named after its title. The lines between the two",
    "                       '---' at the top hold the note's subject, tags, topics, type, dates and id.",
    "flashcards.csv         Your flashcards, one per line (RFC 4180 CSV, UTF-8): front, back, deck (the note it",
    "                       belongs to), difficulty, review counts and the review schedule. Spreadsheets and Anki",
    "                       can import it. A cell that began with = + - or @ starts with ' so that no spreadsheet",
    "                       runs it as a formula.",
    "quizzes.json           Your quizzes with their questions, options and answers.",
    "quiz_attempts.json     Every attempt at a quiz: score, answers, time taken.",
    "summaries.json         Note summaries and key points.",
    "flashcard_reviews.json Every flashcard review.",
    "study_sessions.json    Every study session.",
    "goals.json             Your study goals.",
    "study_settings.json    Your study settings (scheduler, retention, daily cap, exam dates).",
    "document_extractions.json  Documents whose text you extracted.",
    "subscriptions.json     Your plan subscriptions.",
    "payments.json          Your payments.",
    "profile.json           Your account: name, e-mail address, whether it is verified, two-factor on or off,",
    "                       and when it was made. Passwords, sessions and two-factor secrets are never exported.",
    "",
    "Dates are in UTC (ISO 8601). Ids are the same as in the app, so files can be matched with each other:",
    "a flashcard's note_id is the id in a note's header, an attempt's quiz_id is a quiz's id.",
    "",
  ].join("\r\n");
}
