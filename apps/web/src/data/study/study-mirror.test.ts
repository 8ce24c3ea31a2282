import "fake-indexeddb/auto";
import { buildDecks, DAY_MS, newId, planDueReviews } from "@lectern/core";
import { RangeSet } from "dexie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { isLive } from "../db/query";
import type { LocalRecord } from "../db/schema";
import { loadDecks, loadDuePlan } from "./reads";
import { keysOfRangeSet, onStudyDataChanged } from "./study-mirror";

// The study mirror keeps /study's rows in memory; these tests hold its answers to what reading the store afresh
// gives (the reads as they were before the mirror), after every kind of write.

let db: LecternDB;
const NOW = new Date("2026-03-01T10:00:00.000Z");
const iso = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

beforeEach(async () => {
  db = new LecternDB(newId());
  await db.open();
});
afterEach(() => deleteUserDatabase(db));

const stamp = () => ({
  user_id: db.userId,
  created_at: iso(-30),
  updated_at: iso(-30),
  deleted_at: null as string | null,
  pending: 0 as const,
});
const note = (title: string, subject = "Biology") =>
  ({ ...stamp(), id: newId(), title, content: "x".repeat(500), tags: [], subject, type: "manual" }) as never;
const card = (noteId: string | null, extra: Record<string, unknown> = {}) =>
  ({
    ...stamp(),
    id: newId(),
    note_id: noteId,
    front: "Q",
    back: "A",
    difficulty: "medium",
    category: "general",
    review_count: 0,
    correct_count: 0,
    last_reviewed: null,
    source: null,
    ...extra,
  }) as LocalRecord<"flashcards">;
const schedule = (flashcardId: string, days: number, extra: Record<string, unknown> = {}) =>
  ({
    ...stamp(),
    id: newId(),
    flashcard_id: flashcardId,
    next_review_date: iso(days),
    interval_days: 1,
    ease_factor: 2.5,
    repetition_number: 0,
    ...extra,
  }) as LocalRecord<"spaced_repetition_schedule">;

/** The reads as they were before the mirror: every record straight from the store. */
async function freshDecks() {
  const [cards, notes] = await Promise.all([
    db.records("flashcards").toArray(),
    db.records("notes").toArray(),
  ]);
  return buildDecks(cards.filter(isLive), notes.filter(isLive));
}
async function freshPlan(now: Date, dailyCap = 200) {
  const due = await db
    .records("spaced_repetition_schedule")
    .where("next_review_date")
    .belowOrEqual(now.toISOString())
    .toArray();
  const byCard = new Map<string, { flashcard_id: string; next_review_date: string }>();
  for (const row of due) if (isLive(row) && !byCard.has(row.flashcard_id)) byCard.set(row.flashcard_id, row);
  const cards = await db.records("flashcards").bulkGet([...byCard.keys()]);
  const live = cards.flatMap((c) => (c && isLive(c) ? [byCard.get(c.id)!] : []));
  return planDueReviews(live, now, { dailyCap, reviewedToday: 0 });
}
async function expectInStep() {
  expect(await loadDecks(db)).toEqual(await freshDecks());
  expect(await loadDuePlan(db, NOW)).toEqual(await freshPlan(NOW));
}

describe("keysOfRangeSet (Dexie's write events)", () => {
  it("names the single keys of a few writes, and 'all' for a range", () => {
    expect(new Set(keysOfRangeSet(new RangeSet().addKeys(["b", "a", "c"]) as never))).toEqual(
      new Set(["a", "b", "c"]),
    );
    expect(keysOfRangeSet(new RangeSet() as never)).toEqual([]);
    expect(keysOfRangeSet(new RangeSet("a", "m") as never)).toBe("all");
    expect(keysOfRangeSet(new RangeSet().addKeys(["a"]).add({ from: "b", to: "c" }) as never)).toBe("all");
  });

  it("reads the plain copy another tab sends alike", () => {
    const set = new RangeSet().addKeys(["k1", "k2", "k3", "k4"]);
    expect(new Set(keysOfRangeSet(structuredClone({ ...set }) as never))).toEqual(
      new Set(["k1", "k2", "k3", "k4"]),
    );
  });
});

describe("the study mirror stays in step with the store", () => {
  it("after single writes, bulk writes, deletes, tombstones and a clear", async () => {
    const biology = note("Cells");
    const physics = note("Forces", "Physics");
    await db.records("notes").bulkPut([biology, physics]);
    const cards = [
      card((biology as { id: string }).id),
      card((physics as { id: string }).id, { difficulty: "hard", review_count: 2, last_reviewed: iso(-3) }),
      card(null),
    ];
    await db.records("flashcards").bulkPut(cards);
    await db.records("spaced_repetition_schedule").bulkPut(cards.map((c, i) => schedule(c.id, -i)));
    await expectInStep();

    // One card reviewed (a few keys), one note renamed, one card deleted (a tombstone): re-read by key.
    await db.records("flashcards").update(cards[0]!.id, { review_count: 1, last_reviewed: iso(-1) });
    await db.records("notes").update((biology as { id: string }).id, { title: "Cell biology" });
    await db.records("flashcards").update(cards[1]!.id, { deleted_at: iso(-1) });
    await expectInStep();

    // A pull's page: more than Dexie lists key by key, so the whole store is read again.
    const many = Array.from({ length: 60 }, (_, i) =>
      card((physics as { id: string }).id, { difficulty: i % 2 ? "easy" : "medium" }),
    );
    await db.records("flashcards").bulkPut(many);
    await db.records("spaced_repetition_schedule").bulkPut(many.map((c, i) => schedule(c.id, -(i % 5))));
    await expectInStep();

    // A record removed for good, then a range of them, then everything.
    await db.records("flashcards").delete(many[0]!.id);
    await db.records("spaced_repetition_schedule").where("next_review_date").below(iso(-3)).delete();
    await expectInStep();
    await db.records("notes").delete((physics as { id: string }).id);
    await expectInStep();
    await db.records("flashcards").clear();
    await expectInStep();
    expect(await loadDecks(db)).toEqual([]);
  });

  it("sees a write made through another connection to the same database (the events are keyed by its name)", async () => {
    const first = card(null);
    await db.records("flashcards").put(first);
    expect(await loadDecks(db)).toHaveLength(1);
    const other = new LecternDB(db.userId);
    await other.open();
    await other.records("flashcards").update(first.id, { deleted_at: iso(0) });
    other.close();
    expect(await loadDecks(db)).toEqual([]);
  });

  it("sees a write committed while its first full read is under way", async () => {
    await db.records("flashcards").bulkPut(Array.from({ length: 30 }, () => card(null)));
    const reading = loadDecks(db);
    const late = card(null, { difficulty: "hard" });
    await db.records("flashcards").put(late);
    await reading;
    expect(await loadDecks(db)).toEqual(await freshDecks());
    expect((await loadDecks(db))[0]?.difficulty).toBe("hard");
  });
});

describe("onStudyDataChanged (what the study hooks run again on)", () => {
  it("calls back after a committed write to a study store, and a read made then sees it", async () => {
    await db.records("flashcards").put(card(null));
    expect((await loadDecks(db))[0]?.cardCount).toBe(1);
    const counts: Array<Promise<number | undefined>> = [];
    let called: () => void = () => {};
    const calledOnce = new Promise<void>((resolve) => (called = resolve));
    const stop = onStudyDataChanged(db, () => {
      counts.push(loadDecks(db).then((decks) => decks[0]?.cardCount));
      called();
    });
    const writer = new LecternDB(db.userId);
    await writer.open();
    await writer.transaction("rw", writer.tables, () => writer.records("flashcards").put(card(null)));
    await calledOnce;
    expect(await counts[0]).toBe(2);
    // Not for stores the study screens do not read.
    const before = counts.length;
    await writer.sync_queue.clear();
    expect(counts.length).toBe(before);
    stop();
    await writer.records("flashcards").put(card(null));
    expect(counts.length).toBe(before);
    writer.close();
  });
});

describe("the due plan from the mirror", () => {
  it("leaves out schedules of deleted and missing cards, deleted schedules and a card's second row", async () => {
    const live = card(null);
    const gone = card(null, { deleted_at: iso(-1) });
    const twice = card(null);
    await db.records("flashcards").bulkPut([live, gone, twice]);
    await db
      .records("spaced_repetition_schedule")
      .bulkPut([
        schedule(live.id, -1),
        schedule(gone.id, -5),
        schedule(newId(), -6),
        schedule(twice.id, -2),
        schedule(twice.id, -3, { deleted_at: iso(-1) }),
        schedule(twice.id, -0.5),
        schedule(live.id, 2),
      ]);
    const plan = await loadDuePlan(db, NOW);
    expect(plan).toEqual({ due: [twice.id, live.id], heldBack: 0 });
    expect(plan).toEqual(await freshPlan(NOW));
  });

  it("takes the cap's most overdue, equal dates by card id, the rest held back", async () => {
    const cards = Array.from({ length: 8 }, () => card(null));
    await db.records("flashcards").bulkPut(cards);
    // Four share one date: the cap boundary falls among them.
    await db
      .records("spaced_repetition_schedule")
      .bulkPut(cards.map((c, i) => schedule(c.id, i < 4 ? -2 : -1)));
    await db.records("study_preferences").put({
      ...stamp(),
      id: (await import("@lectern/core")).studyPreferencesId(db.userId),
      daily_review_cap: 3,
    } as never);
    const plan = await loadDuePlan(db, NOW);
    const tied = cards
      .slice(0, 4)
      .map((c) => c.id)
      .sort();
    expect(plan).toEqual({ due: tied.slice(0, 3), heldBack: 5 });
    expect(plan).toEqual(await freshPlan(NOW, 3));
  });
});
