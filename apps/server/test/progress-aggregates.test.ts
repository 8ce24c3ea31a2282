import { homeDataSchema, progressDashboardSchema } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getProgressDashboard } from "../src/services/progress/dashboard.ts";
import { getHomeData } from "../src/services/progress/home.ts";
import { newSeededUser } from "./progress-fixtures.ts";
import { createTestApp } from "./support.ts";

// Every figure below is worked out by hand from the pinned instants in the comments; the services take `now`.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newUser = () => newSeededUser(t.database.db, "progress.test");
const dashboard = async (userId: string, tz: string, now: string) =>
  progressDashboardSchema.parse(await getProgressDashboard(t.database.db, userId, tz, new Date(now)));
const home = async (userId: string, tz: string, now: string) =>
  homeDataSchema.parse(await getHomeData(t.database.db, userId, tz, new Date(now)));
const byDay = (d: Awaited<ReturnType<typeof dashboard>>) =>
  Object.fromEntries(d.weekly.map((day) => [day.day, [day.studyTime, day.notes, day.quizzes]]));

describe("weekly progress", () => {
  it("an empty user: 7 zero days Monday first, empty lists, zero tiles", async () => {
    const { id } = await newUser();
    const d = await dashboard(id, "UTC", "2026-03-04T12:00:00Z");
    expect(d.today).toBe("2026-03-04");
    expect(d.weekly.map((day) => `${day.day} ${day.date}`)).toEqual([
      "Mon 2026-03-02",
      "Tue 2026-03-03",
      "Wed 2026-03-04",
      "Thu 2026-03-05",
      "Fri 2026-03-06",
      "Sat 2026-03-07",
      "Sun 2026-03-08",
    ]);
    expect(d.weekly.every((day) => day.studyTime === 0 && day.notes === 0 && day.quizzes === 0)).toBe(true);
    expect(d.summary).toEqual({
      weekStudyMinutes: 0,
      weekNotes: 0,
      weekQuizzes: 0,
      averageScore: null,
      cardsDue: 0,
      streakDays: 0,
      totalStudyMinutes: 0,
      totalReviews: 0,
    });
    expect([d.subjects, d.weakAreas, d.upcomingReviews, d.goals, d.heatmap.days]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(d.heatmap).toMatchObject({ from: "2025-03-05", to: "2026-03-04" });
    const h = await home(id, "UTC", "2026-03-04T12:00:00Z");
    expect(h).toEqual({
      stats: { studyMinutes: 0, notesCreated: 0, averageQuizScore: null },
      recentActivity: [],
      todaysGoals: [],
      dueCards: 0,
    });
  });

  it("week boundaries in Europe/Berlin: Sunday 23:30 is last week, Monday 00:30 this week; tombstones and other users not counted", async () => {
    const { id, seed } = await newUser();
    const other = await newUser();
    // now: Wednesday 2026-03-04 13:00 CET (UTC+1); the week is Mon 2026-03-02 00:00 CET = 2026-03-01T23:00Z ..
    await seed.session("2026-03-01T22:30:00Z", { seconds: 600 }); // Sun 01 23:30 CET: last week
    await seed.session("2026-03-01T23:30:00Z", { seconds: 1800 }); // Mon 02 00:30 CET: 0.5 h
    await seed.session("2026-03-02T10:00:00Z", { seconds: 3600, deleted: true }); // tombstone
    const quiz = await seed.quiz(null);
    await seed.attempt(quiz, "2026-03-08T22:30:00Z", { seconds: 360 }); // Sun 08 23:30 CET: 0.1 h, 1 quiz
    await seed.attempt(quiz, "2026-03-08T23:30:00Z", { seconds: 360 }); // Mon 09 00:30 CET: next week
    await seed.note({ at: "2026-03-04T10:00:00Z" }); // Wed
    await seed.note({ at: "2026-03-04T10:00:00Z", deleted: true });
    await other.seed.session("2026-03-02T10:00:00Z", { seconds: 7200 });
    await other.seed.note({ at: "2026-03-03T10:00:00Z" });

    const d = await dashboard(id, "Europe/Berlin", "2026-03-04T12:00:00Z");
    expect(byDay(d)).toEqual({
      Mon: [0.5, 0, 0],
      Tue: [0, 0, 0],
      Wed: [0, 1, 0],
      Thu: [0, 0, 0],
      Fri: [0, 0, 0],
      Sat: [0, 0, 0],
      Sun: [0.1, 0, 1],
    });
    // (1800 + 360) s = 36 min this week; all time adds the Sunday-before session and the next-Monday attempt
    expect(d.summary).toMatchObject({ weekStudyMinutes: 36, weekNotes: 1, weekQuizzes: 1 });
    expect(d.summary.totalStudyMinutes).toBe((600 + 1800 + 360 + 360) / 60);
  });

  it("the same UTC instant is Thursday in Asia/Tokyo and Wednesday in America/Los_Angeles", async () => {
    const { id, seed } = await newUser();
    const card = await seed.card();
    // 2026-03-04T20:00Z = Thu 05:00 in Tokyo (UTC+9), Wed 12:00 in Los Angeles (UTC-8, before 8 March)
    await seed.session("2026-03-04T20:00:00Z", { seconds: 3600 });
    await seed.review(card, "2026-03-04T20:00:00Z");
    const now = "2026-03-05T06:00:00Z"; // Thu 15:00 Tokyo, Wed 22:00 Los Angeles
    const tokyo = await dashboard(id, "Asia/Tokyo", now);
    expect(tokyo.today).toBe("2026-03-05");
    expect(byDay(tokyo).Thu).toEqual([1, 0, 0]);
    expect(byDay(tokyo).Wed).toEqual([0, 0, 0]);
    expect(tokyo.heatmap.days).toEqual([{ date: "2026-03-05", reviews: 1 }]);
    expect(tokyo.summary.streakDays).toBe(1);
    const la = await dashboard(id, "America/Los_Angeles", now);
    expect(la.today).toBe("2026-03-04");
    expect(byDay(la).Wed).toEqual([1, 0, 0]);
    expect(byDay(la).Thu).toEqual([0, 0, 0]);
    expect(la.heatmap.days).toEqual([{ date: "2026-03-04", reviews: 1 }]);
  });

  it("a daylight-saving day (Europe/Berlin, Sunday 2026-03-29, 23 hours) keeps its hours; the streak counts days", async () => {
    const { id, seed } = await newUser();
    // the week is Mon 23 (2026-03-22T23:00Z) .. Sun 29 ending at Mon 30 00:00 CEST = 2026-03-29T22:00Z
    await seed.session("2026-03-27T22:30:00Z", { seconds: 3600 }); // Fri 23:30 CET
    await seed.session("2026-03-28T22:30:00Z", { seconds: 3600 }); // Sat 23:30 CET
    await seed.session("2026-03-28T23:30:00Z", { seconds: 3600 }); // Sun 00:30 CET
    await seed.session("2026-03-29T21:45:00Z", { seconds: 3600 }); // Sun 23:45 CEST
    await seed.session("2026-03-29T22:15:00Z", { seconds: 3600 }); // Mon 30 00:15 CEST: next week (+1 h would say Sun)
    const d = await dashboard(id, "Europe/Berlin", "2026-03-29T21:50:00Z");
    expect(d.today).toBe("2026-03-29");
    expect(byDay(d)).toMatchObject({ Fri: [1, 0, 0], Sat: [1, 0, 0], Sun: [2, 0, 0] });
    expect(d.summary.weekStudyMinutes).toBe(240);
    // Sun (today), Sat, Fri; Thursday has nothing
    expect(d.summary.streakDays).toBe(3);
    // a day without study yet does not break the streak: on Monday morning it still counts Fri..Sun
    const monday = await dashboard(id, "Europe/Berlin", "2026-03-30T05:00:00Z");
    expect(monday.weekly[0]).toEqual({ day: "Mon", date: "2026-03-30", studyTime: 1, notes: 0, quizzes: 0 });
    expect(monday.summary.streakDays).toBe(4);
    const tuesday = await dashboard(id, "Europe/Berlin", "2026-03-31T05:00:00Z");
    expect(tuesday.summary.streakDays).toBe(4);
    const wednesday = await dashboard(id, "Europe/Berlin", "2026-04-01T05:00:00Z");
    expect(wednesday.summary.streakDays).toBe(0);
  });
});

describe("subjects, weak areas and upcoming reviews", () => {
  it("subject scores and improvement, weak topics over the last 10 attempts (< 70, at most 5, weakest first)", async () => {
    const { id, seed } = await newUser();
    const other = await newUser();
    const minute = (n: number) => new Date(Date.parse("2026-02-01T00:00:00Z") + n * 60_000).toISOString();
    // Biology 'Cells' (topic Mitosis): 2 × 100 then 10 × 50 → last 10 = 50 %; mean 700/12 = 58.3 → 58;
    // improvement: newer 6 mean 50 − older 6 mean (100+100+50×4)/6 = 66.7 → −17
    const cells = await seed.note({ title: "Cells", subject: "Biology", topics: ["Mitosis"] });
    const cellsQuiz = await seed.quiz(cells);
    for (let i = 0; i < 12; i++)
      await seed.attempt(cellsQuiz, minute(i), { score: i < 2 ? 100 : 50, total: 10 });
    // Chemistry 'Atoms' (tags atoms, bonds): 80 % of 5 then 60 % of 20 → (4 + 12) / 25 = 64 %; mean 70; −20
    const atoms = await seed.note({ title: "Atoms", subject: "Chemistry", tags: ["atoms", "bonds"] });
    const atomsQuiz = await seed.quiz(atoms);
    await seed.attempt(atomsQuiz, minute(20), { score: 80, total: 5 });
    await seed.attempt(atomsQuiz, minute(21), { score: 60, total: 20 });
    // Physics 'Waves' (no topics, no tags: the title): 90 %, not weak; a deleted 0 % attempt is not counted
    const waves = await seed.note({ title: "Waves", subject: "Physics" });
    const wavesQuiz = await seed.quiz(waves);
    await seed.attempt(wavesQuiz, minute(30), { score: 90, total: 10 });
    await seed.attempt(wavesQuiz, minute(31), { score: 0, total: 10, deleted: true });
    // History 'Rome' (topics T1, T2, T3): 10 % → three weak topics
    const rome = await seed.note({ title: "Rome", subject: "History", topics: ["T1", "T2", "T3"] });
    await seed.attempt(await seed.quiz(rome), minute(40), { score: 10, total: 10 });
    // a quiz without a note counts as General
    await seed.attempt(await seed.quiz(null), minute(50), { score: 30, total: 10 });
    // another user's weak topic is never seen
    const theirs = await other.seed.note({ title: "Theirs", subject: "Biology", topics: ["Mitosis"] });
    await other.seed.attempt(await other.seed.quiz(theirs), minute(60), { score: 0, total: 10 });

    const d = await dashboard(id, "UTC", "2026-03-04T12:00:00Z");
    expect(d.subjects.map((s) => [s.subject, s.score, s.improvement])).toEqual([
      ["Physics", 90, 0],
      ["Chemistry", 70, -20],
      ["Biology", 58, -17],
      ["General", 30, 0],
      ["History", 10, 0],
    ]);
    expect(d.subjects.every((s) => /^#[0-9a-f]{6}$/i.test(s.color) || s.color.length > 0)).toBe(true);
    // mean of the subject scores (90 + 70 + 58 + 30 + 10) / 5 = 51.6 → 52
    expect(d.summary.averageScore).toBe(52);
    expect(d.weakAreas).toEqual([
      { topic: "T1", accuracy: 10, totalQuestions: 10, subject: "History", noteId: rome },
      { topic: "T2", accuracy: 10, totalQuestions: 10, subject: "History", noteId: rome },
      { topic: "T3", accuracy: 10, totalQuestions: 10, subject: "History", noteId: rome },
      { topic: "Mitosis", accuracy: 50, totalQuestions: 100, subject: "Biology", noteId: cells },
      { topic: "atoms", accuracy: 64, totalQuestions: 25, subject: "Chemistry", noteId: atoms },
    ]);
    // home: the mean of all 16 live attempts' scores, (200 + 500 + 80 + 60 + 90 + 10 + 30) / 17 … 17 live ones
    const h = await home(id, "UTC", "2026-03-04T12:00:00Z");
    expect(h.stats.averageQuizScore).toBe(Math.round((200 + 500 + 80 + 60 + 90 + 10 + 30) / 17));
  });

  it("a topic over several notes takes its last 10 attempts across them, and the newest attempt's note", async () => {
    const { id, seed } = await newUser();
    const older = await seed.note({ title: "Old", subject: "Physics", topics: ["Optics"] });
    const newer = await seed.note({ title: "New", subject: "Biology", topics: ["Optics"] });
    const oldQuiz = await seed.quiz(older);
    const newQuiz = await seed.quiz(newer);
    // 5 old attempts at 0 % (Jan), then 10 at 60 % alternating quizzes (Feb): the last 10 are the 60 % ones
    for (let i = 0; i < 5; i++) await seed.attempt(oldQuiz, `2026-01-0${i + 1}T10:00:00Z`, { score: 0 });
    for (let i = 0; i < 10; i++)
      await seed.attempt(i % 2 ? newQuiz : oldQuiz, `2026-02-${String(i + 10)}T10:00:00Z`, { score: 60 });
    const d = await dashboard(id, "UTC", "2026-03-04T12:00:00Z");
    expect(d.weakAreas).toEqual([
      { topic: "Optics", accuracy: 60, totalQuestions: 100, subject: "Biology", noteId: newer },
    ]);
  });

  it("upcoming reviews: the 5 soonest live cards, high ≤ 1 day (overdue too), medium ≤ 3, low after", async () => {
    const { id, seed } = await newUser();
    const now = Date.parse("2026-03-04T12:00:00Z");
    const inHours = (h: number) => new Date(now + h * 3_600_000).toISOString();
    const deck = await seed.note({ title: "Deck" });
    const cards: string[] = [];
    for (const [front, hours] of [
      ["overdue", -48],
      ["half a day", 12],
      ["one day", 24],
      ["two days", 48],
      ["three days", 72],
      ["three days and an hour", 73],
    ] as const) {
      const card = await seed.card({ noteId: deck, front });
      await seed.schedule(card, inHours(hours));
      cards.push(card);
    }
    const gone = await seed.card({ front: "deleted card", deleted: true });
    await seed.schedule(gone, inHours(-100));
    const tombstoned = await seed.card({ front: "deleted schedule" });
    await seed.schedule(tombstoned, inHours(-100), { deleted: true });

    const d = await dashboard(id, "UTC", "2026-03-04T12:00:00Z");
    expect(d.upcomingReviews.map((r) => [r.topic, r.priority, r.flashcardId, r.noteId])).toEqual([
      ["overdue", "high", cards[0], deck],
      ["half a day", "high", cards[1], deck],
      ["one day", "high", cards[2], deck],
      ["two days", "medium", cards[3], deck],
      ["three days", "medium", cards[4], deck],
    ]);
    expect(d.summary.cardsDue).toBe(1);
    expect((await home(id, "UTC", "2026-03-04T12:00:00Z")).dueCards).toBe(1);
    // the topic is the card's front cut to 80 characters; a card of no note has no deck note
    const second = await newUser();
    await second.seed.schedule(await second.seed.card({ front: "x".repeat(120) }), inHours(100));
    const theirs = await dashboard(second.id, "UTC", "2026-03-04T12:00:00Z");
    expect(theirs.upcomingReviews).toEqual([
      expect.objectContaining({ topic: "x".repeat(80), priority: "low", noteId: null }),
    ]);
  });
});

describe("home recent activity", () => {
  it("the 5 newest of notes written, quizzes taken and decks studied, with titles and links", async () => {
    const { id, seed } = await newUser();
    const note = await seed.note({ title: "Photosynthesis", at: "2026-03-01T10:00:00Z" });
    const quiz = await seed.quiz(note, "Quiz: Photosynthesis");
    await seed.attempt(quiz, "2026-03-02T10:00:00Z", { score: 75 });
    await seed.session("2026-03-03T10:00:00Z", { deckId: note, cards: 4 });
    await seed.session("2026-03-03T11:00:00Z", { deckId: "due", cards: 6 });
    await seed.session("2026-03-03T12:00:00Z", { deckId: "uncategorized_flashcards", cards: 2 });
    await seed.note({ title: "Oldest", at: "2026-02-01T10:00:00Z" });
    await seed.note({ title: "Deleted", at: "2026-03-04T10:00:00Z", deleted: true });
    const h = await home(id, "UTC", "2026-03-04T12:00:00Z");
    expect(h.recentActivity.map((a) => [a.kind, a.title, a.detail, a.href, a.at])).toEqual([
      [
        "study",
        "Uncategorized Flashcards",
        2,
        "/flashcard-study/uncategorized_flashcards",
        "2026-03-03T12:00:00.000Z",
      ],
      ["study", "Due cards", 6, "/flashcard-study/due", "2026-03-03T11:00:00.000Z"],
      ["study", "Photosynthesis", 4, `/flashcard-study/${note}`, "2026-03-03T10:00:00.000Z"],
      ["quiz", "Quiz: Photosynthesis", 75, `/quiz/${quiz}`, "2026-03-02T10:00:00.000Z"],
      ["note", "Photosynthesis", null, `/note/${note}`, "2026-03-01T10:00:00.000Z"],
    ]);
    expect(h.stats.notesCreated).toBe(2);
  });
});
