// Home and the progress dashboard — spec 1 §2, §9 and spec 2 §2, §4, §9.

/** Default daily goals: study time 120 minutes, 5 notes created, quiz score 100% (spec 1 §9). */
export const DEFAULT_DAILY_GOALS = {
  studyTimeMinutes: 120,
  notesCreated: 5,
  quizScorePercent: 100,
} as const;
/** Recent activity shows at most 5 items (spec 1 §9). */
export const RECENT_ACTIVITY_LIMIT = 5;
/** Weak areas shows at most 5 topics (spec 1 §9). */
export const WEAK_AREAS_LIMIT = 5;
/** A topic is weak when its accuracy is under 70 percent (spec 1 §9). */
export const WEAK_AREA_THRESHOLD_PERCENT = 70;
/** Weak areas look at the last 10 attempts (spec 1 §9). */
export const WEAK_AREA_RECENT_ATTEMPTS = 10;
/**
 * A subject's score and improvement describe where the student stands now: its last 20 attempts, not its whole
 * history (issue 17; the spec is silent, the lead's decision).
 */
export const SUBJECT_RECENT_ATTEMPTS = 20;
/** Upcoming reviews shows at most 5 cards (spec 1 §9). */
export const UPCOMING_REVIEWS_LIMIT = 5;
/**
 * Review priority by days until due: 1 day or less is high, up to 3 medium, else low (spec 1 §9).
 * Both bounds are inclusive.
 */
export const REVIEW_PRIORITY_MAX_DAYS = { high: 1, medium: 3 } as const;
/** Review priorities (spec 2 §3). */
export const REVIEW_PRIORITIES = ["high", "medium", "low"] as const;

/** Choosing a goal type sets its unit (spec 2 §4). */
export const GOAL_UNITS = {
  study_time: "minutes",
  notes_created: "notes",
  quizzes_taken: "quizzes",
  flashcards_reviewed: "cards",
  quiz_score: "%",
  custom: "items",
} as const;
/** Goal target values are at least 1 (spec 2 §5). */
export const GOAL_MIN_TARGET = 1;
/** Home results are cached under this key (spec 1 §2). */
export const HOME_DATA_CACHE_KEY = "home-data";
