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
  /** The provider's id (spec 1 §7 `provider`): for logs and tests, never shown. */
  provider: string;
  /** What the screens call the provider (issue 16): 'the built-in generator' or the model's name. */
  providerLabel: string;
  engine: GenerationEngine;
  /**
   * What the student is told besides the result (issue 16 §5, §7): fewer items than asked, the part of a long
   * note used, or another message of the answer (spec 1 §7). Empty when there is nothing to add.
   */
  notices: string[];
} & (
  | { kind: "flashcards"; count: number; requested?: number }
  | {
      kind: "quiz";
      quizId: string;
      questionCount: number;
      /** Questions asked for (issue 16); absent from an older server's answer. */
      requested?: number;
      /** Questions left out because their answer key failed the check (issue 15); absent = none. */
      dropped?: number;
    }
  | { kind: "summary"; summary: GeneratedSummary }
  | { kind: "enhance"; enhancedContent: string }
);

export type GenerationProgress = { current: number; total: number };
