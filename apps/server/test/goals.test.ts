import { randomUUID } from "node:crypto";
import { homeDataSchema, progressDashboardSchema, studyGoalSchema } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getProgressDashboard } from "../src/services/progress/dashboard.ts";
import { deleteGoal } from "../src/services/progress/goals.ts";
import { getHomeData } from "../src/services/progress/home.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { newSeededUser } from "./progress-fixtures.ts";
import { latest, pullAll } from "./study-support.ts";
import { readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

const newUser = () => newSeededUser(t.database.db, "goals.test");

describe("goal current values (now: Wednesday 2026-03-04 12:00 UTC)", () => {
  it("each type and period counts real activity inside its window; custom goals keep their stored value", async () => {
    const { id, seed } = await newUser();
    const other = await newUser();
    // study: today 1800 s + a 120 s quiz; Monday 600 s; 20 February 1200 s
    await seed.session("2026-03-04T08:00:00Z", { seconds: 1800 });
    await seed.session("2026-03-02T08:00:00Z", { seconds: 600 });
    await seed.session("2026-02-20T08:00:00Z", { seconds: 1200 });
    const quiz = await seed.quiz(null);
    await seed.attempt(quiz, "2026-03-04T09:00:00Z", { score: 80, seconds: 120 });
    await seed.attempt(quiz, "2026-03-01T09:00:00Z", { score: 40 }); // Sunday: last week, this month
    await seed.attempt(quiz, "2026-03-04T09:30:00Z", { score: 0, deleted: true });
    // notes: 2 today, 1 on Tuesday, 1 in February
    for (const at of [
      "2026-03-04T07:00:00Z",
      "2026-03-04T07:30:00Z",
      "2026-03-03T07:00:00Z",
      "2026-02-27T07:00:00Z",
    ])
      await seed.note({ at });
    // reviews: 3 today, 2 on Monday, 4 in February
    const card = await seed.card();
    for (const at of [
      "2026-03-04T06:00:00Z",
      "2026-03-04T06:01:00Z",
      "2026-03-04T06:02:00Z",
      "2026-03-02T06:00:00Z",
      "2026-03-02T06:01:00Z",
      ...["10", "11", "12", "13"].map((d) => `2026-02-${d}T06:00:00Z`),
    ])
      await seed.review(card, at);
    // another user's activity counts for nobody else
    await other.seed.session("2026-03-04T08:00:00Z", { seconds: 9000 });

    const goal = (title: string, fields: Record<string, unknown>) => seed.goal({ title, ...fields });
    const ids = {
      study: await goal("daily study", {
        goalType: "study_time",
        period: "daily",
        target: 30,
        unit: "minutes",
      }),
      notes: await goal("weekly notes", {
        goalType: "notes_created",
        period: "weekly",
        target: 5,
        unit: "notes",
      }),
      quizzes: await goal("monthly quizzes", { goalType: "quizzes_taken", period: "monthly", target: 2 }),
      reviews: await goal("daily reviews", { goalType: "flashcards_reviewed", period: "daily", target: 3 }),
      score: await goal("weekly score", { goalType: "quiz_score", period: "weekly", target: 90, unit: "%" }),
      monthReviews: await goal("monthly reviews", {
        goalType: "flashcards_reviewed",
        period: "monthly",
        target: 100,
      }),
      custom: await goal("pages read", { goalType: "custom", period: "custom", target: 10, current: 4 }),
      window: await goal("february study", {
        goalType: "study_time",
        period: "custom",
        target: 30,
        start: "2026-02-15T00:00:00Z",
        end: "2026-03-02T23:59:59.999Z",
      }),
    };
    await goal("paused", { goalType: "notes_created", period: "daily", target: 1, active: false });
    const gone = await goal("deleted", { goalType: "notes_created", period: "daily", target: 1 });
    expect(await deleteGoal(t.database.db, id, gone)).toBe(true);
    await other.seed.goal({ title: "theirs", goalType: "notes_created", period: "daily", target: 1 });

    const d = progressDashboardSchema.parse(
      await getProgressDashboard(t.database.db, id, "UTC", new Date("2026-03-04T12:00:00Z")),
    );
    const byId = Object.fromEntries(d.goals.map((g) => [g.id, [g.current, g.isCompleted]]));
    expect(byId).toEqual({
      [ids.study]: [32, true], // (1800 + 120) s today = 32 min ≥ 30
      [ids.notes]: [3, false], // Tue + 2 today (Monday–Sunday week)
      [ids.quizzes]: [2, true], // 1 March and today (the deleted attempt is not counted)
      [ids.reviews]: [3, true],
      [ids.score]: [80, false], // this week only today's 80 (the Sunday 40 was last week)
      [ids.monthReviews]: [5, false],
      [ids.custom]: [4, false],
      [ids.window]: [30, true], // 20 Feb 1200 s + Mon 2 Mar 600 s = 30 min; today is after its end
    });
    const h = homeDataSchema.parse(
      await getHomeData(t.database.db, id, "UTC", new Date("2026-03-04T12:00:00Z")),
    );
    // today's goals: every active goal whose window holds today (the February custom goal has ended)
    expect(h.todaysGoals.map((g) => g.id).sort()).toEqual(
      Object.entries(ids)
        .filter(([key]) => key !== "window")
        .map(([, goalId]) => goalId)
        .sort(),
    );
  });
});

describe("goal endpoints", () => {
  const form = { title: "Custom goal", goalType: "custom", targetValue: 10, unit: "pages", period: "custom" };

  it("a custom end date is the end of that day in the device's zone; other periods have none", async () => {
    const ann = await signedInBrowser(t.app, t.smtp, "ann@goals.test");
    // 10 March 2026 in New York is EDT (UTC-4, from 8 March): its last instant is 2026-03-11T03:59:59.999Z
    const res = await ann.call("/api/goals?tz=America/New_York", {
      body: { ...form, endDate: "2026-03-10", currentValue: 12 },
    });
    expect(res.status).toBe(201);
    const { goal } = await readJson(res);
    expect(studyGoalSchema.parse(goal)).toMatchObject({
      goal: "Custom goal",
      goalType: "custom",
      unit: "pages",
      period: "custom",
      endDate: "2026-03-11T03:59:59.999Z",
      current: 12,
      target: 10,
      isCompleted: true,
    });
    const daily = await ann.call("/api/goals?tz=America/New_York", {
      body: { ...form, goalType: "notes_created", period: "daily", endDate: "2026-03-10", currentValue: 7 },
    });
    // the end date only belongs to the custom period; an activity goal's value is counted, never sent
    expect((await readJson(daily)).goal).toMatchObject({ endDate: null, current: 0, isCompleted: false });
  });

  it("writes reach the user's devices by pull (server_seq stamped), delete as a tombstone", async () => {
    const ben = await signedInBrowser(t.app, t.smtp, "ben@goals.test");
    const { cursor } = await pullAll(ben);
    const created = (await readJson(await ben.call("/api/goals?tz=UTC", { body: form }))).goal;
    const afterCreate = await pullAll(ben, cursor);
    expect(latest(afterCreate.changes, "user_goals", (r) => r.id === created.id)).toMatchObject({
      title: "Custom goal",
      goal_type: "custom",
      target_value: 10,
      unit: "pages",
      deleted_at: null,
    });
    const patched = await ben.call(`/api/goals/${created.id}?tz=UTC`, {
      method: "PATCH",
      body: { ...form, title: "Read pages", currentValue: 3 },
    });
    expect((await readJson(patched)).goal).toMatchObject({ goal: "Read pages", current: 3 });
    const afterPatch = await pullAll(ben, afterCreate.cursor);
    expect(latest(afterPatch.changes, "user_goals", (r) => r.id === created.id)).toMatchObject({
      title: "Read pages",
      current_value: 3,
    });
    expect((await ben.call(`/api/goals/${created.id}`, { method: "DELETE" })).status).toBe(200);
    const afterDelete = await pullAll(ben, afterPatch.cursor);
    expect(latest(afterDelete.changes, "user_goals", (r) => r.id === created.id).deleted_at).toBeTruthy();
    // a deleted goal is gone from the dashboard and cannot be edited
    const dash = (await readJson(await ben.call("/api/progress?tz=UTC"))).dashboard;
    expect(dash.goals).toEqual([]);
    const again = await ben.call(`/api/goals/${created.id}?tz=UTC`, { method: "PATCH", body: form });
    expect(again.status).toBe(404);
  });

  it("refuses bad bodies, ids and zones with 400 JSON, and signed-out callers with 401", async () => {
    const cat = await signedInBrowser(t.app, t.smtp, "cat@goals.test");
    expect((await cat.call("/api/goals?tz=Nowhere/Land", { body: form })).status).toBe(400);
    expect((await cat.call("/api/goals", { body: form })).status).toBe(400);
    const malformed = await cat.call("/api/goals?tz=UTC", {
      method: "POST",
      body: undefined,
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    for (const body of [{ ...form, targetValue: 1e12 }, { ...form, currentValue: -1 }, [], null, "goal"]) {
      const res = await cat.call("/api/goals?tz=UTC", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await readJson(res)).error).toBe("string");
    }
    expect((await cat.call(`/api/goals/123?tz=UTC`, { method: "PATCH", body: form })).status).toBe(400);
    expect(
      (await cat.call(`/api/goals/${randomUUID()}?tz=UTC`, { method: "PATCH", body: form })).status,
    ).toBe(404);
    expect((await cat.call(`/api/goals/${randomUUID()}`, { method: "DELETE" })).status).toBe(404);
    expect((await t.app.request("/api/goals?tz=UTC", { method: "POST" })).status).toBe(401);
  });
});
