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

/** A note as the setup uses it: generation needs its id, title, content and tags; the checks need its owner. */
export interface SetupNote {
  id: string;
  title: string;
  content: string;
  tags: string[];
  user_id: string | null;
}

/**
 * What the note viewer hands to the setup in navigation state (spec 2 §2: the note's id, title, content and
 * tags; Lectern adds its owner so the ownership check runs on it). null when the state holds no usable note id.
 */
export function passedSetupNote(state: unknown): { noteId: string; note: SetupNote | null } | null {
  if (!state || typeof state !== "object") return null;
  const s = state as Record<string, unknown>;
  if (typeof s.noteId !== "string" || !s.noteId) return null;
  // Only the id is needed to preselect; the rest makes a note the device may not hold (the viewer can show a
  // note fetched from the server before it syncs here).
  if (typeof s.content !== "string") return { noteId: s.noteId, note: null };
  const tags = Array.isArray(s.tags) ? s.tags.filter((t): t is string => typeof t === "string") : [];
  return {
    noteId: s.noteId,
    note: {
      id: s.noteId,
      title: typeof s.title === "string" ? s.title : "",
      content: s.content,
      tags,
      user_id: typeof s.userId === "string" ? s.userId : null,
    },
  };
}

/**
 * The chosen note's data (spec 2 §5 'Selected note data not found' when null): the device's copy first, else
 * what the viewer passed for that same note. undefined while the device's notes are still being read.
 */
export function findSetupNote(
  noteId: string,
  deviceNotes: readonly SetupNote[] | undefined,
  passed: SetupNote | null,
): SetupNote | null | undefined {
  if (!noteId) return null;
  const onDevice = deviceNotes?.find((n) => n.id === noteId);
  if (onDevice) return onDevice;
  if (passed?.id === noteId) return passed;
  return deviceNotes === undefined ? undefined : null;
}

/** The notice after generation when the answer-key check left questions out (issue 15); null for none. */
export function quizDroppedNotice(dropped: number | undefined): string | null {
  return dropped && dropped > 0 ? messages.quizzes.questionsDropped(dropped) : null;
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
