import { randomUUID } from "node:crypto";
import type {
  GeneratedFlashcard,
  GeneratedQuestion,
  GeneratedSummary,
  QuizDifficulty,
  QuizQuestion,
} from "@lectern/core";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { flashcards, quizzes, summaries } from "../../db/schema/index.ts";
import { SaveFailedError } from "./failures.ts";

// What generation saves goes into the ordinary synced tables; the server_seq trigger puts every row in the
// owner's next sync pull, so the results reach their devices like any other change (DESIGN §4, §6).

type Owner = { userId: string; noteId: string };

/** A database failure while saving is reported as what it is (SaveFailedError → 503), not as the generator's. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new SaveFailedError(error);
  }
}

/** A quiz titled 'Quiz: ' + note title (or the caller's title), with its time limit and difficulty (spec 1 §3). */
export async function saveQuiz(
  db: Database,
  { userId, noteId }: Owner,
  quiz: { title: string; questions: GeneratedQuestion[]; timeLimit: number; difficulty: QuizDifficulty },
) {
  // each question keeps its source passage inside the questions JSON (grounding, DESIGN §6)
  const questions: QuizQuestion[] = quiz.questions;
  const [row] = await saving(() =>
    db
      .insert(quizzes)
      .values({
        id: randomUUID(),
        user_id: userId,
        note_id: noteId,
        title: quiz.title,
        questions,
        time_limit: quiz.timeLimit,
        difficulty: quiz.difficulty,
      })
      .returning(),
  );
  return row;
}

/** The note's new flashcards, each with the passage it comes from (spec 1 §3, §7). */
export async function saveFlashcards(db: Database, { userId, noteId }: Owner, cards: GeneratedFlashcard[]) {
  if (cards.length === 0) return [];
  return saving(() =>
    db
      .insert(flashcards)
      .values(
        cards.map((card) => ({
          id: randomUUID(),
          user_id: userId,
          note_id: noteId,
          front: card.front,
          back: card.back,
          difficulty: card.difficulty,
          category: card.category,
          source: card.source,
        })),
      )
      .returning(),
  );
}

/**
 * The note's summary (spec 1 §3: summary_text from the overview). A note has one: a new summary replaces the
 * live one in place, so devices see an update rather than a second summary.
 */
export async function saveSummary(db: Database, { userId, noteId }: Owner, summary: GeneratedSummary) {
  const fields = {
    summary_text: summary.overview,
    key_points: summary.keyPoints,
    word_count: summary.wordCount,
    reading_time: summary.readingTime,
    complexity: summary.complexity,
  };
  return saving(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: summaries.id })
        .from(summaries)
        .where(
          and(eq(summaries.user_id, userId), eq(summaries.note_id, noteId), isNull(summaries.deleted_at)),
        )
        .orderBy(desc(summaries.updated_at))
        .limit(1);
      if (current) {
        const [row] = await tx
          .update(summaries)
          .set({ ...fields, updated_at: sql`now()` })
          .where(eq(summaries.id, current.id))
          .returning();
        return row;
      }
      const [row] = await tx
        .insert(summaries)
        .values({ id: randomUUID(), user_id: userId, note_id: noteId, ...fields })
        .returning();
      return row;
    }),
  );
}
