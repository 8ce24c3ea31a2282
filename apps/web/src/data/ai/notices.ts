// What a finished generation tells the student besides its result (issue 16 §5, §7): fewer items than asked
// ('Generated 8 of 10 questions: the note supports no more.'), which part of a note past the chunk cap was used,
// and who made it by name ('the built-in generator' or the model's name, never the id 'local'). The server's
// answer and the device's result are read by the same rules, so both engines say the same thing.

import { type GenerationCoverage, messages } from "@lectern/core";

/** The local engine's provider id: in messages it is 'the built-in generator'. */
const LOCAL_PROVIDER = "local";

/**
 * The name messages use for a provider: the label the result carries, else (an older server) 'the built-in
 * generator' for the local engine and the provider's own name for a model.
 */
export function providerLabelOf(provider: string, label?: unknown): string {
  if (typeof label === "string" && label.trim()) return label.trim();
  return provider === LOCAL_PROVIDER ? messages.generation.builtInGenerator : provider;
}

export type RunCounts = {
  kind: "questions" | "flashcards";
  /** Items made (saved). */
  made: number;
  /** Items asked for. */
  requested: number;
  /**
   * Questions left out because their answer key failed the check (issue 15): a shortfall they explain is told
   * by the dropped notice alone, not blamed on the note (as the server does).
   */
  dropped?: number;
  /** Present only when the note went past the chunk cap. */
  coverage?: GenerationCoverage;
  /** Chunks (parts) read. */
  chunks: number;
};

/** The notices of a quiz or flashcards run: fewer than asked, then the part of the note used; none when neither. */
export function runNotices({ kind, made, requested, dropped = 0, coverage, chunks }: RunCounts): string[] {
  const notices: string[] = [];
  if (made + dropped < requested)
    notices.push(messages.generation.fewerItemsGenerated(made, requested, kind));
  if (coverage && coverage.usedChars < coverage.totalChars) {
    notices.push(messages.generation.partOfNoteUsed(coverage, chunks));
  }
  return notices;
}

/** A coverage field of a server answer, when it is one. */
export function coverageOf(value: unknown): GenerationCoverage | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { usedChars, totalChars } = value as { usedChars?: unknown; totalChars?: unknown };
  return typeof usedChars === "number" && typeof totalChars === "number"
    ? { usedChars, totalChars }
    : undefined;
}
