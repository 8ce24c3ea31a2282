// Flashcards, decks, quizzes and spaced repetition — spec 1 §5, §9 and spec 2 §2, §4, §5, §9.

/** Special deck ids of /flashcard-study/:deckId besides a note id (spec 2 §2, §5). */
export const DECK_ID_DUE = "due";
export const DECK_ID_UNCATEGORIZED = "uncategorized_flashcards";
export const DECK_ID_DIRECT = "direct";
export const SPECIAL_DECK_IDS = [DECK_ID_DUE, DECK_ID_UNCATEGORIZED, DECK_ID_DIRECT] as const;
/** Deck id a study session records when none is given (spec 2 §3). */
export const DEFAULT_STUDY_SESSION_DECK_ID = "direct-study";

/** Flashcard generation dialog: count 5..50 step 5, default 10 (spec 1 §5). */
export const FLASHCARD_DIALOG_COUNT = { min: 5, max: 50, step: 5, default: 10 } as const;
/** Flashcard generation dialog difficulty options (spec 1 §5). */
export const FLASHCARD_DIALOG_DIFFICULTIES = ["easy", "medium", "hard", "mixed"] as const;
/** Default difficulty of the flashcard generation dialog (spec 1 §5). */
export const FLASHCARD_DIALOG_DEFAULT_DIFFICULTY = "mixed";
/** After flashcards are created, the app redirects after 1.5 s (spec 2 §4). */
export const FLASHCARD_CREATION_REDIRECT_MS = 1500;

/** Quiz setup: question count 5..50 step 5, default 10 (spec 2 §5, §9). */
export const QUIZ_QUESTION_COUNT = { min: 5, max: 50, step: 5, default: 10 } as const;
/** Quiz setup: time limit in minutes 5..60 step 5, default 15 (spec 2 §5, §9). */
export const QUIZ_TIME_LIMIT_MIN = { min: 5, max: 60, step: 5, default: 15 } as const;
/** Quiz time limit when neither navigation state nor the quiz has one: 15 minutes (spec 1 §9, spec 2 §4). */
export const QUIZ_TIME_LIMIT_DEFAULT_MIN = 15;
/** The same default in seconds, the quiz timer's unit (spec 2 §4: 900 s). */
export const QUIZ_TIME_LIMIT_DEFAULT_SECONDS = QUIZ_TIME_LIMIT_DEFAULT_MIN * 60;
/** Quiz setup default difficulty (spec 2 §5). */
export const QUIZ_SETUP_DEFAULT_DIFFICULTY = "medium";
/** Quiz setup default format (spec 2 §5). */
export const QUIZ_SETUP_DEFAULT_FORMAT = "multiple-choice";
/** Quiz setup formats: the question types plus mixed (spec 1 §9, spec 2 §3). */
export const QUIZ_FORMATS = ["multiple-choice", "true-false", "short-answer", "mixed"] as const;
/** Question jump buttons come in pages of 5 (spec 2 §2, §9). */
export const QUIZ_JUMP_PAGE_SIZE = 5;
/** The quiz timer turns red under 300 s left (spec 2 §4, §9). */
export const QUIZ_TIMER_WARNING_SECONDS = 300;
/** After a quiz is generated, go to /quiz/{id} after 1 s (spec 2 §4, §9). */
export const QUIZ_GENERATION_REDIRECT_MS = 1000;
/** The results screen lists the last 3 previous attempts (spec 2 §2, §9). */
export const PREVIOUS_ATTEMPTS_SHOWN = 3;

/** Score colours: 80 and above green, 60 and above yellow, else red; also flashcard accuracy (spec 2 §9). */
export const SCORE_THRESHOLDS = { good: 80, fair: 60 } as const;

/** Interval in days by review quality: under 3 → 1, 3 → 3, 4 → 7, 5 → 14 (spec 1 §9). */
export const SR_INTERVAL_DAYS = { belowThree: 1, 3: 3, 4: 7, 5: 14 } as const;
/** Review quality range of the scheduler (0..5). */
export const SR_QUALITY_MIN = 0;
export const SR_QUALITY_MAX = 5;
/** A quality of 3 or more counts as a correct answer (spec 1 §9). */
export const SR_CORRECT_MIN_QUALITY = 3;
/** Quality queued for a card marked Correct (spec 2 §4). */
export const SR_QUALITY_CORRECT = 5;
/** Quality queued for a card marked Incorrect (spec 2 §4). */
export const SR_QUALITY_INCORRECT = 1;
/** Queued schedules start with ease factor 2.5 (spec 1 §9). */
export const SR_INITIAL_EASE_FACTOR = 2.5;
/** Queued schedules start at repetition 0 (spec 1 §9). */
export const SR_INITIAL_REPETITION = 0;
/** When the scheduler gives no date, the next review is tomorrow (spec 1 §9). */
export const SR_FALLBACK_NEXT_REVIEW_DAYS = 1;

/** The two fixed sample tests of the (button-less) Mock Tests tab (spec 2 §2). */
export const MOCK_TESTS = [
  { id: "mock-test-1", questions: 100, durationMinutes: 120 },
  { id: "mock-test-2", questions: 75, durationMinutes: 90 },
] as const;

// --- Study settings (issue 14) -----------------------------------------------------------------------------

/** The schedulers a user may pick in Settings: the spec's intervals (default) or FSRS through ts-fsrs (issue 14). */
export const SCHEDULERS = ["spec", "fsrs"] as const;
export const SCHEDULER_DEFAULT = "spec";
/** FSRS desired retention: the share of cards the user wants to still know when they come due (issue 14). */
export const FSRS_DEFAULT_RETENTION = 0.9;
export const FSRS_RETENTION_MIN = 0.7;
export const FSRS_RETENTION_MAX = 0.99;
/** At most this many due reviews a day; the rest are held back for the next days, most overdue first (issue 14). */
export const DAILY_REVIEW_CAP_DEFAULT = 200;
export const DAILY_REVIEW_CAP_MIN = 1;
export const DAILY_REVIEW_CAP_MAX = 9999;
/** Exam dates: at most this many decks, each deck id at most this long (a note id or 'uncategorized_flashcards'). */
export const EXAM_DATES_MAX = 500;
export const EXAM_DECK_ID_MAX_CHARS = 100;
/** With an exam ahead, the review that would run past it lands this many days before its start (issue 14). */
export const EXAM_REVIEW_LEAD_DAYS = 1;
