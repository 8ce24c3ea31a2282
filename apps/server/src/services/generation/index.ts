export { checkBeforeWork, readGenerationRequest } from "./checks.ts";
export { failureOf, NothingGeneratedError } from "./failures.ts";
export { providerFor } from "./provider.ts";
export { type RunHooks, respondWithRun, wantsProgress } from "./respond.ts";
export { saveFlashcards, saveQuiz, saveSummary } from "./save.ts";
