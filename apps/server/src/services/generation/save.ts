import { randomUUID } from "node:crypto";
import {
  type GeneratedFlashcard,
  type GeneratedQuestion,
  type GeneratedSummary,
  generatedRecordId,
  type QuizDifficulty,
  type QuizQuestion,
} from "@lectern/core";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { flashcards, generationRequests, quizzes, summaries } from "../../db/schema/index.ts";
import { type Tx, withUserWrites } from "../../db/user-writes.ts";
import { SaveFailedError } from "./failures.ts";

// What generation saves goes into the ordinary synced tables, through withUserWrites like every synced write
// (the user's lock, so server_seq numbers commit in order); the server_seq trigger puts every row in the
// owner's next sync pull, so the results reach their devices like any other change (DESIGN §4, §6).

/** Who a run saves for, and the run's request id when the device sent one (issue 13: idempotent generation). */
export type Run = { userId: string; noteId: string; requestId?: string | undefined };
type Kind = "quiz" | "flashcards" | "summary";
type Answer = Record<string, unknown>;

/** The id of the run's `index`-th record: derived from the request id (same on the device), else random. */
const recordId = (run: Run, index: number) =>
  run.requestId ? generatedRecordId(run.requestId, index) : randomUUID();

/** The saved answer of a finished run with this request id by this user, or null (issue 13). */
export async function earlierAnswer(db: Database | Tx, run: Run, kind: Kind): Promise<Answer | null> {
  if (!run.requestId) return null;
  const [row] = await db
    .select({ answer: generationRequests.answer })
    .from(generationRequests)
    .where(
      and(
        eq(generationRequests.user_id, run.userId),
        eq(generationRequests.request_id, run.requestId),
        eq(generationRequests.kind, kind),
      ),
    );
  return row?.answer ?? null;
}

/**
 * Saves one run in one transaction under the user's write lock and answers it: `save` writes the records and
 * builds the answer, which is kept by request id. A repeat of a finished run (a retry after a lost answer, or two
 * at once) answers the kept answer and writes nothing. A database failure is reported as what it is
 * (SaveFailedError → 503), not as the generator's.
 */
export async function saveRun<A extends Answer>(
  db: Database,
  run: Run,
  kind: Kind,
  save: (tx: Tx) => Promise<A>,
): Promise<A> {
  try {
    return await withUserWrites(db, run.userId, async (tx) => {
      const earlier = await earlierAnswer(tx, run, kind);
      if (earlier) return earlier as A;
      const answer = await save(tx);
      if (run.requestId) {
        await tx
          .insert(generationRequests)
          .values({ user_id: run.userId, request_id: run.requestId, kind, answer });
      }
      return answer;
    });
  } catch (error) {
    throw new SaveFailedError(error);
  }
}

/** A quiz titled 'Quiz: ' + note title (or the caller's title), with its time limit and difficulty (spec 1 §3). */
export async function saveQuiz(
  tx: Tx,
  run: Run,
  quiz: { title: string; questions: GeneratedQuestion[]; timeLimit: number; difficulty: QuizDifficulty },
) {
  // each question keeps its source passage inside the questions JSON (grounding, DESIGN §6)
  const questions: QuizQuestion[] = quiz.questions;
  const values = {
    user_id: run.userId,
    note_id: run.noteId,
    title: quiz.title,
    questions,
    time_limit: quiz.timeLimit,
    difficulty: quiz.difficulty,
  };
  const id = recordId(run, 0);
  await tx
    .insert(quizzes)
    .values({ id, ...values })
    .onConflictDoNothing();
  // The device's own fallback of this run may have arrived first with the same id: that one stands.
  const [row] = await tx
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), eq(quizzes.user_id, run.userId)));
  if (row) return row;
  // The id is another user's (a reused request id): this run gets an id of its own.
  const [own] = await tx
    .insert(quizzes)
    .values({ id: randomUUID(), ...values })
    .returning();
  return own;
}

const cardValues = (run: Run, card: GeneratedFlashcard) => ({
  user_id: run.userId,
  note_id: run.noteId,
  front: card.front,
  back: card.back,
  difficulty: card.difficulty,
  category: card.category,
  source: card.source,
});

/** The note's new flashcards, each with the passage it comes from (spec 1 §3, §7), in the run's order. */
export async function saveFlashcards(tx: Tx, run: Run, cards: GeneratedFlashcard[]) {
  if (cards.length === 0) return [];
  const ids = cards.map((_, i) => recordId(run, i));
  await tx
    .insert(flashcards)
    .values(cards.map((card, i) => ({ ...cardValues(run, card), id: ids[i] as string })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(flashcards)
    .where(and(inArray(flashcards.id, ids), eq(flashcards.user_id, run.userId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Ids that are another user's (a reused request id): those cards get ids of their own.
  const taken = cards.flatMap((card, i) => (byId.has(ids[i] as string) ? [] : [{ card, i }]));
  if (taken.length) {
    const own = await tx
      .insert(flashcards)
      .values(taken.map(({ card }) => ({ ...cardValues(run, card), id: randomUUID() })))
      .returning();
    taken.forEach(({ i }, k) => {
      ids[i] = own[k]?.id as string;
      if (own[k]) byId.set(own[k].id, own[k]);
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The note's summary (spec 1 §3: summary_text from the overview). A note has one: a new summary replaces the
 * live one in place, so devices see an update rather than a second summary.
 */
export async function saveSummary(tx: Tx, run: Run, summary: GeneratedSummary) {
  const fields = {
    summary_text: summary.overview,
    key_points: summary.keyPoints,
    word_count: summary.wordCount,
    reading_time: summary.readingTime,
    complexity: summary.complexity,
  };
  const [current] = await tx
    .select({ id: summaries.id })
    .from(summaries)
    .where(
      and(eq(summaries.user_id, run.userId), eq(summaries.note_id, run.noteId), isNull(summaries.deleted_at)),
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
  const values = { user_id: run.userId, note_id: run.noteId, ...fields };
  const [row] = await tx
    .insert(summaries)
    .values({ id: recordId(run, 0), ...values })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // The id is taken (another user's reused request id): this summary gets an id of its own.
  const [own] = await tx
    .insert(summaries)
    .values({ id: randomUUID(), ...values })
    .returning();
  return own;
}
