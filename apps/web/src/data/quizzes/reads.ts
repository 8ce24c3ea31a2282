// Reading a quiz for the quiz screen (spec 2 §4 quiz loading): the device's store first; a quiz the device does
// not hold is asked of the server when online, then kept on the device with its attempts, so the next visit and
// an offline retake read it from the store.

import type { Quiz, QuizAttempt } from "@lectern/core";
// Relative: the unit tests run without the app's "@/" alias.
import type { LecternDB } from "../db/database";
import { isLive } from "../db/query";

/** A quiz with its attempts, newest first. */
export interface QuizWithAttempts {
  quiz: Quiz;
  attempts: QuizAttempt[];
}

/** The quiz and its live attempts as the device holds them; null when the device has no live copy. */
export async function readStoredQuiz(db: LecternDB, id: string): Promise<QuizWithAttempts | null> {
  const quiz = await db.records("quizzes").get(id);
  if (!quiz || !isLive(quiz)) return null;
  const attempts = (await db.records("quiz_attempts").where("quiz_id").equals(id).toArray()).filter(isLive);
  return { quiz, attempts: newestFirst(attempts) };
}

/** Attempts newest first by completion time (ISO strings compare in time order). */
export function newestFirst<T extends Pick<QuizAttempt, "completed_at">>(attempts: readonly T[]): T[] {
  return [...attempts].sort((a, b) =>
    a.completed_at < b.completed_at ? 1 : a.completed_at > b.completed_at ? -1 : 0,
  );
}
