// A quiz in progress, kept on the device (issue 15 Deliver 2): its start time, so a reload does not give the time
// back (the time left is computed from it, spec 2 §4), and the answers, flags and position, so a reload loses
// nothing. localStorage, keyed by user and quiz: small, synchronous at the first render, and never synced — an
// unfinished quiz is this device's business until it is submitted as an attempt.

import { onBeforeClear } from "../db/current";

const PREFIX = "lectern.quiz-run.";

export interface SavedQuizRun {
  /** Epoch ms the quiz began (Date.now, which page.clock drives in tests). */
  startedAt: number;
  /** The time the run was given, in seconds (spec 2 §4 initial time). */
  totalSeconds: number;
  answers: Record<number, string>;
  flagged: number[];
  index: number;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

function storage(): Store | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage disabled: the run still works, it just does not survive a reload
  }
}

export function quizRunKey(userId: string, quizId: string): string {
  return `${PREFIX}${userId}.${quizId}`;
}

/** The saved run, or null when there is none or it is not one we wrote (hand-edited, older shape). */
export function readQuizRun(userId: string, quizId: string, store = storage()): SavedQuizRun | null {
  const text = store?.getItem(quizRunKey(userId, quizId));
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SavedQuizRun>;
    const { startedAt, totalSeconds, answers, flagged, index } = value;
    if (!Number.isFinite(startedAt) || !Number.isFinite(totalSeconds) || (totalSeconds as number) <= 0)
      return null;
    const cleanAnswers: Record<number, string> = {};
    if (answers && typeof answers === "object") {
      for (const [key, answer] of Object.entries(answers)) {
        if (/^\d+$/.test(key) && typeof answer === "string") cleanAnswers[Number(key)] = answer;
      }
    }
    return {
      startedAt: startedAt as number,
      totalSeconds: totalSeconds as number,
      answers: cleanAnswers,
      flagged: Array.isArray(flagged)
        ? flagged.filter((i): i is number => Number.isInteger(i) && i >= 0)
        : [],
      index: Number.isInteger(index) && (index as number) >= 0 ? (index as number) : 0,
    };
  } catch {
    return null;
  }
}

export function writeQuizRun(userId: string, quizId: string, run: SavedQuizRun, store = storage()): void {
  try {
    store?.setItem(quizRunKey(userId, quizId), JSON.stringify(run));
  } catch {
    // Full or disabled storage: the run goes on in memory.
  }
}

export function clearQuizRun(userId: string, quizId: string, store = storage()): void {
  store?.removeItem(quizRunKey(userId, quizId));
}

/** Every saved run of every user on this device (sign-out clears all local data, spec 1 §4). */
export function clearAllQuizRuns(store = storage()): void {
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

// Once the quiz screen has been opened in this tab, a sign-out also forgets unfinished runs.
onBeforeClear(() => clearAllQuizRuns());
