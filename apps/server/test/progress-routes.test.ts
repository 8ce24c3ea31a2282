import { goalPayloadSchema, homeDataSchema, progressDashboardSchema, studyGoalSchema } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { seeder } from "./progress-fixtures.ts";
import { readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

const TZ = "Europe/Berlin";

describe("GET /api/progress and /api/home", () => {
  it("answer the contract's shapes for a user with activity", async () => {
    const ada = await signedInBrowser(t.app, t.smtp, "ada@progress.test");
    const seed = seeder(t.database.db, ada.userId);
    const now = new Date().toISOString();
    const noteId = await seed.note({ title: "Cells", subject: "Biology", topics: ["Mitosis"], at: now });
    const quizId = await seed.quiz(noteId, "Quiz: Cells");
    await seed.attempt(quizId, now, { score: 40, total: 10, seconds: 300 });
    const card = await seed.card({ noteId, front: "What is mitosis?" });
    await seed.review(card, now);
    await seed.schedule(card, now);
    await seed.session(now, { seconds: 600, deckId: noteId, cards: 3 });

    const res = await ada.call(`/api/progress?tz=${encodeURIComponent(TZ)}`);
    expect(res.status).toBe(200);
    const { dashboard } = await readJson(res);
    const parsed = progressDashboardSchema.parse(dashboard);
    expect(parsed.summary.weekQuizzes).toBe(1);
    expect(parsed.summary.totalStudyMinutes).toBe(15);
    expect(parsed.subjects).toEqual([
      { subject: "Biology", score: 40, improvement: 0, color: expect.any(String) },
    ]);
    expect(parsed.weakAreas).toEqual([
      { topic: "Mitosis", accuracy: 40, totalQuestions: 10, subject: "Biology", noteId },
    ]);
    expect(parsed.upcomingReviews).toHaveLength(1);

    const homeRes = await ada.call(`/api/home?tz=${encodeURIComponent(TZ)}`);
    expect(homeRes.status).toBe(200);
    const home = homeDataSchema.parse((await readJson(homeRes)).home);
    expect(home.stats).toEqual({ studyMinutes: 15, notesCreated: 1, averageQuizScore: 40 });
    expect(home.recentActivity.map((a) => a.kind).sort()).toEqual(["note", "quiz", "study"]);
    expect(home.dueCards).toBe(1);
  });

  it("refuse a signed-out caller with 401 and a bad or missing tz with 400 JSON", async () => {
    expect((await t.app.request("/api/progress?tz=UTC")).status).toBe(401);
    expect((await t.app.request("/api/home?tz=UTC")).status).toBe(401);
    const bob = await signedInBrowser(t.app, t.smtp, "bob@progress.test");
    for (const path of ["/api/progress", "/api/home"]) {
      for (const query of ["", "?tz=", "?tz=Mars/Olympus", "?tz=%00", `?tz=${"A".repeat(100)}`]) {
        const res = await bob.call(`${path}${query}`);
        expect(res.status, `${path}${query}`).toBe(400);
        expect((await readJson(res)).error).toMatch(/tz/);
      }
    }
  });
});

describe("goal endpoints", () => {
  const form = {
    title: "Daily study: 30 minutes",
    goalType: "study_time",
    targetValue: 30,
    unit: "minutes",
    period: "daily",
  };

  it("create, update and delete a goal; another user's goal is 404 like a missing one", async () => {
    const cy = await signedInBrowser(t.app, t.smtp, "cy@goals.test");
    const dee = await signedInBrowser(t.app, t.smtp, "dee@goals.test");
    expect(goalPayloadSchema.safeParse(form).success).toBe(true);
    const created = await cy.call(`/api/goals?tz=${TZ}`, { body: form });
    expect(created.status).toBe(201);
    const { goal } = await readJson(created);
    expect(studyGoalSchema.parse(goal)).toMatchObject({
      goal: form.title,
      target: 30,
      current: 0,
      isCompleted: false,
    });

    const patched = await cy.call(`/api/goals/${goal.id}?tz=${TZ}`, {
      method: "PATCH",
      body: { ...form, targetValue: 45 },
    });
    expect(patched.status).toBe(200);
    expect((await readJson(patched)).goal.target).toBe(45);

    expect((await dee.call(`/api/goals/${goal.id}?tz=${TZ}`, { method: "PATCH", body: form })).status).toBe(
      404,
    );
    expect((await dee.call(`/api/goals/${goal.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await cy.call(`/api/goals/not-a-uuid`, { method: "DELETE" })).status).toBe(400);

    const deleted = await cy.call(`/api/goals/${goal.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted)).toEqual({ ok: true });
    expect((await cy.call(`/api/goals/${goal.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("answers 400 with the goal form's messages for an invalid body", async () => {
    const eve = await signedInBrowser(t.app, t.smtp, "eve@goals.test");
    const cases: Array<[unknown, RegExp]> = [
      [{ ...form, title: "" }, /Title is required/],
      [{ ...form, targetValue: 0 }, /Target must be at least 1/],
      [{ ...form, targetValue: "ten" }, /Target must be at least 1/],
      [{ ...form, unit: " " }, /Unit is required/],
      [{ ...form, goalType: "sleep" }, /goalType/],
      [{ ...form, period: "yearly" }, /period/],
    ];
    for (const [body, message] of cases) {
      const res = await eve.call(`/api/goals?tz=${TZ}`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(res)).error).toMatch(message);
    }
  });
});
