import { messages } from "@lectern/core";
import type { GenerationKind } from "@lectern/generator";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AiCallError } from "../../ai/errors.ts";

/** The spec's wrapped failure text of each kind of generation (spec 1 §8). */
const WRAP: Record<GenerationKind, (message: string) => string> = {
  quiz: messages.generation.failedToGenerateQuiz,
  flashcards: messages.generation.failedToCreateFlashcards,
  summary: messages.generation.failedToGenerateSummary,
  enhance: messages.generation.failedToEnhanceContent,
};

/** Everything the generator made was dropped by the quality pass (or it made nothing). */
export class NothingGeneratedError extends Error {
  constructor(readonly kind: "quiz" | "flashcards") {
    super(
      kind === "quiz" ? messages.generation.noQuestionsGenerated : messages.generation.noFlashcardsGenerated,
    );
  }
}

export type Failure = { status: ContentfulStatusCode; error: string; details?: unknown };

/**
 * How a failed run is answered: a timeout is 504, any other provider failure 502, both with the spec's wrapped
 * message; a run that kept nothing is 422 with 'No questions were generated...' (or the flashcards variant).
 * Never a 500 with a stack: an unexpected error of the engine is a 502 too (and is logged by the caller).
 */
export function failureOf(kind: GenerationKind, error: unknown): Failure {
  if (error instanceof NothingGeneratedError) return { status: 422, error: error.message };
  if (error instanceof AiCallError) {
    const failure: Failure = {
      status: error.reason === "timeout" ? 504 : 502,
      error: WRAP[kind](error.message),
    };
    return error.details === undefined ? failure : { ...failure, details: error.details };
  }
  return { status: 502, error: WRAP[kind](messages.generation.generatorFailed) };
}

/** Whether the failure is a defect of ours rather than the provider's or the note's (worth an error log). */
export function isUnexpected(error: unknown): boolean {
  return !(error instanceof NothingGeneratedError || error instanceof AiCallError);
}
