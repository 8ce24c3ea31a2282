import { messages } from "@lectern/core";
import type { GenerationKind } from "@lectern/generator";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AiCallError } from "../../ai/errors.ts";
import { GenerationBusyError, GenerationTooLongError } from "./pool.ts";

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

/** The material was made, but the database refused or failed to store it (issue 12: never 'generator stopped'). */
export class SaveFailedError extends Error {
  constructor(override readonly cause: unknown) {
    super(messages.generation.couldNotSave);
  }
}

const STATUS: Record<AiCallError["reason"], ContentfulStatusCode> = {
  timeout: 504,
  upstream: 502,
  unreadable: 422,
};

export type Failure = { status: ContentfulStatusCode; error: string; details?: unknown };

/**
 * How a failed run is answered, always with the spec's wrapped message: a timeout is 504 and a refused or
 * unanswered call 502; an answer that could not be read (malformed JSON, wrong shape) is 422, like a run that
 * kept nothing ('No questions were generated...'): the service worked, its output did not. Never a 500 with a
 * stack: an unexpected error of the engine is a 502 (and is logged by the caller).
 */
export function failureOf(kind: GenerationKind, error: unknown): Failure {
  if (error instanceof NothingGeneratedError) return { status: 422, error: error.message };
  // The note, not the service: too much to read within the budget (a 422 like any note it cannot use). Both
  // answer their own full sentence, as NothingGenerated does: "Failed to generate…" would not be true of a save.
  if (error instanceof GenerationTooLongError) return { status: 422, error: error.message };
  // The pool filled between the route's check and the run (issue 16 §6): busy, try again.
  if (error instanceof GenerationBusyError) return { status: 429, error: error.message };
  // The local engine refused a note not in English (issue 16 §5): the note, not the service, so 422 with the
  // catalogue's full sentence. It comes from a worker thread, where an error keeps its message but not its class.
  if (isNotEnglish(error)) return { status: 422, error: messages.generation.builtInEngineEnglishOnly };
  // The service is unable for now (the database): 503, worth a retry, and logged (isUnexpected).
  if (error instanceof SaveFailedError) return { status: 503, error: error.message };
  // The provider's own text (error.details) is logged, never answered (issue 18 §3).
  if (error instanceof AiCallError) return { status: STATUS[error.reason], error: WRAP[kind](error.message) };
  return { status: 502, error: WRAP[kind](messages.generation.generatorFailed) };
}

const isNotEnglish = (error: unknown) =>
  error instanceof Error && error.message === messages.generation.builtInEngineEnglishOnly;

/** Whether the failure is a defect of ours rather than the provider's or the note's (worth an error log). */
export function isUnexpected(error: unknown): boolean {
  return !(
    error instanceof NothingGeneratedError ||
    error instanceof AiCallError ||
    error instanceof GenerationTooLongError ||
    error instanceof GenerationBusyError ||
    isNotEnglish(error)
  );
}
