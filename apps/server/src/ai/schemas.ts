import { QUESTION_TYPES, QUIZ_DIFFICULTIES } from "@lectern/core";
import { jsonSchema, type Schema } from "ai";
import { z } from "zod";

/**
 * What the model is asked to answer, as JSON schemas for structured output. The model gets the strict shape
 * (enums, every field required — what OpenAI's strict mode wants); the answer is then accepted as long as its
 * envelope is right, and each item is checked on its own by the generator's quality pass, so one bad item
 * drops that item, not the whole chunk.
 */
const source = z
  .string()
  .describe(
    "The passage of the text this item is based on, copied word for word (one or two whole sentences)",
  );

const questionShape = z.object({
  type: z.enum(QUESTION_TYPES),
  question: z.string(),
  options: z
    .array(z.string())
    .describe('4 options for multiple-choice, ["True","False"] for true-false, [] otherwise'),
  correctAnswer: z.string(),
  explanation: z.string(),
  source,
});

const flashcardShape = z.object({
  front: z.string().describe("A question or a term"),
  back: z.string().describe("The answer or the definition; it must not appear on the front"),
  difficulty: z.enum(QUIZ_DIFFICULTIES),
  category: z.string().describe("A one- or two-word topic"),
  source,
});

const summaryShape = z.object({
  overview: z.string(),
  keyPoints: z.array(z.string()),
  complexity: z.enum(QUIZ_DIFFICULTIES),
});

/** A JSON schema for the model from `strict`, with answers validated by the looser `accept`. */
export function structured<T>(strict: z.ZodType, accept: z.ZodType<T>): Schema<T> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(strict) as Record<string, unknown>;
  return jsonSchema<T>(schema, {
    validate: (value) => {
      const parsed = accept.safeParse(value);
      return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
    },
  });
}

const looseItems = z.array(z.record(z.string(), z.unknown()));

export const questionsOutput = structured(
  z.object({ questions: z.array(questionShape) }),
  z.object({ questions: looseItems }),
);
export const flashcardsOutput = structured(
  z.object({ flashcards: z.array(flashcardShape) }),
  z.object({ flashcards: looseItems }),
);
export const summaryOutput = structured(
  summaryShape,
  z.object({
    overview: z.string().trim().min(1),
    keyPoints: z.array(z.string()),
    complexity: z.string().min(1),
  }),
);
