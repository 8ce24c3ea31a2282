import {
  createFlashcardsChunkRequestSchema,
  createFlashcardsRequestSchema,
  enhanceContentRequestSchema,
  type GeneratedQuestion,
  type GenerationCoverage,
  generateQuizChunkRequestSchema,
  generateQuizRequestSchema,
  generateSummaryRequestSchema,
  messages,
} from "@lectern/core";
import type { ChunkBase, DroppedItems } from "@lectern/generator";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { ApiError } from "../http/errors.ts";
import {
  admitsJob,
  type CheckKeys,
  checkBeforeWork,
  earlierAnswer,
  GENERATION_RETRY_AFTER_S,
  keyCheckFor,
  NothingGeneratedError,
  providerFor,
  type Run,
  type RunHooks,
  readGenerationRequest,
  respondWithRun,
  runnerFor,
  saveFlashcards,
  saveQuiz,
  saveRun,
  saveSummary,
} from "../services/generation/index.ts";
import type { RunTask } from "../services/generation/runner.ts";
import { holdSlot, limitUsage } from "../services/usage-limits.ts";

/**
 * The generation calls (spec 1 §7; issue 8): sign-in, a valid body, the note's owner, non-empty content and
 * the tier are checked before any work (spec 1 §5, §6); results are saved to the synced tables and reach
 * devices through sync. Each call answers JSON, or NDJSON progress lines when asked (see respondWithRun).
 */
export const generationRoutes = new Hono<AppEnv>()
  // spec 1 §7 hello-world: is AI generation available, and with which provider
  .get("/status", (c) =>
    c.json({ provider: providerFor(c.get("deps").config.ai).name, available: true as const }),
  )
  .use("*", requireUser)
  // issue 18 §2: generation calls per window, per user (a long note on a remote model is up to 10 chunk calls)
  .use("*", limitUsage("generation"))
  .post("/generate-quiz", async (c) => {
    const { request, contentEmpty } = await readGenerationRequest(c, generateQuizRequestSchema, "note");
    const { db, userId, run, checkKeys } = await ready(c, request.note.id, contentEmpty);
    const saving = runOf(userId, request);
    const earlier = await earlierAnswer(db, saving, "quiz");
    return respondInSlot(c, "quiz", async (hooks) => {
      if (earlier) return earlier;
      const options = {
        count: request.numQuestions,
        quizType: request.quizType,
        selectedTopics: request.selectedTopics,
      };
      const result = await run({ op: "note", kind: "quiz", note: request.note, options }, hooks);
      const { questions, dropped } = await checkedQuestions(checkKeys, result, hooks.signal);
      return saveRun(db, saving, "quiz", async (tx) => {
        const quiz = await saveQuiz(tx, saving, {
          title: request.title ?? messages.generation.quizTitle(request.note.title),
          questions,
          timeLimit: request.timeLimit,
          difficulty: result.difficulty,
        });
        // A shortfall the key check explains is told by the dropped count (shown on its own), not blamed on the note.
        const fewer = questions.length + dropped < request.numQuestions;
        return {
          questions,
          dropped,
          ...runFields(result),
          ...noteRunMessage(fewer ? questions.length : null, result, "questions"),
          quiz,
        };
      });
    });
  })
  .post("/generate-quiz-chunk", async (c) => {
    const { request, contentEmpty } = await readGenerationRequest(c, generateQuizChunkRequestSchema, "chunk");
    const { run, providerName, checkKeys } = await ready(c, request.noteId, contentEmpty);
    return respondInSlot(c, "quiz", async (hooks) => {
      const { numQuestions, quizType, selectedTopics } = request;
      const input = { ...chunkOf(request), numQuestions, quizType, selectedTopics };
      const made = await run({ op: "quiz-chunk", input }, hooks);
      // A chunk may come back empty (the client joins the chunks), so an empty chunk is no error here.
      const { questions, dropped } = await checkKeys(made.questions, hooks.signal);
      // ids unique across the chunks of one note, for a client that joins them
      const prefix = `c${request.chunkIndex + 1}-`;
      return {
        questions: questions.map((q) => ({ ...q, id: prefix + q.id })),
        dropped: droppedOf(made) + dropped,
        provider: providerName,
      };
    });
  })
  .post("/create-flashcards", async (c) => {
    const { request, contentEmpty } = await readGenerationRequest(c, createFlashcardsRequestSchema, "note");
    const { db, userId, run } = await ready(c, request.note.id, contentEmpty);
    const saving = runOf(userId, request);
    const earlier = await earlierAnswer(db, saving, "flashcards");
    return respondInSlot(c, "flashcards", async (hooks) => {
      if (earlier) return earlier;
      const options = { count: request.maxCards, difficulty: request.difficulty };
      const result = await run({ op: "note", kind: "flashcards", note: request.note, options }, hooks);
      if (result.flashcards.length === 0) throw new NothingGeneratedError("flashcards");
      // The cards of one run are written in one transaction (issue 13).
      return saveRun(db, saving, "flashcards", async (tx) => {
        const flashcards = await saveFlashcards(tx, saving, result.flashcards);
        const fewer = flashcards.length < request.maxCards;
        return {
          flashcards,
          ...runFields(result),
          ...noteRunMessage(fewer ? flashcards.length : null, result, "flashcards"),
        };
      });
    });
  })
  .post("/create-flashcards-chunk", async (c) => {
    const { request, contentEmpty } = await readGenerationRequest(
      c,
      createFlashcardsChunkRequestSchema,
      "chunk",
    );
    const { run, providerName } = await ready(c, request.noteId, contentEmpty);
    return respondInSlot(c, "flashcards", async (hooks) => {
      const { maxCards, difficulty } = request;
      const input = { ...chunkOf(request), maxCards, difficulty };
      const { flashcards } = await run({ op: "flashcards-chunk", input }, hooks);
      return { flashcards, provider: providerName };
    });
  })
  .post("/generate-summary", async (c) => {
    const { request, contentEmpty } = await readGenerationRequest(c, generateSummaryRequestSchema, "note");
    const { db, userId, run } = await ready(c, request.note.id, contentEmpty);
    const saving = runOf(userId, request);
    const earlier = await earlierAnswer(db, saving, "summary");
    return respondInSlot(c, "summary", async (hooks) => {
      if (earlier) return earlier;
      const result = await run({ op: "note", kind: "summary", note: request.note, options: {} }, hooks);
      return saveRun(db, saving, "summary", async (tx) => {
        const saved = await saveSummary(tx, saving, result.summary);
        return { summary: result.summary, ...named(result), saved };
      });
    });
  })
  .post("/enhance-content", async (c) => {
    const { request, contentEmpty } = await readGenerationRequest(c, enhanceContentRequestSchema, "note");
    const { run } = await ready(c, request.note.id, contentEmpty);
    // not saved: the user decides in the editor whether to keep the enhanced text
    return respondInSlot(c, "enhance", async (hooks) => {
      const result = await run({ op: "note", kind: "enhance", note: request.note, options: {} }, hooks);
      return { enhancedContent: result.enhancedContent, ...named(result) };
    });
  });

/**
 * respondWithRun in one of the user's generation slots (issue 18 §2: a cap on runs at once, per user), released
 * when the run ends however it ends: its answer or stream written, an error, the client gone.
 */
async function respondInSlot<Result extends object>(
  c: Context<AppEnv>,
  kind: Parameters<typeof respondWithRun>[1],
  work: (hooks: RunHooks) => Promise<Result>,
): Promise<Response> {
  const release = await holdSlot(c, "generation");
  try {
    // respondWithRun always runs `work` (a stream's start runs as it is made), so its `finally` releases
    return await respondWithRun(c, kind, async (hooks) => {
      try {
        return await work(hooks);
      } finally {
        await release();
      }
    });
  } catch (error) {
    await release();
    throw error;
  }
}

/** The checks before any work (checkBeforeWork), then what the work needs: where it runs (runnerFor). */
async function ready(c: Context<AppEnv>, noteId: string | undefined, contentEmpty: boolean) {
  const { database, config, logger } = c.get("deps");
  const userId = c.get("user").id;
  await checkBeforeWork(database.db, userId, { noteId, contentEmpty });
  // issue 16 §6: the pool is shared fairly — a caller with too many jobs, or a full queue, waits outside
  if (!admitsJob(config.ai, logger, userId)) {
    c.header("Retry-After", String(GENERATION_RETRY_AFTER_S));
    throw new ApiError(429, messages.generation.generatorBusy(GENERATION_RETRY_AFTER_S));
  }
  const runner = runnerFor(config.ai, logger);
  const run: RunTask = (task, hooks) => runner(task, { ...hooks, userId });
  return {
    db: database.db,
    userId,
    run,
    providerName: providerFor(config.ai).name,
    checkKeys: keyCheckFor(config.ai, logger),
  };
}

/**
 * A quiz run's questions after the answer-key check (issue 15), with the count the checks left out (the local
 * engine's own and this one); none left is the spec's 'No questions were generated…'.
 */
async function checkedQuestions(
  checkKeys: CheckKeys,
  result: { questions: GeneratedQuestion[]; dropped: DroppedItems },
  signal: AbortSignal,
) {
  if (result.questions.length === 0) throw new NothingGeneratedError("quiz");
  const checked = await checkKeys(result.questions, signal);
  if (checked.questions.length === 0) throw new NothingGeneratedError("quiz");
  return { questions: checked.questions, dropped: droppedOf(result) + checked.dropped };
}

/** The provider's id and the name messages use for it (issue 16: never 'local' in a message). */
const named = (result: { provider: string; providerLabel: string }) => ({
  provider: result.provider,
  providerLabel: result.providerLabel,
});

/** A whole-note quiz or flashcards answer's run fields (issue 16): who made it, the count asked, the coverage. */
const runFields = (result: {
  provider: string;
  providerLabel: string;
  requested: number;
  coverage?: GenerationCoverage | undefined;
}) => ({
  ...named(result),
  requested: result.requested,
  ...(result.coverage && { coverage: result.coverage }),
});

/**
 * The answer's message (issue 16): 'Generated 8 of 10 questions: the note supports no more.' when `made` is
 * given (fewer than asked), and which part of a note past the chunk cap was used; none when neither applies.
 */
function noteRunMessage(
  made: number | null,
  result: { requested: number; coverage?: GenerationCoverage | undefined; chunks: number },
  kind: "questions" | "flashcards",
): { message?: string } {
  const parts = [
    made === null ? "" : messages.generation.fewerItemsGenerated(made, result.requested, kind),
    result.coverage ? messages.generation.partOfNoteUsed(result.coverage, result.chunks) : "",
  ].filter((part) => part.length > 0);
  return parts.length > 0 ? { message: parts.join(" ") } : {};
}

/** What the provider's own key check left out (the local engine's, issue 15): its part of `dropped`. */
const droppedOf = (result: { dropped: DroppedItems }): number => result.dropped.keys;

/** Whose run it is, on which note, and the device's request id for it (issue 13: idempotent generation). */
const runOf = (userId: string, request: { note: { id: string }; requestId?: string | undefined }): Run => ({
  userId,
  noteId: request.note.id,
  requestId: request.requestId,
});

const chunkOf = (request: ChunkBase): ChunkBase => ({
  noteTitle: request.noteTitle,
  chunkContent: request.chunkContent,
  chunkIndex: request.chunkIndex,
  totalChunks: request.totalChunks,
});
