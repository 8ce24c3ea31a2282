import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { errorResponseSchema, healthResponseSchema, waitlistJoinSchema } from "./api.ts";
import { paymentSchema, subscriptionPlanSchema, tierInfoSchema, userSubscriptionSchema } from "./billing.ts";
import { goalFormSchema, loginFormSchema, noteSaveFormSchema, registerFormSchema } from "./forms.ts";
import {
  createFlashcardsChunkRequestSchema,
  createFlashcardsRequestSchema,
  createFlashcardsResponseSchema,
  enhanceContentRequestSchema,
  enhanceContentResponseSchema,
  generateQuizChunkRequestSchema,
  generateQuizRequestSchema,
  generateQuizResponseSchema,
  generateSummaryRequestSchema,
  generateSummaryResponseSchema,
} from "./generation.ts";
import { syncedRecordSchemas, syncQueueItemSchema } from "./sync.ts";
import { failedPaths, GROUNDED_QUESTION, NOTE_ID, NOW, OTHER_ID, synced, USER_ID } from "./test-helpers.ts";

describe("small API payloads", () => {
  it("errors, health", () => {
    expect(failedPaths(errorResponseSchema, { error: "Not found" })).toEqual([]);
    expect(failedPaths(errorResponseSchema, { error: "Bad", details: [{ path: "title" }] })).toEqual([]);
    expect(failedPaths(errorResponseSchema, { details: "x" })).toEqual(["error"]);
    expect(failedPaths(healthResponseSchema, { ok: true, version: "0.1.0", database: "pglite" })).toEqual([]);
    expect(failedPaths(healthResponseSchema, { ok: true, version: "0.1.0", database: "mysql" })).toEqual([
      "database",
    ]);
  });

  it("waitlist join trims and lower-cases the e-mail", () => {
    expect(waitlistJoinSchema.parse({ email: "  Ada@Example.COM ", referral_source: " twitter " })).toEqual({
      email: "ada@example.com",
      referral_source: "twitter",
    });
    expect(waitlistJoinSchema.parse({ email: "a@b.co" })).toEqual({ email: "a@b.co" });
    expect(failedPaths(waitlistJoinSchema, { email: "not-an-email" })).toEqual(["email"]);
    expect(failedPaths(waitlistJoinSchema, { email: "a@b.co", referral_source: "x".repeat(201) })).toEqual([
      "referral_source",
    ]);
  });
});

describe("generation calls (spec 1 §7)", () => {
  const note = { id: NOTE_ID, title: "Cells", content: "Cells are the unit of life." };

  it("fills the generator defaults", () => {
    expect(generateQuizRequestSchema.parse({ note })).toMatchObject({
      numQuestions: 5,
      quizType: "mixed",
      selectedTopics: [],
    });
    expect(createFlashcardsRequestSchema.parse({ note })).toMatchObject({
      maxCards: 10,
      difficulty: "mixed",
    });
    expect(failedPaths(generateSummaryRequestSchema, { note })).toEqual([]);
    expect(failedPaths(enhanceContentRequestSchema, { note })).toEqual([]);
  });

  it("refuses empty content with the spec's message", () => {
    const result = generateSummaryRequestSchema.safeParse({ note: { ...note, content: "  \n " } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["note", "content"]);
    expect(result.error?.issues[0]?.message).toBe("Note content is empty...");
  });

  it("rejects bad requests with the field path", () => {
    expect(failedPaths(generateQuizRequestSchema, { note: { ...note, id: "x" } })).toEqual(["note.id"]);
    expect(failedPaths(generateQuizRequestSchema, { note, numQuestions: 51 })).toEqual(["numQuestions"]);
    expect(failedPaths(generateQuizRequestSchema, { note, quizType: "essay" })).toEqual(["quizType"]);
    expect(failedPaths(createFlashcardsRequestSchema, { note, difficulty: "unknown" })).toEqual([
      "difficulty",
    ]);
  });

  it("chunk requests stay within 8000 characters and 10 chunks", () => {
    const chunk = {
      noteTitle: "Cells",
      chunkContent: "Cells.",
      numQuestions: 3,
      quizType: "true-false",
      selectedTopics: [],
      chunkIndex: 0,
      totalChunks: 2,
      noteId: NOTE_ID,
    };
    expect(failedPaths(generateQuizChunkRequestSchema, chunk)).toEqual([]);
    expect(failedPaths(generateQuizChunkRequestSchema, { ...chunk, chunkContent: "x".repeat(8001) })).toEqual(
      ["chunkContent"],
    );
    expect(failedPaths(generateQuizChunkRequestSchema, { ...chunk, chunkIndex: 2 })).toEqual(["chunkIndex"]);
    expect(failedPaths(generateQuizChunkRequestSchema, { ...chunk, totalChunks: 11 })).toEqual([
      "totalChunks",
    ]);
    const cards = {
      noteTitle: "Cells",
      chunkContent: "Cells.",
      maxCards: 4,
      difficulty: "hard",
      chunkIndex: 1,
      totalChunks: 2,
      noteId: NOTE_ID,
    };
    expect(failedPaths(createFlashcardsChunkRequestSchema, cards)).toEqual([]);
  });

  it("answers carry the grounding passage of every item (DESIGN §6)", () => {
    const question = GROUNDED_QUESTION;
    expect(failedPaths(generateQuizResponseSchema, { questions: [question], provider: "local" })).toEqual([]);
    const { source: _dropped, ...ungrounded } = question;
    expect(failedPaths(generateQuizResponseSchema, { questions: [ungrounded], provider: "local" })).toEqual([
      "questions.0.source",
    ]);
    const card = { front: "Unit of life?", back: "The cell", difficulty: "easy", source: "Cells are..." };
    expect(
      createFlashcardsResponseSchema.parse({ flashcards: [card], provider: "openai" }).flashcards[0]
        ?.category,
    ).toBe("general");
    expect(failedPaths(createFlashcardsResponseSchema, { flashcards: [card] })).toEqual(["provider"]);
  });

  it("summary and enhance answers", () => {
    const summary = {
      overview: "About cells",
      keyPoints: ["a"],
      wordCount: 6,
      readingTime: 1,
      complexity: "easy",
    };
    expect(failedPaths(generateSummaryResponseSchema, { summary, provider: "local" })).toEqual([]);
    expect(
      failedPaths(generateSummaryResponseSchema, {
        summary: { ...summary, wordCount: -1 },
        provider: "local",
      }),
    ).toEqual(["summary.wordCount"]);
    expect(
      failedPaths(enhanceContentResponseSchema, {
        enhancedContent: "Better",
        provider: "local",
        message: "ok",
      }),
    ).toEqual([]);
  });
});

describe("sync queue (spec 1 §3)", () => {
  const item = { id: OTHER_ID, type: "notes", operation: "update", data: { id: NOTE_ID }, timestamp: NOW };

  it("accepts update and delete ops of a known collection", () => {
    expect(failedPaths(syncQueueItemSchema, item)).toEqual([]);
    expect(failedPaths(syncQueueItemSchema, { ...item, operation: "delete" })).toEqual([]);
  });

  it("rejects unknown collections, operations and record ids", () => {
    expect(failedPaths(syncQueueItemSchema, { ...item, type: "users" })).toEqual(["type"]);
    expect(failedPaths(syncQueueItemSchema, { ...item, operation: "upsert" })).toEqual(["operation"]);
    expect(failedPaths(syncQueueItemSchema, { ...item, data: { id: "1" } })).toEqual(["data.id"]);
  });

  it("maps each collection to its record schema", () => {
    const note = { ...synced(NOTE_ID), title: "T", content: "C" };
    expect(syncedRecordSchemas.notes.safeParse(note).success).toBe(true);
    expect(Object.keys(syncedRecordSchemas)).toHaveLength(11); // issue 14 added study_preferences
  });
});

describe("billing records", () => {
  it("plans, subscriptions, payments, tier info", () => {
    const plan = {
      id: OTHER_ID,
      name: "Student",
      description: "For students",
      price: 9,
      currency: "USD",
      interval: "monthly",
      features: ["Unlimited documents"],
      is_active: true,
      live_product_link: null,
      textract_page_limit: 500,
      created_at: NOW,
    };
    expect(failedPaths(subscriptionPlanSchema, plan)).toEqual([]);
    expect(failedPaths(subscriptionPlanSchema, { ...plan, currency: "usd" })).toEqual(["currency"]);
    expect(failedPaths(subscriptionPlanSchema, { ...plan, live_product_link: "not a url" })).toEqual([
      "live_product_link",
    ]);
    const subscription = {
      id: OTHER_ID,
      user_id: USER_ID,
      plan_id: OTHER_ID,
      status: "pending",
      current_period_start: null,
      current_period_end: null,
      cancel_at_period_end: false,
      documents_generated_count: 0,
      payment_gateway: "dodo",
      gateway_subscription_id: null,
      created_at: NOW,
      updated_at: NOW,
    };
    expect(failedPaths(userSubscriptionSchema, subscription)).toEqual([]);
    expect(failedPaths(userSubscriptionSchema, { ...subscription, status: "paused" })).toEqual(["status"]);
    const payment = {
      id: OTHER_ID,
      user_id: USER_ID,
      plan_id: OTHER_ID,
      payment_gateway: "dodo",
      gateway_payment_id: "pay_1",
      amount: 9,
      currency: "USD",
      status: "completed",
      gateway_response: { payment_id: "pay_1", status: "succeeded" },
      created_at: NOW,
    };
    expect(paymentSchema.parse(payment).payment_method).toBe("card");
    expect(failedPaths(paymentSchema, { ...payment, status: "succeeded" })).toEqual(["status"]);
    const tier = {
      isFreeTier: true,
      planName: "Free",
      subscriptionStatus: "none",
      pageLimit: 5,
      documentsGeneratedCount: 2,
      ocrProvider: "basic",
      maxFileSize: 5 * 1024 * 1024,
      textractPageLimit: 5,
      features: [],
      subscriptionEndDate: null,
      canGenerate: true,
    };
    expect(failedPaths(tierInfoSchema, tier)).toEqual([]);
  });
});

describe("form rules", () => {
  const register = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "Ada@Example.com",
    password: "secret1",
    confirmPassword: "secret1",
  };
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it("register: 6+ characters and matching passwords (spec 1 §5)", () => {
    expect(registerFormSchema.parse(register).email).toBe("ada@example.com");
    const short = registerFormSchema.safeParse({ ...register, password: "12345", confirmPassword: "12345" });
    expect(messageOf(short)).toBe(messages.auth.passwordTooShort);
    expect(failedPaths(registerFormSchema, { ...register, confirmPassword: "secret2" })).toEqual([
      "confirmPassword",
    ]);
    expect(messageOf(registerFormSchema.safeParse({ ...register, confirmPassword: "secret2" }))).toBe(
      "Passwords do not match",
    );
    expect(failedPaths(registerFormSchema, { ...register, firstName: " " })).toEqual(["firstName"]);
  });

  it("login needs e-mail and password", () => {
    expect(failedPaths(loginFormSchema, { email: "a@b.co", password: "" })).toEqual(["password"]);
    expect(failedPaths(loginFormSchema, { email: "", password: "x" })).toEqual(["email"]);
  });

  it("note save needs a title and content (spec 1 §5)", () => {
    const result = noteSaveFormSchema.safeParse({ title: "T", content: "  " });
    expect(failedPaths(noteSaveFormSchema, { title: "T", content: "  " })).toEqual(["content"]);
    expect(messageOf(result)).toBe("Please provide both a title and content for your note.");
  });

  it("goal form: target at least 1 (spec 2 §5)", () => {
    const goal = {
      title: "Read",
      goalType: "custom",
      targetValue: 1,
      unit: "items",
      period: "custom",
      endDate: "2026-12-01",
    };
    expect(failedPaths(goalFormSchema, goal)).toEqual([]);
    expect(failedPaths(goalFormSchema, { ...goal, targetValue: 0.5 })).toEqual(["targetValue"]);
    expect(failedPaths(goalFormSchema, { ...goal, endDate: "tomorrow" })).toEqual(["endDate"]);
  });
});
