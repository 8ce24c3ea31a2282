// What the quiz screen writes (issue 15 Deliver 3): one attempt per submitted quiz, an append-only log record
// (DESIGN §3) saved on the device first and queued, so it is kept offline and reaches the server later.

import { messages, type QuizAttempt } from "@lectern/core";
import { createRepository, requireDatabase } from "../db";
import type { LecternDB } from "../db/database";

export interface QuizAttemptInput {
  /** The attempt's id, when the screen made it first (to tell it from the earlier attempts it lists). */
  id?: string;
  quizId: string;
  /** Rounded percent (spec 2 §5). */
  score: number;
  totalQuestions: number;
  timeTakenSeconds: number;
  /** The given answers by question index (spec 2 §3); unanswered questions are absent. */
  answers: Readonly<Record<number, string>>;
  completedAt: Date;
}

export interface QuizWriteOptions {
  database?: () => LecternDB;
}

/** An attempt that could not be saved: `message` is the spec's text, 'Failed to save quiz results' (spec 2 §8). */
export class QuizWriteError extends Error {
  constructor(cause: unknown) {
    super(messages.quizzes.saveResultsFailed, { cause });
    this.name = "QuizWriteError";
  }
}

/**
 * Saves the attempt (spec 2 §7 saveQuizAttempt): a quiz_attempts record of the signed-in user, pending and queued
 * in one transaction. The quiz must be on the device and live: an attempt is only ever for a quiz the user holds
 * (the server refuses one for another user's quiz, spec 1 §8).
 */
export async function saveQuizAttempt(
  input: QuizAttemptInput,
  options: QuizWriteOptions = {},
): Promise<QuizAttempt> {
  try {
    const db = (options.database ?? requireDatabase)();
    const quiz = await db.records("quizzes").get(input.quizId);
    if (!quiz || quiz.deleted_at) throw new Error(`No quiz ${input.quizId} on this device`);
    const answers: Record<string, string> = {};
    for (const [index, answer] of Object.entries(input.answers)) answers[index] = answer;
    const at = input.completedAt;
    return await createRepository("quiz_attempts", { database: () => db, now: () => at }).save({
      ...(input.id ? { id: input.id } : {}),
      quiz_id: input.quizId,
      score: input.score,
      total_questions: input.totalQuestions,
      time_taken: Math.max(0, Math.round(input.timeTakenSeconds)),
      answers,
      completed_at: at.toISOString(),
    });
  } catch (error) {
    throw new QuizWriteError(error);
  }
}
