// The quiz run as a pure reducer (spec 2 §4 quiz taking): the current question, the answers by index, the
// flagged questions; Retake starts it over (index, answers, flags; the timer restarts with a new start time).

import type { SavedQuizRun } from "@/data/quizzes";

export interface QuizRunState {
  index: number;
  answers: Record<number, string>;
  flagged: number[];
  /** Epoch ms the run began; the time left is computed from it (spec 2 §4, kept across reloads). */
  startedAt: number;
  totalSeconds: number;
}

export type QuizRunAction =
  | { type: "answer"; index: number; answer: string }
  | { type: "go"; index: number }
  | { type: "move"; by: 1 | -1 }
  | { type: "toggle-flag"; index: number }
  | { type: "restart"; startedAt: number; totalSeconds: number };

/** A new run, or the one this device saved for the quiz (a reload), clamped to the quiz's questions. */
export function startQuizRun(
  questionCount: number,
  fresh: { startedAt: number; totalSeconds: number },
  saved: SavedQuizRun | null,
): QuizRunState {
  if (!saved) return { index: 0, answers: {}, flagged: [], ...fresh };
  const inQuiz = (i: number) => i >= 0 && i < questionCount;
  const answers: Record<number, string> = {};
  for (const [key, answer] of Object.entries(saved.answers))
    if (inQuiz(Number(key))) answers[Number(key)] = answer;
  return {
    index: inQuiz(saved.index) ? saved.index : 0,
    answers,
    flagged: saved.flagged.filter(inQuiz),
    startedAt: saved.startedAt,
    totalSeconds: saved.totalSeconds,
  };
}

export function quizRunReducer(questionCount: number) {
  const clamp = (i: number) => Math.min(Math.max(0, i), Math.max(0, questionCount - 1));
  return (state: QuizRunState, action: QuizRunAction): QuizRunState => {
    switch (action.type) {
      case "answer":
        if (action.index < 0 || action.index >= questionCount) return state;
        return { ...state, answers: { ...state.answers, [action.index]: action.answer } };
      case "go":
        return { ...state, index: clamp(action.index) };
      case "move":
        return { ...state, index: clamp(state.index + action.by) };
      case "toggle-flag":
        return {
          ...state,
          flagged: state.flagged.includes(action.index)
            ? state.flagged.filter((i) => i !== action.index)
            : [...state.flagged, action.index].sort((a, b) => a - b),
        };
      case "restart":
        return {
          index: 0,
          answers: {},
          flagged: [],
          startedAt: action.startedAt,
          totalSeconds: action.totalSeconds,
        };
    }
  };
}
