import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";

describe("message catalogue: spec wording, character for character", () => {
  it.each([
    [messages.app.loading, "Loading..."],
    [messages.home.noRecentActivity, "No recent activity found"],
    [messages.home.createFirstNote, "Create Your First Note"],
    [messages.home.noGoals, "No goals set yet"],
    [messages.auth.signedIn, "Signed in successfully!"],
    [
      messages.auth.accountCreated,
      "Account created successfully! Please check your email to verify your account.",
    ],
    [messages.auth.resetEmailSent, "Password reset email sent! Check your inbox."],
    [messages.auth.passwordTooShort, "Password must be at least 6 characters long"],
    [messages.auth.emailOrPhoneRequired, "You must provide either an email or phone number and a password"],
    [messages.auth.sendResetLinkError, "An error occurred while sending the reset link."],
    [messages.quizzes.generated, "Quiz generated successfully!"],
    [messages.quizzes.notFoundDescription, "The quiz you're looking for doesn't exist."],
    [
      messages.quizzes.noteContentNotFound,
      "Note content not found. Please ensure the note has content before generating a quiz.",
    ],
    [messages.recording.confirmClearAll, "Are you sure you want to clear all transcription data?"],
    [messages.recording.invalidAudioFile, "Please select a valid audio file (WAV, MP3, M4A, WebM, OGG)"],
    [messages.recording.audioTooLarge, "File size must be less than 100MB"],
    [
      messages.recording.noTranscription,
      "No transcription available to save. Please record some audio first.",
    ],
    [
      messages.notes.confirmDelete,
      "Are you sure you want to delete this note? This action cannot be undone.",
    ],
    [messages.notes.saved, "Note saved successfully"],
    [
      messages.notes.flashcardsCreatedToast,
      "Flashcards created successfully! You can find them in your Study Deck.",
    ],
    [
      messages.notes.notFoundOffline,
      "Note not found in offline storage. Please connect to the internet to load this note.",
    ],
    [
      messages.network.offline,
      "You are now offline, Changes will be saved locally and synced when you reconnect.",
    ],
    [messages.network.allSynced, "All changes synced successfully"],
    [messages.generation.noteContentEmpty, "Note content is empty..."],
    [messages.generation.noteNotFoundOrAccessDenied, "Note not found or access denied..."],
    [
      messages.generation.noQuestionsGenerated,
      "No questions were generated. Please try again with a shorter note or different settings.",
    ],
    [messages.generation.apiBaseUrlMissing, "API base URL is not configured"],
    [messages.waitlist.alreadyOnWaitlist, "This email is already on the waitlist!"],
    [messages.flashcards.noUncategorized, "No uncategorized flashcards found..."],
    [messages.flashcards.noDue, "No flashcards due for review. Check back later or create some flashcards!"],
    [messages.progress.signInRequired, "Please sign in to view your progress dashboard"],
    [messages.tiers.freeTrialExpired, "Free trial has expired. Please upgrade to continue."],
    [
      messages.tiers.lifetimeLimitReached,
      "You have reached your lifetime document limit. Please upgrade to continue.",
    ],
    [messages.documents.textractTooLarge, "File too large for Textract processing. Maximum size is 5MB..."],
    [
      messages.documents.invalidFileType,
      "Please select only PDF, DOCX, or image files (JPEG, PNG, GIF, BMP, TIFF, WebP)",
    ],
    [messages.camera.unsupportedConstraints, "Camera doesn't support requested constraints"],
    [messages.payments.noReference, "No payment reference found. Payment verification failed."],
    [messages.plans.saveTwoMonths, "Save 2 months!"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("parameterised messages", () => {
  it("sync and time", () => {
    expect(messages.network.syncingPending(7)).toBe("Syncing 7 pending changes...");
    expect(messages.network.syncRejected("validation")).toBe("A change could not be synced: validation");
    expect(messages.time.minutesAgo(1)).toBe("1 minute ago");
    expect(messages.time.minutesAgo(59)).toBe("59 minutes ago");
    expect(messages.time.hoursAgo(1)).toBe("1 hour ago");
    expect(messages.time.hoursAgo(23)).toBe("23 hours ago");
    expect(messages.time.daysAgo(1)).toBe("1 day ago");
    expect(messages.time.daysAgo(6)).toBe("6 days ago");
  });

  it("generation", () => {
    expect(messages.generation.httpError(502)).toBe("HTTP error! status: 502");
    expect(messages.generation.failedToGenerateQuiz("boom")).toBe("Failed to generate quiz: boom");
    expect(messages.generation.failedToCreateFlashcards("boom")).toBe("Failed to create flashcards: boom");
    expect(messages.generation.failedToGenerateSummary("boom")).toBe("Failed to generate summary: boom");
    expect(messages.generation.failedToEnhanceContent("boom")).toBe("Failed to enhance content: boom");
    expect(messages.generation.quizNotFoundOrAccessDenied("abc")).toBe(
      "Quiz not found or access denied: abc",
    );
    expect(messages.generation.quizTitle("Cells")).toBe("Quiz: Cells");
    expect(messages.generation.chunkProgress(2, 5)).toBe("Analysing part 2 of 5...");
  });

  it("notes, study and flashcards", () => {
    expect(messages.notes.exported("txt")).toBe("Note exported as TXT");
    expect(messages.notes.exported("md")).toBe(messages.notes.exportedMd);
    expect(messages.notes.moreTags(2)).toBe("+2 more");
    expect(messages.flashcards.invalidDeckId("xyz")).toBe("Invalid deck ID: xyz");
    expect(messages.flashcards.flashcardsCreated(12, "local")).toBe(
      "Created 12 flashcards using local and saved to your study deck!",
    );
    expect(messages.waitlist.joined(42)).toBe("You're #42 on the waitlist!");
  });

  it("tiers, payments, documents and camera", () => {
    expect(messages.tiers.lifetimeLimit(5)).toBe(
      "You've reached your lifetime limit of 5 documents. Please upgrade to continue.",
    );
    expect(messages.tiers.documentsRemaining(3)).toBe(
      "You have 3 document(s) remaining in your lifetime limit...",
    );
    expect(messages.tiers.moreFeatures(4)).toBe("+4 more features");
    expect(messages.payments.paymentStatus("failed")).toBe(
      "Payment failed. Please try again or contact support.",
    );
    expect(messages.documents.errorProcessingImage(2, "blurry")).toBe("Error processing image 2: blurry");
    expect(messages.camera.videoPlaybackFailed("x")).toBe("Failed to start video playback: x");
    expect(messages.camera.cameraError("x")).toBe("Camera error: x");
  });
});

describe("catalogue shape", () => {
  const leaves = Object.entries(messages).flatMap(([group, entries]) =>
    Object.entries(entries).map(([key, value]) => [`${group}.${key}`, value] as const),
  );

  it("every leaf is a non-empty string or a function returning one", () => {
    expect(leaves.length).toBeGreaterThan(250);
    for (const [key, value] of leaves) {
      // Most functions take a count and a word; these take something else.
      const special: Record<string, unknown[]> = {
        "notes.exported": ["txt"],
        "generation.slideDeckOverview": [["current and voltage", "Ohm's law"]],
        "generation.noteOverview": [["the four stages", "the mitochondrion", "regulation"]],
        "generation.kindsOverview": ["plate boundary", ["divergent", "convergent", "transform"]],
        "generation.lectureStepsOverview": ["factors", ["concentration", "temperature", "surface area"]],
      };
      const args = special[key] ?? [1, "x"];
      const text = typeof value === "function" ? (value as (...a: unknown[]) => string)(...args) : value;
      expect(typeof text, key).toBe("string");
      expect(text.length, key).toBeGreaterThan(0);
    }
  });

  it("uses the spec's straight quotes and three-dot ellipses only", () => {
    for (const [key, value] of leaves) {
      if (typeof value === "string") expect(value, key).not.toMatch(/[‘’“”…]/);
    }
  });

  it("keys are camelCase", () => {
    for (const [key] of leaves) expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
  });
});
