// @lectern/generator — study material from a note (DESIGN §6): the orchestrator, the quality pass every
// provider goes through, and the local deterministic engine. Pure TypeScript: no Node APIs, no DOM.

export { GenerationAbortedError } from "./abort.ts";
export { answerKeyProblem, checkAnswerKey, type KeyProblem } from "./key-check.ts";
export { assertLanguageSupported, isEnglish, NotEnglishError } from "./language.ts";
export { readableText } from "./local/input.ts";
export { createLocalProvider } from "./local/provider.ts";
export { generateStudyMaterial } from "./orchestrator.ts";
export {
  answerAppearsIn,
  cardLeaksAnswer,
  comparableText,
  groundItems,
  hasValidOptions,
  normaliseTrueFalse,
  questionLeaksAnswer,
  refineFlashcards,
  refineQuestions,
  TRUE_FALSE_OPTIONS,
} from "./quality.ts";
export type * from "./types.ts";
