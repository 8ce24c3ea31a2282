import { messages } from "@lectern/core";
import {
  assertLanguageSupported,
  type ChunkProvider,
  type DroppedItems,
  type FlashcardsChunkInput,
  type GenerationKind,
  type GenerationOptions,
  type GenerationProgress,
  type GenerationResult,
  type GenerationSignal,
  generateStudyMaterial,
  type QuestionsChunkInput,
  readableText,
  refineFlashcards,
  refineQuestions,
  type SourceNote,
} from "@lectern/generator";

// One generation job as data, so the same job runs in a worker thread (the local engine) or in the request's
// own thread (a remote model: the work is waiting on the network). Everything in it is structured-cloneable.

export type GenerationTask =
  | { op: "note"; kind: GenerationKind; note: SourceNote; options: GenerationOptions }
  | { op: "quiz-chunk"; input: QuestionsChunkInput }
  | { op: "flashcards-chunk"; input: FlashcardsChunkInput };

/** What a task answers: the orchestrator's result, or a chunk's refined items. */
export type TaskResult<T extends GenerationTask> = T extends { op: "note"; kind: infer K }
  ? Extract<GenerationResult, { kind: K }>
  : T extends { op: "quiz-chunk" }
    ? { questions: Awaited<ReturnType<ChunkProvider["questions"]>>; dropped: DroppedItems }
    : { flashcards: Awaited<ReturnType<ChunkProvider["flashcards"]>> };

export type TaskHooks = { onProgress?: (p: GenerationProgress) => void; signal?: GenerationSignal };

/**
 * Runs a task with a provider: a whole note through generateStudyMaterial, or one chunk of a client that
 * chunks itself (spec 1 §7 *-chunk calls) — the provider's items through the same quality pass.
 */
export async function runTask<T extends GenerationTask>(
  provider: ChunkProvider,
  task: T,
  hooks: TaskHooks = {},
): Promise<TaskResult<T>> {
  if (task.op === "note") {
    return (await generateStudyMaterial(
      provider,
      task.kind,
      task.note,
      task.options,
      hooks,
    )) as TaskResult<T>;
  }
  // A client that chunks itself sends the note's text as written: the provider and the quality pass read the
  // reduced text, as generateStudyMaterial does for a whole note (issue 16 §5).
  const chunkContent = readableText(task.input.chunkContent);
  if (chunkContent.trim().length === 0) throw new Error(messages.generation.noteContentEmpty);
  assertLanguageSupported(provider, chunkContent);
  const input = { ...task.input, chunkContent };
  hooks.onProgress?.({ current: input.chunkIndex + 1, total: input.totalChunks });
  if (task.op === "quiz-chunk") {
    const questionsInput = input as QuestionsChunkInput;
    const items = await provider.questions(questionsInput, hooks.signal);
    const { numQuestions } = questionsInput;
    // the provider's own key check (the local engine's) counts in dropped.keys, as on a whole note
    const { items: questions, dropped } = refineQuestions(
      input.chunkContent,
      items,
      numQuestions,
      provider.keyCheck,
    );
    return { questions, dropped } as TaskResult<T>;
  }
  const flashcardsInput = input as FlashcardsChunkInput;
  const items = await provider.flashcards(flashcardsInput, hooks.signal);
  const { maxCards, difficulty } = flashcardsInput;
  const { items: flashcards } = refineFlashcards(input.chunkContent, items, maxCards, difficulty);
  return { flashcards } as TaskResult<T>;
}
