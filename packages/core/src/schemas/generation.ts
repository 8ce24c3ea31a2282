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
import { FLASHCARD_DIALOG_DIFFICULTIES, QUIZ_FORMATS, QUIZ_QUESTION_COUNT } from "../constants/study.ts";
import { messages } from "../messages.ts";
import { countSchema, uuidSchema } from "./common.ts";
import { FLASHCARD_DIFFICULTIES } from "./enums.ts";
import { checkMultipleChoice, quizQuestionShape } from "./study.ts";

const notBlank = (text: string) => text.trim().length > 0;

/** The note sent to a generation call; content must not be empty (spec 1 §5). */
export const generationNoteSchema = z.object({
  id: uuidSchema,
  title: z.string().max(TITLE_MAX_CHARS),
  content: z.string().max(CONTENT_MAX_CHARS).refine(notBlank, messages.generation.noteContentEmpty),
  tags: z.array(z.string().max(TAG_MAX_CHARS)).max(TAGS_MAX).optional(),
  subject: z.string().max(TAG_MAX_CHARS).optional(),
});
export type GenerationNote = z.infer<typeof generationNoteSchema>;

/** Quiz type of a request: a question type or 'mixed' (spec 1 §9). */
export const quizTypeSchema = z.enum(QUIZ_FORMATS);
/** Flashcard difficulty of a request: easy, medium, hard or mixed (spec 1 §5). */
export const generationDifficultySchema = z.enum(FLASHCARD_DIALOG_DIFFICULTIES);

const count = z.number().int().min(1).max(QUIZ_QUESTION_COUNT.max);
const topics = z.array(z.string().trim().min(1).max(TAG_MAX_CHARS)).max(TAGS_MAX).default([]);
const chunkFields = {
  noteTitle: z.string().max(TITLE_MAX_CHARS),
  chunkContent: z.string().max(AI_CHUNK_CHARS).refine(notBlank, messages.generation.noteContentEmpty),
  chunkIndex: z
    .number()
    .int()
    .min(0)
    .max(AI_MAX_CHUNKS - 1),
  totalChunks: z.number().int().min(1).max(AI_MAX_CHUNKS),
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
});
export type CreateFlashcardsRequest = z.infer<typeof createFlashcardsRequestSchema>;

export const createFlashcardsChunkRequestSchema = z
  .object({ ...chunkFields, maxCards: count, difficulty: generationDifficultySchema })
  .refine(chunkIndexInRange.check, chunkIndexInRange.params);
export type CreateFlashcardsChunkRequest = z.infer<typeof createFlashcardsChunkRequestSchema>;

export const generateSummaryRequestSchema = z.object({ note: generationNoteSchema });
export type GenerateSummaryRequest = z.infer<typeof generateSummaryRequestSchema>;

export const enhanceContentRequestSchema = z.object({ note: generationNoteSchema });
export type EnhanceContentRequest = z.infer<typeof enhanceContentRequestSchema>;

/** The passage of the note an item comes from; every generated item carries one (DESIGN §6). */
const sourceSchema = z.string().trim().min(1).max(SOURCE_MAX_CHARS);

export const generatedQuestionSchema = z
  .object({ ...quizQuestionShape, source: sourceSchema })
  .superRefine(checkMultipleChoice);
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

export const generatedFlashcardSchema = z.object({
  front: z.string().trim().min(1).max(CARD_TEXT_MAX_CHARS),
  back: z.string().trim().min(1).max(CARD_TEXT_MAX_CHARS),
  difficulty: z.enum(FLASHCARD_DIFFICULTIES),
  category: z.string().trim().max(TAG_MAX_CHARS).default("general"),
  source: sourceSchema,
});
export type GeneratedFlashcard = z.infer<typeof generatedFlashcardSchema>;

/** What every successful answer carries besides its results (spec 1 §7: provider, message). */
const answerFields = { provider: z.string().min(1), message: z.string().optional() };

export const generateQuizResponseSchema = z.object({
  questions: z.array(generatedQuestionSchema),
  ...answerFields,
});
export type GenerateQuizResponse = z.infer<typeof generateQuizResponseSchema>;
export const generateQuizChunkResponseSchema = generateQuizResponseSchema;
export type GenerateQuizChunkResponse = GenerateQuizResponse;

export const createFlashcardsResponseSchema = z.object({
  flashcards: z.array(generatedFlashcardSchema),
  ...answerFields,
});
export type CreateFlashcardsResponse = z.infer<typeof createFlashcardsResponseSchema>;
export const createFlashcardsChunkResponseSchema = createFlashcardsResponseSchema;
export type CreateFlashcardsChunkResponse = CreateFlashcardsResponse;

/** A generated summary (spec 1 §7); stored as a summaries record (overview → summary_text). */
export const generatedSummarySchema = z.object({
  overview: z.string().min(1),
  keyPoints: z.array(z.string()),
  wordCount: countSchema,
  readingTime: countSchema,
  complexity: z.string().min(1),
});
export type GeneratedSummary = z.infer<typeof generatedSummarySchema>;

export const generateSummaryResponseSchema = z.object({ summary: generatedSummarySchema, ...answerFields });
export type GenerateSummaryResponse = z.infer<typeof generateSummaryResponseSchema>;

export const enhanceContentResponseSchema = z.object({
  enhancedContent: z.string().min(1).max(CONTENT_MAX_CHARS),
  ...answerFields,
});
export type EnhanceContentResponse = z.infer<typeof enhanceContentResponseSchema>;
