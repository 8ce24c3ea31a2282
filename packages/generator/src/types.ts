// The generator's contract (DESIGN §6): one orchestrator, providers that work one chunk at a time.

import type {
  GeneratedFlashcard,
  GeneratedQuestion,
  GeneratedSummary,
  GenerationCoverage,
  QuizDifficulty,
} from "@lectern/core";

export type {
  GeneratedFlashcard,
  GeneratedQuestion,
  GeneratedSummary,
  GenerationCoverage,
} from "@lectern/core";

export type GenerationKind = "quiz" | "flashcards" | "summary" | "enhance";

/** The part of a note a generator reads (core's GenerationNote fits it). */
export type SourceNote = { id?: string; title: string; content: string; tags?: string[]; subject?: string };

export type QuizType = "multiple-choice" | "true-false" | "short-answer" | "mixed";
export type CardDifficulty = "easy" | "medium" | "hard" | "mixed";

export type GenerationOptions = {
  /** Questions or cards requested (spec 1 §9 defaults: quiz 5, flashcards 10). */
  count?: number;
  /** Flashcard difficulty (spec 1 §5; default mixed). */
  difficulty?: CardDifficulty;
  /** Quiz type (spec 1 §9; default mixed). */
  quizType?: QuizType;
  /** Topics the quiz should favour (spec 1 §7 selectedTopics). */
  selectedTopics?: string[];
};

/** Progress of a chunked run: chunk `current` of `total` is being worked on (spec 2 §4). */
export type GenerationProgress = { current: number; total: number };

/**
 * The signal a run can be cancelled with. A structural subset of the platform's AbortSignal, so the package
 * needs neither DOM nor Node types; pass a real AbortSignal.
 */
export type GenerationSignal = { readonly aborted: boolean; readonly reason?: unknown };

/** One chunk call (spec 1 §7 generate-quiz-chunk / create-flashcards-chunk fields). */
export type ChunkBase = { noteTitle: string; chunkContent: string; chunkIndex: number; totalChunks: number };
export type QuestionsChunkInput = ChunkBase & {
  numQuestions: number;
  quizType: QuizType;
  selectedTopics: string[];
};
export type FlashcardsChunkInput = ChunkBase & { maxCards: number; difficulty: CardDifficulty };

/** What every provider (the local engine, an OpenAI-compatible LLM) implements. */
export interface ChunkProvider {
  /** Reported as `provider` in answers ("local" for the local engine). */
  readonly name: string;
  /**
   * What messages call the provider (issue 16: never an id like 'local'): 'the built-in generator' for the
   * local engine, the model's name for an LLM. Absent: the orchestrator falls back to `name`.
   */
  readonly label?: string;
  /** The provider writes English only (the local engine): a note in another language is refused (issue 16 §5). */
  readonly englishOnly?: boolean;
  /** Pause between two chunk calls: 0 for local, AI_CHUNK_PAUSE_MS for remote providers (spec 1 §9). */
  readonly pauseBetweenChunksMs: number;
  questions(input: QuestionsChunkInput, signal?: GenerationSignal): Promise<GeneratedQuestion[]>;
  flashcards(input: FlashcardsChunkInput, signal?: GenerationSignal): Promise<GeneratedFlashcard[]>;
  /** The whole note. */
  summary(note: SourceNote, signal?: GenerationSignal): Promise<GeneratedSummary>;
  /** One chunk; the orchestrator joins the chunks with a blank line. */
  enhance(input: ChunkBase, signal?: GenerationSignal): Promise<string>;
  /**
   * The provider's own answer-key check, run by the quality pass on every grounded question; a question that
   * fails it is dropped and counted (DroppedItems.keys). The local engine checks each key against its
   * source passage (key-check.ts); a provider without one (an LLM, checked by a second pass on the server)
   * keeps its questions here.
   */
  readonly keyCheck?: (question: GeneratedQuestion) => boolean;
}

/** Items the quality pass removed, by reason (for logs and the benchmark). */
export type DroppedItems = {
  ungrounded: number;
  invalid: number;
  duplicates: number;
  leaks: number;
  overCap: number;
  /** Questions whose answer key failed the provider's keyCheck (issue 15); always 0 for flashcards. */
  keys: number;
};

/** What every result carries: the provider's id, the name messages use for it, the chunks read. */
type ResultBase = {
  provider: string;
  /** 'the built-in generator' or the model's name (ChunkProvider.label); never shown as an id. */
  providerLabel: string;
  chunks: number;
};

/**
 * Quiz and flashcards results: the count asked for beside the items made (a screen says 'Generated 8 of 10
 * questions: the note supports no more'), and `coverage` only when the note went past the chunk cap.
 */
/** coverage: how much of a note past the 10-chunk cap (AI_MAX_CHUNKS, spec 1 §9) was read (issue 16). */
type ItemsBase = ResultBase & { requested: number; dropped: DroppedItems; coverage?: GenerationCoverage };

export type GenerationResult =
  | (ItemsBase & {
      kind: "quiz";
      questions: GeneratedQuestion[];
      /** The quiz difficulty rule of spec 1 §9 applied to the note's content. */
      difficulty: QuizDifficulty;
    })
  | (ItemsBase & { kind: "flashcards"; flashcards: GeneratedFlashcard[] })
  | (ResultBase & { kind: "summary"; summary: GeneratedSummary })
  | (ResultBase & { kind: "enhance"; enhancedContent: string });

export type GenerationHooks = {
  onProgress?: (progress: GenerationProgress) => void;
  signal?: GenerationSignal;
  /** Waits between chunk calls; tests pass a recorder. Defaults to a real timer. */
  sleep?: (ms: number) => Promise<void>;
};
