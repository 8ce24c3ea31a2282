// The device's quizzes and attempts (issue 15): the quiz screen reads the store first and the server only for a
// quiz the device lacks; attempts are append-only records written through the sync queue.

export { type QuizState, useQuiz } from "./hooks";
export { newestFirst, type QuizWithAttempts, readStoredQuiz } from "./reads";
export { fetchRemoteQuiz, type RemoteQuiz } from "./remote";
export { clearQuizRun, quizRunKey, readQuizRun, type SavedQuizRun, writeQuizRun } from "./run-store";
export { type QuizAttemptInput, QuizWriteError, saveQuizAttempt } from "./writes";
