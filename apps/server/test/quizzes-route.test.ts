import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { readJson } from "./support.ts";

// GET /api/quizzes/:id (issue 15, spec 2 §4 quiz loading): the owner's quiz with its attempts, newest first;
// another user's quiz answers exactly like a missing one (DESIGN §3) with the spec's text (spec 1 §8).

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;
let eve: Awaited<ReturnType<typeof signedInBrowser>>;
beforeAll(async () => {
  t = await startAuthTestApp();
  ada = await signedInBrowser(t.app, t.smtp, "ada@quizzes.test");
  eve = await signedInBrowser(t.app, t.smtp, "eve@quizzes.test");
});
afterAll(() => t.close());

const iso = (ms = 0) => new Date(Date.now() + ms).toISOString();

async function push(who: typeof ada, type: string, data: Record<string, unknown>) {
  const at = iso();
  const res = await who.call("/api/sync/push", {
    body: {
      ops: [
        {
          id: randomUUID(),
          type,
          operation: "update",
          timestamp: at,
          data: { user_id: who.userId, created_at: at, updated_at: at, ...data },
        },
      ],
    },
  });
  expect(res.status).toBe(200);
  const { results } = (await readJson(res)) as { results: { status: string; reason?: string }[] };
  return results[0];
}

async function adaQuiz() {
  const id = randomUUID();
  const saved = await push(ada, "quizzes", {
    id,
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
    ],
  });
  expect(saved?.status).toBe("applied");
  return id;
}

const attempt = (quizId: string, score: number, completedAt: string) => ({
  id: randomUUID(),
  quiz_id: quizId,
  score,
  total_questions: 1,
  time_taken: 30,
  answers: { "0": score ? "True" : "False" },
  completed_at: completedAt,
});

describe("GET /api/quizzes/:id", () => {
  it("gives the owner the quiz and its attempts, newest first, and no other quiz's attempts", async () => {
    const id = await adaQuiz();
    const older = attempt(id, 0, iso(-60_000));
    const newer = attempt(id, 100, iso());
    expect((await push(ada, "quiz_attempts", older))?.status).toBe("applied");
    expect((await push(ada, "quiz_attempts", newer))?.status).toBe("applied");
    // Another quiz's attempt stays out.
    const other = await adaQuiz();
    expect((await push(ada, "quiz_attempts", attempt(other, 100, iso())))?.status).toBe("applied");

    const res = await ada.call(`/api/quizzes/${id}`);
    expect(res.status).toBe(200);
    const body = (await readJson(res)) as {
      quiz: Record<string, unknown>;
      attempts: Record<string, unknown>[];
    };
    expect(body.quiz).toMatchObject({ id, title: "Quiz: Cells", user_id: ada.userId, time_limit: 10 });
    expect(body.attempts.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(body.attempts[0]).toMatchObject({ quiz_id: id, score: 100, answers: { "0": "True" } });
  });

  it("answers another user exactly as for a missing quiz, and an invalid id as not found", async () => {
    const id = await adaQuiz();
    const missing = randomUUID();
    for (const asked of [id, missing, "not-a-uuid"]) {
      const res = await eve.call(`/api/quizzes/${asked}`);
      expect(res.status).toBe(404);
      expect(await readJson(res)).toEqual({ error: `Quiz not found or access denied: ${asked}` });
    }
  });

  it("refuses a signed-out caller", async () => {
    const res = await t.app.request(`/api/quizzes/${randomUUID()}`);
    expect(res.status).toBe(401);
  });
});

describe("an attempt for another user's quiz (spec 1 §6, §8)", () => {
  it("is refused with the spec's message and never stored", async () => {
    const id = await adaQuiz();
    const theirs = attempt(id, 100, iso());
    const result = await push(eve, "quiz_attempts", theirs);
    expect(result).toMatchObject({
      status: "rejected",
      reason: "Quiz not found or access denied. You can only save attempts for your own quizzes.",
    });
    const res = await ada.call(`/api/quizzes/${id}`);
    expect(((await readJson(res)) as { attempts: unknown[] }).attempts).toEqual([]);
  });
});
