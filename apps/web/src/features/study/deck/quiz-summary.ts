// What a quiz card shows of a quiz and its attempts (spec 2 §2 /study): difficulty, question count, time limit,
// attempts completed, and the best score only when it is above 0.

import type { Quiz, QuizAttempt } from "@lectern/core";

export interface QuizCardData {
  id: string;
  title: string;
  difficulty: Quiz["difficulty"];
  questionCount: number;
  timeLimit: number;
  attempts: number;
  /** The best score in percent, or null when there is none above 0 (spec 2 §2: shown only if above 0). */
  bestScore: number | null;
  createdAt: string;
}

/** One card per live quiz, newest first, with its live attempts counted. */
export function quizCards(
  quizzes: readonly Pick<Quiz, "id" | "title" | "difficulty" | "questions" | "time_limit" | "created_at">[],
  attempts: readonly Pick<QuizAttempt, "quiz_id" | "score">[],
): QuizCardData[] {
  const byQuiz = new Map<string, { count: number; best: number }>();
  for (const attempt of attempts) {
    const entry = byQuiz.get(attempt.quiz_id) ?? { count: 0, best: 0 };
    entry.count += 1;
    entry.best = Math.max(entry.best, attempt.score);
    byQuiz.set(attempt.quiz_id, entry);
  }
  return quizzes
    .map((quiz) => {
      const entry = byQuiz.get(quiz.id);
      return {
        id: quiz.id,
        title: quiz.title,
        difficulty: quiz.difficulty,
        questionCount: quiz.questions.length,
        timeLimit: quiz.time_limit,
        attempts: entry?.count ?? 0,
        bestScore: entry && entry.best > 0 ? entry.best : null,
        createdAt: quiz.created_at,
      };
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
