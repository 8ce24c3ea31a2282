// The generation calls and their answers (spec 1 §7; DESIGN §6).

import { z } from "zod";
import {
  AI_CHUNK_CHARS,
  AI_MAX_CHUNKS,
  GENERATOR_DEFAULT_FLASHCARDS,
  GENERATOR_DEFAULT_QUESTIONS,
} from "../constants/generation.ts";
import {
  CARD_TEXT_MAX_CHARS,
  CONTENT_MAX_CHARS,
  SOURCE_MAX_CHARS,
  TAG_MAX_CHARS,
  TAGS_MAX,
  TITLE_MAX_CHARS,
} from "../constants/limits.ts";
import {
  FLASHCARD_DIALOG_DIFFICULTIES,
  QUIZ_FORMATS,
  QUIZ_QUESTION_COUNT,
  QUIZ_TIME_LIMIT_MIN,
} from "../constants/study.ts";
import { messages } from "../messages.ts";
import { countSchema, titleSchema, uuidSchema } from "./common.ts";
import { FLASHCARD_DIFFICULTIES } from "./enums.ts";
import { summarySchema } from "./notes.ts";
import { int4, text } from "./primitives.ts";
import { checkMultipleChoice, flashcardSchema, quizQuestionShape, quizSchema } from "./study.ts";

const notBlank = (text: string) => text.trim().length > 0;

/** The note sent to a generation call; content must not be empty (spec 1 §5). */
export const generationNoteSchema = z.object({
  id: uuidSchema,
  title: text().max(TITLE_MAX_CHARS),
  content: text().max(CONTENT_MAX_CHARS).refine(notBlank, messages.generation.noteContentEmpty),
  tags: z.array(text().max(TAG_MAX_CHARS)).max(TAGS_MAX).optional(),
  subject: text().max(TAG_MAX_CHARS).optional(),
});
export type GenerationNote = z.infer<typeof generationNoteSchema>;

/**
 * The run's request id (issue 13): made once per run on the device and sent again by a retry, so the server
 * saves one set per run; the records of a run get ids derived from it (generatedRecordId).
 */
const requestIdField = { requestId: uuidSchema.optional() };

/** Quiz type of a request: a question type or 'mixed' (spec 1 §9). */
export const quizTypeSchema = z.enum(QUIZ_FORMATS);
/** Flashcard difficulty of a request: easy, medium, hard or mixed (spec 1 §5). */
export const generationDifficultySchema = z.enum(FLASHCARD_DIALOG_DIFFICULTIES);

const count = int4().min(1).max(QUIZ_QUESTION_COUNT.max);
const topics = z.array(text().trim().min(1).max(TAG_MAX_CHARS)).max(TAGS_MAX).default([]);
const chunkFields = {
  noteTitle: text().max(TITLE_MAX_CHARS),
  chunkContent: text().max(AI_CHUNK_CHARS).refine(notBlank, messages.generation.noteContentEmpty),
  chunkIndex: int4()
    .min(0)
    .max(AI_MAX_CHUNKS - 1),
  totalChunks: int4().min(1).max(AI_MAX_CHUNKS),
  /**
   * Lectern: the note the chunk comes from, which must be the caller's (spec 1 §6). Required (issue 18 §2): without
   * it a chunk call would pass any text to the server's model, an open proxy to its key.
   */
  noteId: uuidSchema,
};
const chunkIndexInRange = {
  check: (req: { chunkIndex: number; totalChunks: number }) => req.chunkIndex < req.totalChunks,
  params: { message: "chunkIndex must be below totalChunks", path: ["chunkIndex"] },
};

export const generateQuizRequestSchema = z.object({
  note: generationNoteSchema,
  numQuestions: count.default(GENERATOR_DEFAULT_QUESTIONS),
  quizType: quizTypeSchema.default("mixed"),
  selectedTopics: topics,
  /** Minutes, 5 to 60 step 5 (spec 2 §5); the saved quiz's time_limit. */
  timeLimit: int4()
    .min(QUIZ_TIME_LIMIT_MIN.min)
    .max(QUIZ_TIME_LIMIT_MIN.max)
    .multipleOf(QUIZ_TIME_LIMIT_MIN.step)
    .default(QUIZ_TIME_LIMIT_MIN.default),
  /** The saved quiz's title; 'Quiz: ' plus the note title when not sent (spec 1 §3). */
  title: titleSchema.optional(),
  ...requestIdField,
});
export type GenerateQuizRequest = z.infer<typeof generateQuizRequestSchema>;

export const generateQuizChunkRequestSchema = z
  .object({ ...chunkFields, numQuestions: count, quizType: quizTypeSchema, selectedTopics: topics })
  .refine(chunkIndexInRange.check, chunkIndexInRange.params);
export type GenerateQuizChunkRequest = z.infer<typeof generateQuizChunkRequestSchema>;

export const createFlashcardsRequestSchema = z.object({
  note: generationNoteSchema,
  maxCards: count.default(GENERATOR_DEFAULT_FLASHCARDS),
  difficulty: generationDifficultySchema.default("mixed"),
  ...requestIdField,
});
export type CreateFlashcardsRequest = z.infer<typeof createFlashcardsRequestSchema>;

export const createFlashcardsChunkRequestSchema = z
  .object({ ...chunkFields, maxCards: count, difficulty: generationDifficultySchema })
  .refine(chunkIndexInRange.check, chunkIndexInRange.params);
export type CreateFlashcardsChunkRequest = z.infer<typeof createFlashcardsChunkRequestSchema>;

export const generateSummaryRequestSchema = z.object({ note: generationNoteSchema, ...requestIdField });
export type GenerateSummaryRequest = z.infer<typeof generateSummaryRequestSchema>;

export const enhanceContentRequestSchema = z.object({ note: generationNoteSchema });
export type EnhanceContentRequest = z.infer<typeof enhanceContentRequestSchema>;

/** The passage of the note an item comes from; every generated item carries one (DESIGN §6). */
const sourceSchema = text().trim().min(1).max(SOURCE_MAX_CHARS);

export const generatedQuestionSchema = z
  .object({ ...quizQuestionShape, source: sourceSchema })
  .superRefine(checkMultipleChoice);
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

export const generatedFlashcardSchema = z.object({
  front: text().trim().min(1).max(CARD_TEXT_MAX_CHARS),
  back: text().trim().min(1).max(CARD_TEXT_MAX_CHARS),
  difficulty: z.enum(FLASHCARD_DIFFICULTIES),
  category: text().trim().max(TAG_MAX_CHARS).default("general"),
  source: sourceSchema,
});
export type GeneratedFlashcard = z.infer<typeof generatedFlashcardSchema>;

/**
 * What every successful answer carries besides its results (spec 1 §7: provider, message); `providerLabel`
 * (issue 16) is how messages name the provider: 'the built-in generator' or the model's name, never an id.
 */
const answerFields = {
  provider: text().min(1),
  providerLabel: text().min(1).optional(),
  message: text().optional(),
};

/**
 * How much of a note past the 10-chunk cap (AI_MAX_CHUNKS, spec 1 §9) was read (issue 16): the first
 * `usedChars` of `totalChars`; absent when the whole note was read.
 */
export const generationCoverageSchema = z.object({ usedChars: countSchema, totalChars: countSchema });
export type GenerationCoverage = z.infer<typeof generationCoverageSchema>;

/**
 * A whole-note quiz or flashcards answer (issue 16): the count asked for beside the items made, so a screen
 * can say 'Generated 8 of 10 questions: the note supports no more', and the coverage of a capped note.
 */
const noteRunFields = {
  requested: countSchema.optional(),
  coverage: generationCoverageSchema.optional(),
};

/** A chunk call's answer: that chunk's questions, nothing saved. */
export const generateQuizChunkResponseSchema = z.object({
  questions: z.array(generatedQuestionSchema),
  /**
   * Questions generated but left out because their answer key failed the check (issue 15): not found in the
   * source passage (local engine) or answered otherwise by the model from the passage alone (LLM). Absent = 0.
   */
  dropped: countSchema.optional(),
  ...answerFields,
});
export type GenerateQuizChunkResponse = z.infer<typeof generateQuizChunkResponseSchema>;

/** generate-quiz: the questions and the quiz saved from them (it reaches devices through sync). */
export const generateQuizResponseSchema = generateQuizChunkResponseSchema.extend({
  quiz: quizSchema.optional(),
  ...noteRunFields,
});
export type GenerateQuizResponse = z.infer<typeof generateQuizResponseSchema>;

/** A chunk call's answer: that chunk's cards, nothing saved. */
export const createFlashcardsChunkResponseSchema = z.object({
  flashcards: z.array(generatedFlashcardSchema),
  ...answerFields,
});
export type CreateFlashcardsChunkResponse = z.infer<typeof createFlashcardsChunkResponseSchema>;

/**
 * create-flashcards: the saved cards (flashcard records: id, note_id, front, back, difficulty, category,
 * source…); a bare generated card is accepted too.
 */
export const createFlashcardsResponseSchema = z.object({
  flashcards: z.array(z.union([flashcardSchema, generatedFlashcardSchema])),
  ...answerFields,
  ...noteRunFields,
});
export type CreateFlashcardsResponse = z.infer<typeof createFlashcardsResponseSchema>;

/** A generated summary (spec 1 §7); stored as a summaries record (overview → summary_text). */
export const generatedSummarySchema = z.object({
  overview: text().min(1),
  keyPoints: z.array(text()),
  wordCount: countSchema,
  readingTime: countSchema,
  complexity: text().min(1),
});
export type GeneratedSummary = z.infer<typeof generatedSummarySchema>;

/** generate-summary: the summary and the summaries record saved from it (overview → summary_text). */
export const generateSummaryResponseSchema = z.object({
  summary: generatedSummarySchema,
  ...answerFields,
  saved: summarySchema.optional(),
});
export type GenerateSummaryResponse = z.infer<typeof generateSummaryResponseSchema>;

export const enhanceContentResponseSchema = z.object({
  enhancedContent: text().min(1).max(CONTENT_MAX_CHARS),
  ...answerFields,
});
export type EnhanceContentResponse = z.infer<typeof enhanceContentResponseSchema>;

/** GET /api/ai/status: which provider answers (spec 1 §7 hello-world availability check). */
export const aiStatusResponseSchema = z.object({ provider: text().min(1), available: z.literal(true) });
export type AiStatusResponse = z.infer<typeof aiStatusResponseSchema>;

/**
 * With `Accept: application/x-ndjson` a generation call answers one JSON object per line: progress lines,
 * then exactly one result (the same fields as the plain answer) or one error.
 */
export const generationProgressLineSchema = z.object({
  type: z.literal("progress"),
  current: int4().min(1),
  total: int4().min(1),
});
export const generationErrorLineSchema = z.object({
  type: z.literal("error"),
  status: int4(),
  error: text(),
  details: z.unknown().optional(),
});
export type GenerationStreamLine<Result> =
  | z.infer<typeof generationProgressLineSchema>
  | ({ type: "result" } & Result)
  | z.infer<typeof generationErrorLineSchema>;
/** The media type that asks for the line-by-line answer. */
export const GENERATION_STREAM_MEDIA_TYPE = "application/x-ndjson";
