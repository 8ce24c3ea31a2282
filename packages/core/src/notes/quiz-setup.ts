// The quiz setup's rules: making a quiz from one of the user's notes — spec 2 §2, §4, §5, §9.

import { QUIZ_QUESTION_COUNT, QUIZ_TIME_LIMIT_MIN } from "../constants/study.ts";
import { messages } from "../messages.ts";

const steps = ({ min, max, step }: { min: number; max: number; step: number }) =>
  Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => min + i * step);

/** Question counts offered: 5 to 50 in steps of 5 (spec 2 §5, §9). */
export function quizQuestionCounts(): number[] {
  return steps(QUIZ_QUESTION_COUNT);
}

/** Time limits offered, in minutes: 5 to 60 in steps of 5 (spec 2 §5, §9). */
export function quizTimeLimits(): number[] {
  return steps(QUIZ_TIME_LIMIT_MIN);
}

/** What the setup knows when Generate AI Quiz is pressed. */
export interface QuizSetupInput {
  /** The signed-in user's id, or null when signed out. */
  userId: string | null | undefined;
  /** The chosen note's id, if one is chosen. */
  noteId: string | null | undefined;
  /** The chosen note as found (on the device or passed from the viewer); null when it was not found. */
  note: { user_id?: string | null; content: string } | null | undefined;
}

/**
 * The first reason the quiz cannot be generated, in the spec's order (spec 2 §5): sign-in, a chosen note, its
 * data found, the user's own note, content present. null when generation may start.
 */
export function quizSetupProblem({ userId, noteId, note }: QuizSetupInput): string | null {
  const m = messages.quizzes;
  if (!userId) return m.signInToCreate;
  if (!noteId) return m.selectNote;
  if (!note) return m.noteDataNotFound;
  if (note.user_id !== userId) return m.ownNotesOnly;
  if (!note.content.trim()) return m.noteContentNotFound;
  return null;
}

/** The stages quiz generation goes through on screen (spec 2 §4). */
export const QUIZ_GENERATION_STAGES = ["validating", "loading", "analysing", "generated"] as const;
export type QuizGenerationStage = (typeof QUIZ_GENERATION_STAGES)[number];

/** What /quiz/{id} receives after generation (spec 2 §4: time limit, difficulty, number of questions). */
export interface QuizLaunchConfig {
  timeLimit: number;
  difficulty: string;
  numQuestions: number;
}
