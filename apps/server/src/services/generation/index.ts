export { checkBeforeWork, readGenerationRequest } from "./checks.ts";
export { failureOf, NothingGeneratedError, SaveFailedError } from "./failures.ts";
export { type CheckKeys, checkAnswerKeys, keyCheckFor } from "./key-check.ts";
export {
  createGenerationPool,
  GENERATION_RETRY_AFTER_S,
  GenerationBusyError,
  type GenerationPool,
  GenerationTooLongError,
  poolFor,
} from "./pool.ts";
export { providerFor } from "./provider.ts";
export { type RunHooks, respondWithRun, wantsProgress } from "./respond.ts";
export { admitsJob, runnerFor } from "./runner.ts";
export { earlierAnswer, type Run, saveFlashcards, saveQuiz, saveRun, saveSummary } from "./save.ts";
