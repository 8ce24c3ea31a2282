import { describe, expect, it } from "vitest";
import * as c from "./constants.ts";

describe("spec 1 §9 constants", () => {
  it("audio", () => {
    expect(c.AUDIO_MAX_BYTES).toBe(100 * 1024 * 1024);
    expect(c.AUDIO_SAMPLE_RATE).toBe(16000);
    expect(c.AUDIO_CHANNELS).toBe(1);
    expect(c.RECORDER_SLICE_MS).toBe(1000);
    expect(c.LIVE_TRANSCRIBE_INTERVAL_MS).toBe(10000);
    expect(c.LIVE_TRANSCRIBE_SLICES).toBe(10);
    expect(c.MIN_AUDIO_SAMPLES).toBe(16000);
    expect(c.TRANSCRIPT_TIMELINE_SEGMENTS).toBe(10);
    expect(c.AUDIO_UPLOAD_MIME_TYPES).toEqual(
      expect.arrayContaining([
        "audio/wav",
        "audio/mp3",
        "audio/mpeg",
        "audio/m4a",
        "audio/webm",
        "audio/ogg",
      ]),
    );
    expect(c.AUDIO_UPLOAD_EXTENSIONS).toEqual([".wav", ".mp3", ".mpeg", ".m4a", ".webm", ".ogg"]);
  });

  it("notes, sync and auth timings", () => {
    expect(c.NOTE_AUTOSAVE_MS).toBe(10000);
    expect(c.SAVED_INDICATOR_RESET_MS).toBe(2000);
    expect(c.REDIRECT_AFTER_SAVE_MS).toBe(1000);
    expect(c.SYNC_AFTER_ONLINE_MS).toBe(5000);
    expect(c.PENDING_REFRESH_MS).toBe(30000);
    expect(c.DATA_CACHE_TTL_MS).toBe(300000);
    expect(c.LOGIN_REDIRECT_MS).toBe(1000);
    expect(c.REGISTER_REDIRECT_MS).toBe(3000);
    expect(c.MIN_PASSWORD_LENGTH).toBe(6);
    expect(c.SYNC_NOTICE_MIN_PENDING).toBe(3);
    expect(c.SYNC_NOTICE_DURATION_MS).toBe(5000);
    expect(c.AUTH_REFRESH_BACKOFF_START_MS).toBe(200);
    expect(c.AUTH_REFRESH_BACKOFF_FACTOR).toBe(2);
  });

  it("toasts", () => {
    expect(c.TOAST_DURATION_MS).toEqual({ default: 3000, success: 2000, error: 5000 });
    expect(c.MAX_TOASTS).toBe(20);
    expect(c.TOAST_KINDS).toEqual(["success", "error", "info", "warning", "loading"]);
  });

  it("AI chunking and generator defaults", () => {
    expect(c.AI_CHUNK_CHARS).toBe(8000);
    expect(c.AI_MAX_CHUNKS).toBe(10);
    expect(c.AI_CHUNK_PAUSE_MS).toBe(1000);
    expect(c.GENERATOR_DEFAULT_QUESTIONS).toBe(5);
    expect(c.GENERATOR_DEFAULT_FLASHCARDS).toBe(10);
    expect(c.GENERATOR_DEFAULT_QUIZ_TYPE).toBe("mixed");
    expect(c.GENERATOR_DEFAULT_DIFFICULTY).toBe("mixed");
    expect(c.QUIZ_TIME_LIMIT_DEFAULT_MIN).toBe(15);
    expect(c.QUIZ_TIME_LIMIT_DEFAULT_SECONDS).toBe(900);
    expect(c.QUIZ_DIFFICULTY_THRESHOLDS).toEqual({
      hard: { avgWordLength: 6, avgSentenceWords: 20 },
      medium: { avgWordLength: 4, avgSentenceWords: 15 },
    });
  });

  it("spaced repetition", () => {
    expect(c.SR_INTERVAL_DAYS).toEqual({ belowThree: 1, 3: 3, 4: 7, 5: 14 });
    expect(c.SR_INITIAL_EASE_FACTOR).toBe(2.5);
    expect(c.SR_INITIAL_REPETITION).toBe(0);
    expect(c.SR_FALLBACK_NEXT_REVIEW_DAYS).toBe(1);
    expect(c.SR_CORRECT_MIN_QUALITY).toBe(3);
    expect([c.SR_QUALITY_CORRECT, c.SR_QUALITY_INCORRECT]).toEqual([5, 1]);
    expect([c.SR_QUALITY_MIN, c.SR_QUALITY_MAX]).toEqual([0, 5]);
  });

  it("home and progress", () => {
    expect(c.DEFAULT_DAILY_GOALS).toEqual({ studyTimeMinutes: 120, notesCreated: 5, quizScorePercent: 100 });
    expect(c.RECENT_ACTIVITY_LIMIT).toBe(5);
    expect(c.WEAK_AREAS_LIMIT).toBe(5);
    expect(c.WEAK_AREA_THRESHOLD_PERCENT).toBe(70);
    expect(c.WEAK_AREA_RECENT_ATTEMPTS).toBe(10);
    expect(c.UPCOMING_REVIEWS_LIMIT).toBe(5);
    expect(c.REVIEW_PRIORITY_MAX_DAYS).toEqual({ high: 1, medium: 3 });
    expect(c.GOAL_UNITS).toEqual({
      study_time: "minutes",
      notes_created: "notes",
      quizzes_taken: "quizzes",
      flashcards_reviewed: "cards",
      quiz_score: "%",
      custom: "items",
    });
    expect(c.HOME_DATA_CACHE_KEY).toBe("home-data");
  });

  it("subjects", () => {
    expect(Object.keys(c.SUBJECT_COLORS)).toEqual([
      "General",
      "Mathematics",
      "Physics",
      "Chemistry",
      "Biology",
      "Computer Science",
      "History",
      "Literature",
      "Economics",
      "Psychology",
    ]);
    for (const color of Object.values(c.SUBJECT_COLORS)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(Object.values(c.SUBJECT_COLORS)).size).toBe(10);
    expect(c.DEFAULT_SUBJECT).toBe("General");
    expect(c.subjectColor("Physics")).toBe(c.SUBJECT_COLORS.Physics);
    expect(c.subjectColor("Geography")).toBe(c.SUBJECT_COLORS.General);
    expect(c.subjectColor("toString")).toBe(c.SUBJECT_COLORS.General);
    expect(c.DEFAULT_SUBJECTS).toEqual([
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
    ]);
    expect(Object.keys(c.DECK_CATEGORY_COLORS)).toEqual([
      "biology",
      "physics",
      "chemistry",
      "mathematics",
      "general",
    ]);
    expect(c.deckCategoryColor(" Biology ")).toBe(c.SUBJECT_COLORS.Biology);
    expect(c.deckCategoryColor("art")).toBe(c.SUBJECT_COLORS.General);
  });

  it("landing, notes list", () => {
    expect(c.WAITLIST_FALLBACK_COUNT).toBe(10000);
    expect(c.WAITLIST_THOUSANDS_ABOVE).toBe(10000);
    expect(c.LANDING_STATS).toEqual({ accuracyPercent: 95, fasterLearningFactor: 3 });
    expect(c.NOTE_PREVIEW_CHARS).toBe(100);
    expect(c.NOTE_CARD_MAX_TAGS).toBe(3);
    expect(c.NOTE_EXPORT_FORMATS).toEqual(["txt", "md"]);
    expect(c.NEW_NOTE_ID).toBe("new");
  });
});

describe("spec 2 §9 constants", () => {
  it("quiz setup and taking", () => {
    expect(c.QUIZ_JUMP_PAGE_SIZE).toBe(5);
    expect(c.QUIZ_QUESTION_COUNT).toEqual({ min: 5, max: 50, step: 5, default: 10 });
    expect(c.QUIZ_TIME_LIMIT_MIN).toEqual({ min: 5, max: 60, step: 5, default: 15 });
    expect(c.QUIZ_TIMER_WARNING_SECONDS).toBe(300);
    expect(c.QUIZ_GENERATION_REDIRECT_MS).toBe(1000);
    expect(c.PREVIOUS_ATTEMPTS_SHOWN).toBe(3);
    expect(c.QUIZ_SETUP_DEFAULT_DIFFICULTY).toBe("medium");
    expect(c.QUIZ_SETUP_DEFAULT_FORMAT).toBe("multiple-choice");
    expect(c.SCORE_THRESHOLDS).toEqual({ good: 80, fair: 60 });
  });

  it("flashcards and decks", () => {
    expect(c.FLASHCARD_DIALOG_COUNT).toEqual({ min: 5, max: 50, step: 5, default: 10 });
    expect(c.FLASHCARD_DIALOG_DIFFICULTIES).toEqual(["easy", "medium", "hard", "mixed"]);
    expect(c.FLASHCARD_DIALOG_DEFAULT_DIFFICULTY).toBe("mixed");
    expect(c.FLASHCARD_CREATION_REDIRECT_MS).toBe(1500);
    expect(c.SPECIAL_DECK_IDS).toEqual(["due", "uncategorized_flashcards", "direct"]);
    expect(c.DEFAULT_STUDY_SESSION_DECK_ID).toBe("direct-study");
    expect(c.MOCK_TESTS.map((t) => [t.questions, t.durationMinutes])).toEqual([
      [100, 120],
      [75, 90],
    ]);
  });

  it("tiers and payments", () => {
    expect(c.FREE_TIER).toMatchObject({
      lifetimeDocuments: 5,
      maxFileSizeBytes: 5 * 1024 * 1024,
      textractPages: 5,
      trialDays: 7,
      trialLabel: "one week access",
    });
    expect(c.PAID_TIER_PAGE_LIMIT).toBe(500);
    expect(c.UNLIMITED_DOCUMENTS).toBe(999999);
    expect(c.FREE_PLAN_NAME).toBe("Free");
    expect(c.HIDDEN_PLAN_NAME_PART).toBe("pro");
    expect(c.MOST_POPULAR_PLAN_NAME).toBe("student");
    expect(c.TIER_CARD_FEATURES_SHOWN).toBe(3);
    expect(c.PAYMENT_GATEWAYS).toEqual(["paystack", "dodo"]);
    expect(c.DEFAULT_PAYMENT_GATEWAY).toBe("dodo");
    expect(c.DEFAULT_CURRENCY).toBe("USD");
    expect(c.PAYMENT_VERIFICATION_MAX_RETRIES).toBe(5);
    expect(c.PAYMENT_VERIFICATION_INTERVAL_MS).toBe(3000);
    expect(c.FALLBACK_SUBSCRIPTION_PERIOD_DAYS).toBe(30);
    expect(c.PAYMENT_REFERENCE_PARAMS).toEqual(["payment_id", "trxref", "reference"]);
    expect(c.PAYMENT_CALLBACK_PATH).toBe("/payment/callback");
  });

  it("documents and camera", () => {
    expect(c.DOCUMENT_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(c.DOCUMENT_UPLOAD_MIME_TYPES).toHaveLength(9);
    expect(c.DOCUMENT_UPLOAD_MIME_TYPES).toContain("application/pdf");
    expect(c.DOCUMENT_UPLOAD_MIME_TYPES).toContain(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(c.PDF_MAX_PAGES).toBe(1000);
    expect(c.TEXTRACT_DEFAULT_PAGE_LIMIT).toBe(100);
    expect(c.CAMERA_JPEG_QUALITY).toBe(0.8);
    expect(c.CAMERA_RESOLUTION).toEqual({
      ideal: { width: 1280, height: 720 },
      min: { width: 640, height: 480 },
      max: { width: 1920, height: 1080 },
    });
    expect(c.CAMERA_PREFERRED_FACING_MODE).toBe("environment");
    expect(c.EXTRACTION_ERROR_PROVIDER).toBe("Error");
    expect(c.DOCUMENT_UPLOAD_NOTE).toEqual({ tags: ["document-upload", "ocr"], type: "document" });
    expect(c.DOCUMENT_SCAN_NOTE).toEqual({ tags: ["document-scan", "camera", "ocr"], type: "scan" });
  });

  it("input limits", () => {
    expect(c.TITLE_MAX_CHARS).toBe(500);
    expect(c.CONTENT_MAX_CHARS).toBe(2_000_000);
    expect(c.TAGS_MAX).toBe(100);
    expect(c.TAG_MAX_CHARS).toBe(100);
  });
});
