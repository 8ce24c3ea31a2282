import { progressDashboardSchema } from "@lectern/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withUserWrites } from "../src/db/user-writes.ts";
import { getProgressDashboard } from "../src/services/progress/dashboard.ts";
import { getSubjectPerformance, getWeakAreas, RECENT_WINDOW } from "../src/services/progress/recent.ts";
import { newSeededUser } from "./progress-fixtures.ts";
import { createTestApp } from "./support.ts";

// Subject performance (last 20 attempts per subject) and weak areas (last 10 per topic) read the user's newest
// attempts first and look further back only for the groups that window leaves short. Every figure is worked out
// by hand; each is checked with windows so small that the look-up further back does the work, and at full size.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = () => newSeededUser(t.database.db, "recent.test");
const day = (month: number, d: number) =>
  `2026-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}T10:00:00Z`;
const NOW = "2026-03-20T12:00:00Z";

describe("subject performance over each subject's last 20 attempts", () => {
  it("scores and improvement describe the last 20, whichever way the attempts are found", async () => {
    const { id, seed } = await newUser();
    // Biology (older, January): 40, 50, 60 → mean 50; improvement: newer half [60] − older half [40] = +20
    const bio = await seed.quiz(await seed.note({ title: "Cells", subject: "Biology" }));
    for (const [i, score] of [40, 50, 60].entries()) await seed.attempt(bio, day(1, i + 1), { score });
    // Mathematics (Feb 1 .. 25): 5 × 0, then 10 × 60, then 10 × 80 — 25 attempts; the last 20 are 10 × 60 and
    // 10 × 80: score 70, improvement 80 − 60 = +20. (Over all 25 it would be 56 and +42.)
    const maths = await seed.quiz(await seed.note({ title: "Algebra", subject: "Mathematics" }));
    for (let i = 0; i < 25; i++)
      await seed.attempt(maths, day(2, i + 1), { score: i < 5 ? 0 : i < 15 ? 60 : 80 });
    // Art: a quiz never tried is no subject yet
    await seed.quiz(await seed.note({ title: "Colour", subject: "Art" }));
    const expected = [
      ["Mathematics", 70, 20],
      ["Biology", 50, 20],
    ];
    const d = progressDashboardSchema.parse(
      await getProgressDashboard(t.database.db, id, "UTC", new Date(NOW)),
    );
    expect(d.subjects.map((s) => [s.subject, s.score, s.improvement])).toEqual(expected);
    // mean of the subject scores (70 + 50) / 2
    expect(d.summary.averageScore).toBe(60);
    // windows 1, 3: both subjects short, found quiz by quiz; 24, 28: Mathematics from the window, Biology further
    // back (28 attempts in all: a window of 28 is full, one of 29 holds them all)
    for (const size of [1, 3, 24, 28, 29, RECENT_WINDOW]) {
      const found = await getSubjectPerformance(t.database.db, id, size);
      expect([size, found.map((s) => [s.subject, s.score, s.improvement])]).toEqual([size, expected]);
    }
  });

  it(`a subject last studied before the user's newest ${RECENT_WINDOW} attempts still counts its own last 20`, async () => {
    const { id, seed } = await newUser();
    // Latin, in 2025: 25 attempts, 5 × 100 then 20 × 30 → score 30, improvement 0
    const latin = await seed.quiz(await seed.note({ title: "Verbs", subject: "Latin" }));
    for (let i = 0; i < 25; i++)
      await seed.attempt(latin, new Date(Date.UTC(2025, 0, 1 + i, 10)).toISOString(), {
        score: i < 5 ? 100 : 30,
      });
    // then RECENT_WINDOW + 10 Physics attempts at 50 (one statement), all newer than Latin's
    const physics = await seed.quiz(await seed.note({ title: "Waves", subject: "Physics" }));
    await withUserWrites(t.database.db, id, (tx) =>
      tx.execute(sql`insert into quiz_attempts (id, user_id, quiz_id, score, total_questions, completed_at)
        select gen_random_uuid(), ${id}::uuid, ${physics}::uuid, 50, 10,
          '2026-01-01T00:00:00Z'::timestamptz + make_interval(mins => i)
        from generate_series(1, ${RECENT_WINDOW + 10}) as i`),
    );
    const d = progressDashboardSchema.parse(
      await getProgressDashboard(t.database.db, id, "UTC", new Date(NOW)),
    );
    expect(d.subjects.map((s) => [s.subject, s.score, s.improvement])).toEqual([
      ["Physics", 50, 0],
      ["Latin", 30, 0],
    ]);
  });
});

describe("weak areas over each topic's last 10 attempts", () => {
  it("the same topics, accuracies, subjects and notes whichever way the attempts are found", async () => {
    const { id, seed } = await newUser();
    // History 'Rome' (topic Rome), oldest: 3 × 20 % of 10 → 20 %, 30 questions
    const rome = await seed.note({ title: "Rome", subject: "History", topics: ["Rome"] });
    const romeQuiz = await seed.quiz(rome);
    for (let i = 0; i < 3; i++) await seed.attempt(romeQuiz, day(1, i + 1), { score: 20 });
    // Physics 'Old' (Optics): 5 × 0 % in mid-January
    const older = await seed.note({ title: "Old", subject: "Physics", topics: ["Optics"] });
    const oldQuiz = await seed.quiz(older);
    for (let i = 0; i < 5; i++) await seed.attempt(oldQuiz, day(1, 10 + i), { score: 0 });
    // Biology 'New' (Optics, Lenses); Feb 10 .. 21: 12 attempts at 60 %, old quiz on even i, new quiz on odd i.
    // Optics: its last 10 are the 60 % ones → 60 %, 100 questions; newest (i = 11) is the new note's → Biology.
    // Lenses: the 6 of the new quiz → 60 %, 60 questions.
    const newer = await seed.note({ title: "New", subject: "Biology", topics: ["Optics", "Lenses"] });
    const newQuiz = await seed.quiz(newer);
    for (let i = 0; i < 12; i++) await seed.attempt(i % 2 ? newQuiz : oldQuiz, day(2, 10 + i), { score: 60 });
    // a note whose quiz was never tried has no weak topic
    await seed.quiz(await seed.note({ title: "Untried", subject: "Art", topics: ["Colour"] }));
    const expected = [
      { topic: "Rome", accuracy: 20, totalQuestions: 30, subject: "History", noteId: rome },
      { topic: "Lenses", accuracy: 60, totalQuestions: 60, subject: "Biology", noteId: newer },
      { topic: "Optics", accuracy: 60, totalQuestions: 100, subject: "Biology", noteId: newer },
    ];
    const d = progressDashboardSchema.parse(
      await getProgressDashboard(t.database.db, id, "UTC", new Date(NOW)),
    );
    expect(d.weakAreas).toEqual(expected);
    // 1, 5: every topic short; 12, 20: Optics from the window, Lenses and Rome further back (20 attempts in all:
    // a window of 20 is full, one of 21 holds them all)
    for (const size of [1, 5, 12, 20, 21, RECENT_WINDOW]) {
      expect([size, await getWeakAreas(t.database.db, id, size)]).toEqual([size, expected]);
    }
  });
});
