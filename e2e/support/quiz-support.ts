import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { pushAs, seedNotes } from "../notes-support.ts";

// What the quiz-taking tests share (issue 15): a note and a quiz pushed through the sync API as another device of
// the signed-in user would make them (so the spec does not depend on generation), the server's attempts as a
// second device would pull them, and the screen's parts.

export const PASSAGES = [
  "Mitochondria produce most of the cell's supply of ATP through cellular respiration.",
  "The nucleus holds the cell's DNA and controls gene expression.",
  "Ribosomes build proteins by reading messenger RNA.",
  "The cell membrane is a lipid bilayer that controls what enters and leaves the cell.",
  "Chloroplasts carry out photosynthesis in plant cells.",
  "Lysosomes break down waste with digestive enzymes.",
  "The Golgi apparatus packages proteins for transport.",
];

/** Seven questions of all three types, each grounded in a passage of the note; keys in `KEYS`. */
export const QUESTIONS = [
  mc("q1", "What do mitochondria mainly produce?", ["ATP", "DNA", "Glucose", "Oxygen"], "ATP", 0),
  tf("q2", "The nucleus holds the cell's DNA.", "True", 1),
  mc("q3", "What do ribosomes build?", ["Lipids", "Proteins", "Sugars", "Water"], "Proteins", 2),
  tf("q4", "The cell membrane is a single layer of protein.", "False", 3),
  mc(
    "q5",
    "Where does photosynthesis happen?",
    ["Nucleus", "Ribosome", "Chloroplast", "Vacuole"],
    "Chloroplast",
    4,
  ),
  sa("q6", "What do lysosomes use to break down waste?", "digestive enzymes", 5),
  sa("q7", "Which organelle packages proteins for transport?", "Golgi apparatus", 6),
];
export const KEYS = QUESTIONS.map((q) => q.correctAnswer);

function mc(id: string, question: string, options: string[], correctAnswer: string, passage: number) {
  return {
    id,
    type: "multiple-choice",
    question,
    options,
    correctAnswer,
    explanation: `Explained: ${correctAnswer}.`,
    source: PASSAGES[passage],
  };
}
function tf(id: string, question: string, correctAnswer: string, passage: number) {
  return {
    id,
    type: "true-false",
    question,
    options: ["True", "False"],
    correctAnswer,
    source: PASSAGES[passage],
  };
}
function sa(id: string, question: string, correctAnswer: string, passage: number) {
  return { id, type: "short-answer", question, options: [], correctAnswer, source: PASSAGES[passage] };
}

/** A note of the passages and a quiz on it (time limit `minutes`), with `earlierScores` attempts made before. */
export async function seedQuiz(page: Page, { minutes = 10, earlierScores = [] as number[] } = {}) {
  const [note] = await seedNotes(page, [
    { title: "Cell biology", content: PASSAGES.join("\n\n"), tags: ["cells"] },
  ]);
  const noteId = (note as { id: string }).id;
  const quizId = randomUUID();
  const day = 86_400_000;
  const results = await pushAs(page, [
    {
      type: "quizzes",
      data: {
        id: quizId,
        note_id: noteId,
        title: "Quiz: Cell biology",
        questions: QUESTIONS,
        time_limit: minutes,
        difficulty: "medium",
      },
    },
    ...earlierScores.map((score, i) => ({
      type: "quiz_attempts",
      data: {
        id: randomUUID(),
        quiz_id: quizId,
        score,
        total_questions: QUESTIONS.length,
        time_taken: 120 + i,
        answers: {},
        completed_at: new Date(Date.now() - (earlierScores.length - i) * day).toISOString(),
      },
    })),
  ]);
  expect(results.map((r) => r.reason ?? r.status)).toEqual(results.map(() => "applied"));
  return { noteId, quizId };
}

/** The user's live quiz attempts on the server, as another device would pull them. */
export async function serverAttempts(page: Page, quizId: string) {
  const res = await page.context().request.get(`/api/quizzes/${quizId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { attempts: Record<string, unknown>[] }).attempts;
}

export const position = (page: Page) => page.getByTestId("quiz-position");
export const timeLeft = (page: Page) => page.getByTestId("quiz-time-left");
export const option = (page: Page, name: string) =>
  page.getByTestId("quiz-option").filter({ hasText: new RegExp(`^\\d${name}$`) });
export const jump = (page: Page, n: number) =>
  page.getByTestId("quiz-jump").filter({ hasText: new RegExp(`^${n}$`) });

/** Opens the quiz and waits for its first question. */
export async function openQuiz(page: Page, quizId: string) {
  await page.goto(`/quiz/${quizId}`);
  await expect(page.getByRole("heading", { name: "Quiz: Cell biology", level: 1 })).toBeVisible({
    timeout: 20_000,
  });
}

/** Answers every question with its key, through the buttons and the short-answer field, ending on the last. */
export async function answerAllRight(page: Page) {
  for (const [i, question] of QUESTIONS.entries()) {
    await expect(position(page)).toHaveText(`Question ${i + 1} of ${QUESTIONS.length}`);
    if (question.type === "short-answer")
      await page.getByTestId("quiz-short-answer").fill(question.correctAnswer);
    else await option(page, question.correctAnswer).click();
    if (i < QUESTIONS.length - 1) await page.getByRole("button", { name: "Next" }).click();
  }
}

/** Submit on the last question, then the confirm's Submit quiz. */
export async function submitQuiz(page: Page) {
  await page.getByTestId("quiz-submit").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Submit quiz" }).click();
  await expect(page.getByTestId("quiz-results")).toBeVisible();
}
