// How a failed generation is said (spec 1 §8): the answer's error or details field, else 'HTTP error! status: N',
// wrapped as 'Failed to generate quiz: …' and the like.

import { messages } from "@lectern/core";
import type { GenerationKind } from "./types";

const WRAP: Record<GenerationKind, (message: string) => string> = {
  quiz: messages.generation.failedToGenerateQuiz,
  flashcards: messages.generation.failedToCreateFlashcards,
  summary: messages.generation.failedToGenerateSummary,
  enhance: messages.generation.failedToEnhanceContent,
};

/** The message a failed answer surfaces: its error field, else its details, else the HTTP status (spec 1 §7, §8). */
export function failedAnswerMessage(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const { error, details } = body as { error?: unknown; details?: unknown };
    if (typeof error === "string" && error.trim()) return error.trim();
    if (typeof details === "string" && details.trim()) return details.trim();
  }
  return messages.generation.httpError(status);
}

/** 'Failed to create flashcards: …' — once, even when the server already wrapped its message. */
export function wrapGenerationError(kind: GenerationKind, message: string): string {
  const wrapped = WRAP[kind]("");
  return message.startsWith(wrapped) ? message : WRAP[kind](message);
}

/** A generation that failed with a message for the user (already wrapped). */
export class GenerationError extends Error {
  /** The HTTP status when the server answered; null for the device's engine. */
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = "GenerationError";
    this.status = status;
  }
}

/** The server could not be reached (offline, or the connection dropped): the device's engine takes over. */
export class ServerUnreachableError extends Error {
  constructor(cause?: unknown) {
    super("The server could not be reached", { cause });
    this.name = "ServerUnreachableError";
  }
}

/**
 * The server's answer broke off after it started (issue 13): the server may have saved the run, so the retry and
 * the device's fallback reuse the run's request id and never add a second set.
 */
export class AnswerLostError extends ServerUnreachableError {
  constructor(cause?: unknown) {
    super(cause);
    this.name = "AnswerLostError";
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
