import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { readQueue } from "../db/queue";
import { createRepository } from "../db/repository";
import { readStoredQuiz } from "./reads";
import { clearAllQuizRuns, clearQuizRun, readQuizRun, writeQuizRun } from "./run-store";
import { QuizWriteError, saveQuizAttempt } from "./writes";

let db: LecternDB;
const options = () => ({ database: () => db });

beforeEach(async () => {
  db = new LecternDB(newId());
  await db.open();
});
afterEach(() => deleteUserDatabase(db));

async function makeQuiz() {
  return createRepository("quizzes", options()).save({
    title: "Quiz: Cells",
    difficulty: "medium",
    time_limit: 10,
    questions: [
      {
        id: "q1",
        type: "true-false",
        question: "Cells divide.",
        options: ["True", "False"],
        correctAnswer: "True",
      },
      { id: "q2", type: "short-answer", question: "Energy currency?", correctAnswer: "ATP" },
    ],
  });
}

describe("saveQuizAttempt (issue 15 Deliver 3: an append-only attempt through the sync queue)", () => {
  it("stores the attempt as pending and queues it, with answers by question index", async () => {
    const quiz = await makeQuiz();
    const id = newId();
    const completedAt = new Date("2026-03-01T10:00:00.000Z");
    const saved = await saveQuizAttempt(
      {
        id,
        quizId: quiz.id,
        score: 50,
        totalQuestions: 2,
        timeTakenSeconds: 61.4,
        answers: { 0: "True" },
        completedAt,
      },
      options(),
    );
    expect(saved).toMatchObject({
      id,
      quiz_id: quiz.id,
      score: 50,
      total_questions: 2,
      time_taken: 61,
      answers: { "0": "True" },
      completed_at: completedAt.toISOString(),
      user_id: db.userId,
      pending: 1,
    });
    const queued = (await readQueue(db)).filter((op) => op.type === "quiz_attempts");
    expect(queued.map((op) => [op.operation, op.data.id])).toEqual([["update", id]]);
    expect((await readStoredQuiz(db, quiz.id))?.attempts.map((a) => a.id)).toEqual([id]);
  });

  it("fails with 'Failed to save quiz results' for a quiz the device does not hold, and stores nothing", async () => {
    const attempt = saveQuizAttempt(
      {
        quizId: newId(),
        score: 0,
        totalQuestions: 1,
        timeTakenSeconds: 1,
        answers: {},
        completedAt: new Date(),
      },
      options(),
    );
    await expect(attempt).rejects.toBeInstanceOf(QuizWriteError);
    await expect(attempt).rejects.toThrow("Failed to save quiz results");
    expect(await db.records("quiz_attempts").count()).toBe(0);
  });

  it("fails with the same message when the score is out of range (validation), and queues nothing", async () => {
    const quiz = await makeQuiz();
    const before = (await readQueue(db)).length;
    await expect(
      saveQuizAttempt(
        {
          quizId: quiz.id,
          score: 101,
          totalQuestions: 2,
          timeTakenSeconds: 1,
          answers: {},
          completedAt: new Date(),
        },
        options(),
      ),
    ).rejects.toThrow("Failed to save quiz results");
    expect((await readQueue(db)).length).toBe(before);
  });
});

describe("readStoredQuiz (spec 2 §4: the device's store first)", () => {
  it("gives the quiz with its live attempts newest first; a deleted quiz or an unknown id is null", async () => {
    const quiz = await makeQuiz();
    const attempt = (score: number, at: string) =>
      saveQuizAttempt(
        {
          quizId: quiz.id,
          score,
          totalQuestions: 2,
          timeTakenSeconds: 5,
          answers: {},
          completedAt: new Date(at),
        },
        options(),
      );
    const older = await attempt(0, "2026-03-01T10:00:00.000Z");
    const newer = await attempt(100, "2026-03-02T10:00:00.000Z");
    const stored = await readStoredQuiz(db, quiz.id);
    expect(stored?.quiz.title).toBe("Quiz: Cells");
    expect(stored?.attempts.map((a) => a.id)).toEqual([newer.id, older.id]);

    expect(await readStoredQuiz(db, newId())).toBeNull();
    await createRepository("quizzes", options()).remove(quiz.id);
    expect(await readStoredQuiz(db, quiz.id)).toBeNull();
  });
});

describe("the quiz run kept on the device (issue 15: the timer survives a reload)", () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      key: (i: number) => [...map.keys()][i] ?? null,
      get length() {
        return map.size;
      },
    };
  };

  it("keeps the start time, answers, flags and position per user and quiz, and forgets them when asked", () => {
    const store = memory();
    const run = {
      startedAt: 1_000,
      totalSeconds: 600,
      answers: { 0: "True", 3: "ATP" },
      flagged: [3],
      index: 3,
    };
    writeQuizRun("ada", "quiz-1", run, store);
    expect(readQuizRun("ada", "quiz-1", store)).toEqual(run);
    expect(readQuizRun("eve", "quiz-1", store)).toBeNull();
    expect(readQuizRun("ada", "quiz-2", store)).toBeNull();
    clearQuizRun("ada", "quiz-1", store);
    expect(readQuizRun("ada", "quiz-1", store)).toBeNull();
  });

  it("ignores what it did not write: bad JSON, a missing start, bad answers and flags", () => {
    const store = memory();
    store.setItem("lectern.quiz-run.ada.q", "{not json");
    expect(readQuizRun("ada", "q", store)).toBeNull();
    store.setItem("lectern.quiz-run.ada.q", JSON.stringify({ totalSeconds: 60 }));
    expect(readQuizRun("ada", "q", store)).toBeNull();
    store.setItem(
      "lectern.quiz-run.ada.q",
      JSON.stringify({
        startedAt: 5,
        totalSeconds: 60,
        answers: { x: "a", 1: 2, 2: "b" },
        flagged: [-1, 1.5, 2],
        index: -3,
      }),
    );
    expect(readQuizRun("ada", "q", store)).toEqual({
      startedAt: 5,
      totalSeconds: 60,
      answers: { 2: "b" },
      flagged: [2],
      index: 0,
    });
  });

  it("sign-out forgets every user's runs and nothing else", () => {
    const store = memory();
    writeQuizRun("ada", "q", { startedAt: 1, totalSeconds: 60, answers: {}, flagged: [], index: 0 }, store);
    writeQuizRun("eve", "q", { startedAt: 1, totalSeconds: 60, answers: {}, flagged: [], index: 0 }, store);
    store.setItem("lectern.theme", "dark");
    clearAllQuizRuns(store);
    expect(store.length).toBe(1);
    expect(store.getItem("lectern.theme")).toBe("dark");
  });
});
