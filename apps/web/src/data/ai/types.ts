// The shapes the web app's generation speaks (issue 8): what a screen asks for and what it gets back.
// Types only from @lectern/generator: its code (and wink-nlp) is loaded in the device worker, never here.

import type { GeneratedSummary, GenerationOptions, SourceNote } from "@lectern/generator";

export type GenerationKind = "quiz" | "flashcards" | "summary" | "enhance";
export type { GeneratedSummary, GenerationOptions, SourceNote };

/**
 * One run's request id (issue 13): a UUID v4 made once per run (runGeneration makes it when absent) and sent by
 * the server call, its retry and the device's fallback alike, so one run saves one set of records.
 */
type RunId = { requestId?: string };

export type GenerationRequest = RunId &
  (
    | { kind: "flashcards"; note: SourceNote; maxCards: number; difficulty: GenerationOptions["difficulty"] }
    | {
        kind: "quiz";
        note: SourceNote;
        numQuestions: number;
        quizType: NonNullable<GenerationOptions["quizType"]>;
        selectedTopics: string[];
        timeLimit: number;
      }
    | { kind: "summary"; note: SourceNote }
    | { kind: "enhance"; note: SourceNote }
  );

/** Where the work ran: our server (its configured provider) or the local engine in this browser. */
export type GenerationEngine = "server" | "device";

export type GenerationOutcome = {
  provider: string;
  engine: GenerationEngine;
  /** The answer's message (spec 1 §7), e.g. that fewer items than asked were grounded in the note. */
  message?: string;
} & (
  | { kind: "flashcards"; count: number }
  | {
      kind: "quiz";
      quizId: string;
      questionCount: number;
      /** Questions left out because their answer key failed the check (issue 15); absent = none. */
      dropped?: number;
    }
  | { kind: "summary"; summary: GeneratedSummary }
  | { kind: "enhance"; enhancedContent: string }
);

export type GenerationProgress = { current: number; total: number };
