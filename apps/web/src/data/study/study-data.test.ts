import "fake-indexeddb/auto";
import { DAY_MS, newId, scheduleFromReviews, scheduleIdForCard, studyPreferencesId } from "@lectern/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { readQueue } from "../db/queue";
import { createRepository } from "../db/repository";
import { pull } from "../sync/pull";
import { FakeSyncServer, testContext } from "../sync/test-support";
import { loadDeckCards, loadDecks, loadDuePlan } from "./reads";
import { DEVICE_DERIVED_SEQ } from "./rederive";
import { recordReview, StudyWriteError, saveStudyPreferences, saveStudySession, setExamDate } from "./writes";

let db: LecternDB;
let clock: Date;
const at = (iso: string) => new Date(iso);
const options = () => ({ database: () => db, now: () => clock });
const later = (days: number) => new Date(clock.getTime() + days * DAY_MS);

beforeEach(async () => {
  db = new LecternDB(newId());
  await db.open();
  clock = at("2026-03-01T10:00:00.000Z");
});
afterEach(() => deleteUserDatabase(db));

async function makeCard(noteId: string | null = null, difficulty: "easy" | "medium" | "hard" = "medium") {
  const cards = createRepository("flashcards", options());
  return cards.save({
    note_id: noteId,
    front: "What is ATP?",
    back: "The cell's energy currency",
    difficulty,
  });
}
const schedulesOf = (cardId: string) =>
  db.records("spaced_repetition_schedule").where("flashcard_id").equals(cardId).toArray();

describe("recordReview (issue 14: every mark is a review; counts and schedule derive from the log)", () => {
  it("queues a review with quality 5, derives the card's counts and schedule without queueing them", async () => {
    const card = await makeCard();
    const queuedBefore = (await readQueue(db)).length;
    await recordReview(card, true, options());

    const queue = (await readQueue(db)).slice(queuedBefore);
    expect(queue.map((op) => op.type)).toEqual(["flashcard_reviews"]);
    expect(queue[0]?.data).toMatchObject({
      flashcard_id: card.id,
      quality: 5,
      correct: true,
      reviewed_at: clock.toISOString(),
    });
    expect(await db.records("flashcards").get(card.id)).toMatchObject({
      review_count: 1,
      correct_count: 1,
      last_reviewed: clock.toISOString(),
    });
    const [schedule, ...others] = await schedulesOf(card.id);
    expect(others).toEqual([]);
    // spec 1 §9: quality 5 → 14 days; the row is the device's own copy, never sent.
    expect(schedule).toMatchObject({
      id: scheduleIdForCard(card.id),
      next_review_date: later(14).toISOString(),
      interval_days: 14,
      pending: 0,
      server_seq: DEVICE_DERIVED_SEQ,
    });
  });

  it("an incorrect mark (quality 1) brings the card back tomorrow and into the due list then", async () => {
    const card = await makeCard();
    await recordReview(card, true, options());
    clock = later(1);
    await recordReview(card, false, options());

    expect(await db.records("flashcards").get(card.id)).toMatchObject({ review_count: 2, correct_count: 1 });
    expect((await loadDuePlan(db, clock)).due).toEqual([]);
    expect((await loadDuePlan(db, later(1))).due).toEqual([card.id]);
    expect((await loadDeckCards(db, "due", later(1))).cards.map((c) => c.id)).toEqual([card.id]);
  });

  it("fails with the spec's message for a card the device does not hold, and writes nothing", async () => {
    const error = await recordReview({ id: newId() }, true, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudyWriteError);
    expect((error as Error).message).toBe("Failed to update flashcard stats");
    expect(await readQueue(db)).toEqual([]);
  });
});

describe("the due plan (issue 14 Deliver 5: daily cap, most overdue first)", () => {
  it("takes at most the cap left today and says how many are held back", async () => {
    const cards = [];
    for (let i = 0; i < 4; i++) cards.push(await makeCard());
    // Reviewed on four days in a row, all wrong: due 1 day after each, so the first is the most overdue.
    for (const card of cards) {
      await recordReview(card, false, options());
      clock = later(1);
    }
    await saveStudyPreferences({ daily_review_cap: 3 }, options());
    clock = later(10);
    // One review already made today counts against the cap.
    await recordReview(cards[3]!, false, options());
    const plan = await loadDuePlan(db, clock);
    expect(plan).toEqual({ due: [cards[0]!.id, cards[1]!.id], heldBack: 1 });
  });

  it("leaves out the schedules of deleted cards", async () => {
    const card = await makeCard();
    await recordReview(card, false, options());
    await createRepository("flashcards", options()).remove(card.id);
    expect(await loadDuePlan(db, later(2))).toEqual({ due: [], heldBack: 0 });
  });
});

describe("decks and deck cards (spec 2 §2, §4)", () => {
  it("a note's deck counts its cards and progress; other ids are not found", async () => {
    const note = await createRepository("notes", options()).save({
      title: "Cell biology",
      subject: "Biology",
    });
    const reviewed = await makeCard(note.id, "hard");
    await makeCard(note.id, "easy");
    const loose = await makeCard(null, "easy");
    await recordReview(reviewed, true, options());

    const decks = await loadDecks(db);
    const deck = decks.find((d) => d.id === note.id);
    expect(deck).toMatchObject({ title: "Cell biology", cardCount: 2, progress: 50, difficulty: "hard" });
    expect(deck?.lastStudied).toBe(clock.toISOString());
    expect(decks.find((d) => d.id === "uncategorized_flashcards")?.cardCount).toBe(1);

    expect((await loadDeckCards(db, note.id)).cards).toHaveLength(2);
    expect((await loadDeckCards(db, "uncategorized_flashcards")).cards.map((c) => c.id)).toEqual([loose.id]);
    expect(await loadDeckCards(db, newId())).toEqual({ cards: [], notFound: true });
    expect(await loadDeckCards(db, "not-a-deck")).toEqual({ cards: [], notFound: true });
    // A deleted note's cards belong to the uncategorized deck.
    await createRepository("notes", options()).remove(note.id);
    expect((await loadDeckCards(db, note.id)).notFound).toBe(true);
    expect((await loadDeckCards(db, "uncategorized_flashcards")).cards).toHaveLength(3);
  });
});

describe("study sessions and settings", () => {
  it("saves a session as a queued study_sessions record", async () => {
    await saveStudySession(
      { deckId: "due", cardsStudied: 3, correctAnswers: 2, durationSeconds: 61.4 },
      options(),
    );
    const [op] = await readQueue(db);
    expect(op).toMatchObject({ type: "study_sessions" });
    expect(op?.data).toMatchObject({
      flashcard_deck_id: "due",
      cards_studied: 3,
      correct_answers: 2,
      session_duration: 61,
      completed_at: clock.toISOString(),
    });
  });

  it("a session with more correct answers than cards fails with the spec's message", async () => {
    const error = saveStudySession(
      { deckId: "due", cardsStudied: 1, correctAnswers: 2, durationSeconds: 5 },
      options(),
    );
    await expect(error).rejects.toThrow("Failed to save study session");
  });

  it("settings are one record under the user's deterministic id; a change re-derives every card", async () => {
    const card = await makeCard();
    await recordReview(card, true, options());
    await saveStudyPreferences({ scheduler: "fsrs" }, options());
    // FSRS replaces the spec's 14 days after a first correct mark: ts-fsrs, loaded on demand inside the settings'
    // transaction (issue 18 §1), gives the same schedule as the core rule the server runs.
    const [fsrs] = await schedulesOf(card.id);
    expect(fsrs!.interval_days).not.toBe(14);
    const log = await db.records("flashcard_reviews").where("flashcard_id").equals(card.id).toArray();
    expect(fsrs).toMatchObject(
      scheduleFromReviews(log, { scheduler: "fsrs", desiredRetention: 0.9, examAt: null })!,
    );

    await saveStudyPreferences({ scheduler: "spec" }, options());
    await setExamDate("uncategorized_flashcards", later(5).toISOString(), options());
    const ops = (await readQueue(db)).filter((op) => op.type === "study_preferences");
    expect(new Set(ops.map((op) => op.record_id))).toEqual(new Set([studyPreferencesId(db.userId)]));
    expect(ops.at(-1)?.data).toMatchObject({
      scheduler: "spec",
      exam_dates: { uncategorized_flashcards: later(5).toISOString() },
    });
    // The exam caps the next review: it lands before the exam's start, not 14 days out.
    const [capped] = await schedulesOf(card.id);
    expect(Date.parse(capped!.next_review_date)).toBeLessThan(later(5).getTime());
    expect(Date.parse(capped!.next_review_date)).toBeGreaterThanOrEqual(clock.getTime());

    await setExamDate("uncategorized_flashcards", null, options());
    const [uncapped] = await schedulesOf(card.id);
    expect(uncapped!.next_review_date).toBe(later(14).toISOString());
  });

  it("refuses a retention out of range with the field's reason, and keeps the old settings", async () => {
    await saveStudyPreferences({ desired_retention: 0.85 }, options());
    const error = await saveStudyPreferences({ desired_retention: 2 }, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudyWriteError);
    expect((error as Error).message).toMatch(/^Invalid desired_retention: /);
    const stored = await db.records("study_preferences").get(studyPreferencesId(db.userId));
    expect(stored?.desired_retention).toBe(0.85);
  });
});

describe("after a pull (issue 14: a device's pending reviews are never hidden by an older server row)", () => {
  it("re-derives the cards a page touched, from the union of the server's and the device's reviews", async () => {
    const server = new FakeSyncServer();
    const card = await makeCard();
    const { pending: _pending, ...cardRecord } = (await db.records("flashcards").get(card.id))!;
    // The card reached the server; another device reviewed it (wrong) and the server derived its schedule.
    const otherReviewAt = clock.toISOString();
    server.put("flashcards", {
      ...cardRecord,
      review_count: 1,
      correct_count: 0,
      last_reviewed: otherReviewAt,
    });
    server.put("flashcard_reviews", {
      id: newId(),
      user_id: db.userId,
      flashcard_id: card.id,
      quality: 1,
      correct: false,
      reviewed_at: otherReviewAt,
      created_at: otherReviewAt,
      updated_at: otherReviewAt,
      deleted_at: null,
    });
    // The server's row under an id of its own: the device must still end with one row per card.
    server.put("spaced_repetition_schedule", {
      id: newId(),
      user_id: db.userId,
      flashcard_id: card.id,
      next_review_date: new Date(clock.getTime() + DAY_MS).toISOString(),
      interval_days: 1,
      ease_factor: 2.5,
      repetition_number: 0,
      created_at: otherReviewAt,
      updated_at: otherReviewAt,
      deleted_at: null,
    });
    // This device, offline, marked it correct an hour later: a pending review the server has not seen.
    clock = new Date(clock.getTime() + 3_600_000);
    await recordReview(card, true, options());

    const result = await pull(testContext(db, server.transport));
    expect(result.error).toBeNull();

    expect(await db.records("flashcards").get(card.id)).toMatchObject({
      review_count: 2,
      correct_count: 1,
      last_reviewed: clock.toISOString(),
    });
    const rows = (await schedulesOf(card.id)).filter((row) => !row.deleted_at);
    expect(rows).toHaveLength(1);
    // The newest review (this device's correct mark) decides: 14 days from it, not the server's 1 day.
    expect(rows[0]).toMatchObject({ next_review_date: later(14).toISOString(), interval_days: 14 });
    expect(rows[0]?.server_seq).toBeGreaterThan(0);
  });

  it("study settings pulled from another device re-derive every card", async () => {
    const server = new FakeSyncServer();
    const card = await makeCard();
    await recordReview(card, true, options());
    const examAt = later(5).toISOString();
    server.put("study_preferences", {
      id: studyPreferencesId(db.userId),
      user_id: db.userId,
      scheduler: "spec",
      desired_retention: 0.9,
      daily_review_cap: 200,
      exam_dates: { uncategorized_flashcards: examAt },
      created_at: clock.toISOString(),
      updated_at: clock.toISOString(),
      deleted_at: null,
    });
    await pull(testContext(db, server.transport));
    const [schedule] = await schedulesOf(card.id);
    expect(schedule!.next_review_date < examAt).toBe(true);
  });
});
