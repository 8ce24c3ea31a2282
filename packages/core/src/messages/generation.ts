// Generation calls (quiz, flashcards, summary, enhance) — spec 1 §5, §8 and spec 2 §8.

import { waitInMinutes } from "./limits.ts";

/** 80000 → '80,000': the same grouping in Node and in every browser. */
const groupDigits = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Counts a sentence spells out ('three kinds'). */
const COUNT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

export const generation = {
  apiBaseUrlMissing: "API base URL is not configured",
  /** Used when a failed response carries neither error nor details (spec 1 §8). */
  httpError: (status: number) => `HTTP error! status: ${status}`,
  failedToGenerateQuiz: (message: string) => `Failed to generate quiz: ${message}`,
  failedToCreateFlashcards: (message: string) => `Failed to create flashcards: ${message}`,
  failedToGenerateSummary: (message: string) => `Failed to generate summary: ${message}`,
  failedToEnhanceContent: (message: string) => `Failed to enhance content: ${message}`,
  noQuestionsGenerated:
    "No questions were generated. Please try again with a shorter note or different settings.",
  /** spec 1 §8 says "likewise for flashcards": the questions text with 'flashcards'. */
  noFlashcardsGenerated:
    "No flashcards were generated. Please try again with a shorter note or different settings.",
  noQuizData: "No quiz data received from service",
  noteContentEmpty: "Note content is empty...",
  noteNotFoundOrAccessDenied: "Note not found or access denied...",
  quizNotFoundOrAccessDenied: (detail: string) => `Quiz not found or access denied: ${detail}`,
  quizAttemptAccessDenied:
    "Quiz not found or access denied. You can only save attempts for your own quizzes.",
  /** A generated quiz is titled 'Quiz: ' plus the note title (spec 1 §3). */
  quizTitle: (noteTitle: string) => `Quiz: ${noteTitle}`,
  /** Lectern wording: progress of chunked generation, current/total (spec 2 §4). */
  chunkProgress: (current: number, total: number) => `Analysing part ${current} of ${total}...`,
  // Lectern wording: why a call to the AI service failed; shown inside the wrapped messages above.
  aiTimedOut: (seconds: number) => `The AI service did not answer within ${seconds} seconds`,
  aiUnreachable: "Could not reach the AI service",
  aiUnreadableAnswer: "The AI service's answer could not be read",
  generatorFailed: "The generator stopped unexpectedly",
  /**
   * Lectern wording (issue 16): the answer's `message` when the note supported fewer items than asked for
   * (made < requested), e.g. 'Generated 8 of 10 questions: the note supports no more.'
   */
  fewerItemsGenerated: (made: number, requested: number, kind: "questions" | "flashcards") =>
    `Generated ${made} of ${requested} ${kind}: the note supports no more.`,
  /**
   * Lectern wording (issue 16): a note past the 10-chunk cap (AI_MAX_CHUNKS, spec 1 §9) was read only in part;
   * `parts` is the number of parts (chunks) that were read.
   */
  partOfNoteUsed: (coverage: { usedChars: number; totalChars: number }, parts: number) =>
    `Only the first ${groupDigits(coverage.usedChars)} of ${groupDigits(coverage.totalChars)} characters of this note were used (its first ${parts} parts); split the note to study the rest.`,
  /** Lectern wording (issue 16): how messages name the local engine ('with the built-in generator'), never 'local'. */
  builtInGenerator: "the built-in generator",
  /** Lectern wording (issue 16): the local engine writes English only; an AI model takes other languages. */
  builtInEngineEnglishOnly:
    "The built-in engine writes English study material. Connect an AI model in Settings for other languages.",
  /** Lectern wording (issue 12): a generation run went over its time budget (GENERATION_BUDGET_MS). */
  noteTooLongToAnalyse:
    "This note took too long to analyse. Try again with a shorter note, or split it into several notes.",
  /**
   * Lectern wording (issue 16 §6): the server's generation pool is full (429 with Retry-After); the spec has no
   * message for it. The wait is said in minutes like every other limit (issue 18 §2); Retry-After keeps the seconds.
   */
  generatorBusy: (seconds: number) =>
    `The generator is busy with other notes right now. Please try again in ${waitInMinutes(seconds)}.`,
  /** Lectern wording (issue 12): the material was made but the database would not store it. */
  couldNotSave: "The generated material could not be saved. Please try again in a moment.",
  /**
   * Lectern wording (issue 16 §4, §5): the first sentence of a term list's summary overview, what the list covers
   * (e.g. 'This list defines 26 terms of cell biology, from cell to prokaryote.').
   */
  termListOverview: (count: number, topic: string | null, first: string, last: string) =>
    `This list defines ${count} terms${topic ? ` of ${topic}` : ""}, from ${first} to ${last}.`,
  /**
   * Lectern wording (issue 16 §4, §5): the first sentence of a slide deck's summary overview, its slides' titles in
   * order (e.g. 'The slides cover Ohm's law; series circuits; and power.').
   */
  slideDeckOverview: (titles: readonly string[]) =>
    titles.length === 1
      ? `The slides cover ${titles[0]}.`
      : `The slides cover ${titles.slice(0, -1).join("; ")}; and ${titles[titles.length - 1]}.`,
  /**
   * Lectern wording (issue 16 §4): a summary overview's sentence for a section that goes through the kinds of one
   * thing (e.g. 'The note describes three kinds of plate boundary: divergent, convergent and transform.').
   */
  kindsOverview: (thing: string, kinds: readonly string[]) =>
    `The note describes ${COUNT_WORDS[kinds.length] ?? kinds.length} kinds of ${thing}: ${
      kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(", ")} and ${kinds[kinds.length - 1]}`
    }.`,
  /**
   * Lectern wording (issue 16 §4): a summary overview's sentence for a lecture that counts its points (e.g. 'The
   * lecture goes through four factors: concentration, temperature, surface area and catalysts.').
   */
  lectureStepsOverview: (noun: string | null, steps: readonly string[]) => {
    const list =
      steps.length === 1 ? steps[0] : `${steps.slice(0, -1).join(", ")} and ${steps[steps.length - 1]}`;
    return noun
      ? `The lecture goes through ${COUNT_WORDS[steps.length] ?? steps.length} ${noun}: ${list}.`
      : `The lecture goes through ${list} in turn.`;
  },
  /**
   * Lectern wording (issue 16 §4): the first sentence of a sectioned note's summary overview, its main headings in
   * order (e.g. 'The note covers why cells need energy; the four stages; and regulation.').
   */
  noteOverview: (parts: readonly string[]) =>
    parts.length === 1
      ? `The note covers ${parts[0]}.`
      : parts.length === 2 && !parts.some((p) => /,| and /.test(p))
        ? `The note covers ${parts[0]} and ${parts[1]}.`
        : `The note covers ${parts.slice(0, -1).join("; ")}; and ${parts[parts.length - 1]}.`,
} as const;
