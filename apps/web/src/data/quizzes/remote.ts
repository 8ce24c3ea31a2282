// A quiz the device does not hold, from the server (spec 2 §4 "then saved locally, with attempts loaded").

import { quizAttemptSchema, quizSchema } from "@lectern/core";
import { ApiError } from "../api/api-error";
import { fetchJson } from "../api/fetch-json";
import type { LecternDB } from "../db/database";
import { mergeRemoteRecords } from "../db/merge-remote";
import { newestFirst, type QuizWithAttempts } from "./reads";

/**
 * Why the server gave no quiz: `not-found` for a missing quiz and another user's alike (the server answers both
 * 404, DESIGN §3); `failed` for anything else (network, server error, an answer that does not parse).
 */
export type RemoteQuizFailure = "not-found" | "failed";

export type RemoteQuiz = { found: QuizWithAttempts } | { failure: RemoteQuizFailure };

/**
 * `GET /api/quizzes/:id`, then the quiz and its attempts merged into the device's store under the pull's merge
 * rule (a synced copy, never over a pending local change). An attempt that does not parse is left out rather
 * than failing the quiz.
 */
export async function fetchRemoteQuiz(db: LecternDB, id: string): Promise<RemoteQuiz> {
  let body: { quiz?: unknown; attempts?: unknown };
  try {
    body = await fetchJson(`/api/quizzes/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { failure: "not-found" };
    return { failure: "failed" };
  }
  const quiz = quizSchema.safeParse(body?.quiz);
  if (!quiz.success || quiz.data.id !== id) return { failure: "failed" };
  const attempts = (Array.isArray(body.attempts) ? body.attempts : []).flatMap((item) => {
    const parsed = quizAttemptSchema.safeParse(item);
    return parsed.success && parsed.data.quiz_id === id ? [parsed.data] : [];
  });
  const [outcome] = await db.transaction(
    "rw",
    db.records("quizzes"),
    db.records("quiz_attempts"),
    async () => {
      const outcomes = await mergeRemoteRecords(db, "quizzes", [quiz.data]);
      if (attempts.length) await mergeRemoteRecords(db, "quiz_attempts", attempts);
      return outcomes;
    },
  );
  // Kept: the device deleted this quiz and the deletion has not synced yet; the user's own deletion wins.
  if (outcome !== "accepted") return { failure: "not-found" };
  return { found: { quiz: quiz.data, attempts: newestFirst(attempts) } };
}
