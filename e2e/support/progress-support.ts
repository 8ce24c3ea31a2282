import { randomUUID } from "node:crypto";
import { scheduleIdForCard } from "@lectern/core";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { pushAs } from "../notes-support.ts";
import { QUESTIONS } from "./quiz-support.ts";

// What the progress and home tests share (issue 17): a study history pushed through the real sync API
// (POST /api/sync/push) as another device of the signed-in user would make it, with chosen past timestamps, and the
// figures the dashboard and home must show for it, worked out by hand below.
//
// Days are counted in UTC: run the spec with `test.use({ timezoneId: PROGRESS_TIME_ZONE })` so the browser sends
// tz=UTC and the server's days, weeks and windows are the ones computed here. Nothing depends on the weekday the test
// runs: "this week" holds only records of today, every other record is at least 10 days old (before this Monday).

export const PROGRESS_TIME_ZONE = "UTC";
const DAY = 86_400_000;
const MINUTE = 60_000;

type Op = { type: string; data: Record<string, unknown> };

/** Midnight (UTC) of the day of `at`. */
export const dayStart = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** 'YYYY-MM-DD' of `at` in UTC. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A moment of today that is already past and still today, however close to midnight the test runs: 20 minutes
 * ago, or half-way since midnight when midnight is nearer.
 */
export function earlierToday(now: Date, minutesAgo = 20): Date {
  const sinceMidnight = now.getTime() - dayStart(now).getTime();
  return new Date(now.getTime() - Math.min(minutesAgo * MINUTE, sinceMidnight / 2));
}

/** Pushes `ops` (100 at a time, the API's ceiling) and expects every one applied. */
export async function pushAllApplied(page: Page, ops: Op[]) {
  for (let start = 0; start < ops.length; start += 100) {
    const results = await pushAs(page, ops.slice(start, start + 100));
    expect(results.map((r) => r.reason ?? r.status)).toEqual(results.map(() => "applied"));
  }
}

export type SeedNoteSpec = { title: string; subject: string; topics: string[]; createdAt: Date };

export const noteOp = (id: string, note: SeedNoteSpec): Op => ({
  type: "notes",
  data: {
    id,
    title: note.title,
    content: `${note.title}: ${note.topics.join(", ")}.`,
    tags: [],
    topics: note.topics,
    subject: note.subject,
    type: "manual",
    duration: null,
    created_at: note.createdAt.toISOString(),
    updated_at: note.createdAt.toISOString(),
  },
});

export const quizOp = (id: string, noteId: string | null, title: string, createdAt: Date): Op => ({
  type: "quizzes",
  data: {
    id,
    note_id: noteId,
    title,
    questions: QUESTIONS,
    time_limit: 10,
    difficulty: "medium",
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
  },
});

export const attemptOp = (quizId: string, score: number, at: Date, timeTakenSeconds = 300): Op => ({
  type: "quiz_attempts",
  data: {
    id: randomUUID(),
    quiz_id: quizId,
    score,
    total_questions: 10,
    time_taken: timeTakenSeconds,
    answers: {},
    completed_at: at.toISOString(),
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
  },
});

export const sessionOp = (deckId: string, seconds: number, at: Date, cards = 5): Op => ({
  type: "study_sessions",
  data: {
    id: randomUUID(),
    flashcard_deck_id: deckId,
    cards_studied: cards,
    correct_answers: cards - 1,
    session_duration: seconds,
    completed_at: at.toISOString(),
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
  },
});

export const cardOp = (id: string, noteId: string | null, front: string, createdAt: Date): Op => ({
  type: "flashcards",
  data: {
    id,
    note_id: noteId,
    front,
    back: `Answer: ${front}`,
    difficulty: "medium",
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
  },
});

export const reviewOp = (cardId: string, quality: number, at: Date): Op => ({
  type: "flashcard_reviews",
  data: {
    id: randomUUID(),
    flashcard_id: cardId,
    quality,
    correct: quality >= 3,
    reviewed_at: at.toISOString(),
    created_at: at.toISOString(),
    updated_at: at.toISOString(),
  },
});

/** A schedule a device wrote for a card nobody reviewed yet (the server keeps it: nothing to derive). */
export const scheduleOp = (cardId: string, due: Date): Op => ({
  type: "spaced_repetition_schedule",
  data: {
    // one schedule per card, under the id every device and the server derive for it
    id: scheduleIdForCard(cardId),
    flashcard_id: cardId,
    next_review_date: due.toISOString(),
    interval_days: 1,
    ease_factor: 2.5,
    repetition_number: 0,
  },
});

/**
 * The canned history and what it must show. All attempts have 10 questions and take 5 minutes.
 *
 * Notes: Cell biology (Biology; Mitochondria, Ribosomes) today; Kinematics (Physics; Velocity) 20 days ago; Organic
 * chemistry (Chemistry; Alkanes) 40 days ago.
 * Attempts: Biology 40 (30 days ago), 60 (today); Physics 90 (20 days ago), 80 (10 days ago); Chemistry 60 (35 days).
 * Sessions: 25 minutes today (deck Cell biology), 30 minutes 10 days ago (deck 'due').
 * Cards of Cell biology: A reviewed 10 days ago and today (quality 5: due in the future), B reviewed 100 days ago
 * (quality 1: overdue), C reviewed 400 days ago (quality 1: overdue, outside the heat map), D never reviewed with a
 * schedule due in 2 days (medium), E never reviewed, due in 10 days (low).
 */
export async function seedProgressHistory(page: Page, now = new Date()) {
  const today = earlierToday(now);
  const daysAgo = (n: number) => new Date(dayStart(now).getTime() - n * DAY + 12 * 60 * MINUTE);
  const ids = {
    biology: randomUUID(),
    physics: randomUUID(),
    chemistry: randomUUID(),
    biologyQuiz: randomUUID(),
    physicsQuiz: randomUUID(),
    chemistryQuiz: randomUUID(),
    cards: { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID(), e: randomUUID() },
  };
  const old = daysAgo(500);
  const notes: Op[] = [
    noteOp(ids.biology, {
      title: "Cell biology",
      subject: "Biology",
      topics: ["Mitochondria", "Ribosomes"],
      createdAt: today,
    }),
    noteOp(ids.physics, {
      title: "Kinematics",
      subject: "Physics",
      topics: ["Velocity"],
      createdAt: daysAgo(20),
    }),
    noteOp(ids.chemistry, {
      title: "Organic chemistry",
      subject: "Chemistry",
      topics: ["Alkanes"],
      createdAt: daysAgo(40),
    }),
  ];
  const quizzes: Op[] = [
    quizOp(ids.biologyQuiz, ids.biology, "Quiz: Cell biology", daysAgo(31)),
    quizOp(ids.physicsQuiz, ids.physics, "Quiz: Kinematics", daysAgo(21)),
    quizOp(ids.chemistryQuiz, ids.chemistry, "Quiz: Organic chemistry", daysAgo(36)),
  ];
  const attempts: Op[] = [
    attemptOp(ids.biologyQuiz, 40, daysAgo(30)),
    attemptOp(ids.biologyQuiz, 60, today),
    attemptOp(ids.physicsQuiz, 90, daysAgo(20)),
    attemptOp(ids.physicsQuiz, 80, daysAgo(10)),
    attemptOp(ids.chemistryQuiz, 60, daysAgo(35)),
  ];
  const sessions: Op[] = [sessionOp(ids.biology, 25 * 60, today), sessionOp("due", 30 * 60, daysAgo(10))];
  const { a, b, c, d, e } = ids.cards;
  const cards: Op[] = [
    cardOp(a, ids.biology, "What do mitochondria produce?", old),
    cardOp(b, ids.biology, "What do ribosomes build?", old),
    cardOp(c, ids.biology, "What holds the cell's DNA?", old),
    cardOp(d, ids.biology, "Where does photosynthesis happen?", old),
    cardOp(e, ids.biology, "What do lysosomes break down?", old),
  ];
  const reviews: Op[] = [
    reviewOp(a, 5, daysAgo(10)),
    reviewOp(a, 5, today),
    reviewOp(b, 1, daysAgo(100)),
    reviewOp(c, 1, daysAgo(400)),
  ];
  const schedules: Op[] = [
    scheduleOp(d, new Date(now.getTime() + 2 * DAY)),
    scheduleOp(e, new Date(now.getTime() + 10 * DAY)),
  ];
  // notes and quizzes first: an attempt or card names its quiz or note
  await pushAllApplied(page, [...notes, ...quizzes, ...cards]);
  await pushAllApplied(page, [...attempts, ...sessions, ...reviews, ...schedules]);
  return { ids, today, expected: PROGRESS_HISTORY_FIGURES };
}

/** What the seeded history must show (worked out by hand from the comment of seedProgressHistory). */
export const PROGRESS_HISTORY_FIGURES = {
  /** This week = today only: 25 min session + 5 min attempt. */
  weekStudyMinutes: 30,
  weekNotes: 1,
  weekQuizzes: 1,
  /** Today's bar: 0.5 h, 1 note, 1 quiz. */
  todayBar: { studyHours: 0.5, notes: 1, quizzes: 1 },
  /** Mean of the subject scores (85 + 60 + 50) / 3. */
  averageSubjectScore: 65,
  /** Subjects, best first: score and improvement (newer half minus older half). */
  subjects: [
    { subject: "Physics", score: 85, improvement: -10 },
    { subject: "Chemistry", score: 60, improvement: 0 },
    { subject: "Biology", score: 50, improvement: 20 },
  ],
  /** Weak topics (< 70%) and their accuracy. */
  weakAreas: [
    { topic: "Mitochondria", accuracy: 50, subject: "Biology" },
    { topic: "Ribosomes", accuracy: 50, subject: "Biology" },
    { topic: "Alkanes", accuracy: 60, subject: "Chemistry" },
  ],
  /** Cards B and C are overdue; A, D and E are not due yet. */
  cardsDue: 2,
  /** Activity today only (nothing yesterday). */
  streakDays: 1,
  /** Sessions 25 + 30 min, attempts 5 × 5 min. */
  totalStudyMinutes: 80,
  totalReviews: 4,
  /** Reviews within the last 365 days: today, 10 and 100 days ago (400 days ago is out). */
  heatmapReviews: 3,
  /** Home: mean of all five attempt scores (40 + 60 + 90 + 80 + 60) / 5, and all live notes. */
  homeAverageQuizScore: 66,
  homeNotesCreated: 3,
  homeStudyMinutes: 80,
} as const;
