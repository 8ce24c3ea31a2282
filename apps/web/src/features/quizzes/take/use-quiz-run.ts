import {
  messages,
  newId,
  type Quiz,
  type QuizScore,
  quizInitialSeconds,
  quizSecondsLeft,
  scoreQuizAttempt,
} from "@lectern/core";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { clearQuizRun, readQuizRun, saveQuizAttempt, writeQuizRun } from "@/data/quizzes";
import { notify } from "@/ui/toaster";
import { quizRunReducer, startQuizRun } from "./quiz-run-model";

/** A submitted run (spec 2 §4 "completed"): shown at once, whether or not the attempt could be saved. */
export interface QuizResult {
  attemptId: string;
  score: QuizScore;
  answers: Record<number, string>;
  timeTakenSeconds: number;
  completedAt: Date;
  /** Submitted by the timer reaching 0. */
  timedOut: boolean;
}

/**
 * One run of a quiz (spec 2 §4): answers, flags and position in a reducer; the countdown computed from the start
 * time kept on the device (so a reload keeps the time running), submitted at 0; Submit scores the answers (core's
 * scoreQuizAttempt), shows the result and saves the attempt through the sync queue. Retake resets everything.
 */
export function useQuizRun(quiz: Quiz, userId: string, navigationTimeLimit: unknown) {
  const total = quiz.questions.length;
  const initialSeconds = quizInitialSeconds({
    navigationTimeLimitMinutes: navigationTimeLimit,
    quizTimeLimitMinutes: quiz.time_limit,
  });
  const reducer = useMemo(() => quizRunReducer(total), [total]);
  const [state, dispatch] = useReducer(reducer, null, () =>
    startQuizRun(
      total,
      { startedAt: Date.now(), totalSeconds: initialSeconds },
      readQuizRun(userId, quiz.id),
    ),
  );
  const [result, setResult] = useState<QuizResult | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = quizSecondsLeft(state.startedAt, now, state.totalSeconds);

  // Every change is kept on the device until the run is submitted (a reload loses nothing, the clock included).
  useEffect(() => {
    if (!result) writeQuizRun(userId, quiz.id, { ...state });
  }, [state, result, userId, quiz.id]);

  useEffect(() => {
    if (result) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [result]);

  const submitting = useRef(false);
  const submit = useCallback(
    (timedOut = false) => {
      if (submitting.current || result) return;
      submitting.current = true;
      const completedAt = new Date();
      const score = scoreQuizAttempt(quiz.questions, state.answers);
      const timeTakenSeconds =
        state.totalSeconds - quizSecondsLeft(state.startedAt, completedAt.getTime(), state.totalSeconds);
      const attemptId = newId();
      clearQuizRun(userId, quiz.id);
      setResult({ attemptId, score, answers: state.answers, timeTakenSeconds, completedAt, timedOut });
      if (timedOut) notify.info(messages.quizTaking.timeUp, { id: "quiz-time-up" });
      saveQuizAttempt({
        id: attemptId,
        quizId: quiz.id,
        score: score.score,
        totalQuestions: score.totalQuestions,
        timeTakenSeconds,
        answers: state.answers,
        completedAt,
      }).catch((error) => {
        console.error("Saving the quiz attempt failed", error);
        // spec 2 §8: the toast, and the result stays on screen.
        notify.error(messages.quizzes.saveResultsFailed, { id: "quiz-save-failed" });
      });
    },
    [quiz, result, state, userId],
  );

  // spec 2 §4: the quiz completes when the timer reaches 0.
  useEffect(() => {
    if (!result && secondsLeft <= 0) submit(true);
  }, [secondsLeft, result, submit]);

  const retake = useCallback(() => {
    const startedAt = Date.now();
    submitting.current = false;
    clearQuizRun(userId, quiz.id);
    dispatch({ type: "restart", startedAt, totalSeconds: initialSeconds });
    setNow(startedAt);
    setResult(null);
  }, [initialSeconds, quiz.id, userId]);

  return {
    state,
    result,
    secondsLeft,
    dispatch,
    submit: () => submit(false),
    retake,
  };
}
