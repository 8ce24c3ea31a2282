import type { QuizQuestion } from "@lectern/core";

/**
 * The study-material generator (DESIGN §6): one interface, providers chosen by configuration. This issue lays
 * down only the interface; the local engine, the OpenAI-compatible provider and grounding fill it later.
 */

export type GenerationKind = "quiz" | "flashcards" | "summary" | "enhance";

/** The part of a note a generator reads. */
export type SourceNote = { id: string; title: string; content: string; tags: string[] };

export type GenerationOptions = {
  /** Number of questions or cards requested (spec 1 §9: quiz 5, flashcards 10 by default). */
  count?: number;
  difficulty?: "easy" | "medium" | "hard" | "mixed";
  quizType?: "multiple-choice" | "true-false" | "short-answer" | "mixed";
  selectedTopics?: string[];
};

/** Progress of a chunked run: chunk `current` of `total` is being worked on. */
export type GenerationProgress = { current: number; total: number };

export type GeneratedFlashcard = {
  front: string;
  back: string;
  difficulty: string;
  category: string;
  source: string;
};
/** A quiz question as core defines it, always with the passage it comes from (grounding, DESIGN §6). */
export type GeneratedQuestion = QuizQuestion & { source: string };
export type GeneratedSummary = {
  overview: string;
  keyPoints: string[];
  wordCount: number;
  readingTime: number;
  complexity: string;
};

export type GenerationResult =
  | { kind: "quiz"; questions: GeneratedQuestion[]; provider: string }
  | { kind: "flashcards"; flashcards: GeneratedFlashcard[]; provider: string }
  | { kind: "summary"; summary: GeneratedSummary; provider: string }
  | { kind: "enhance"; enhancedContent: string; provider: string };

/** What every provider (local engine, OpenAI-compatible LLM) implements. */
export interface StudyMaterialProvider {
  readonly name: string;
  generate(
    kind: GenerationKind,
    note: SourceNote,
    options: GenerationOptions,
    onProgress?: (progress: GenerationProgress) => void,
    signal?: { readonly aborted: boolean },
  ): Promise<GenerationResult>;
}
