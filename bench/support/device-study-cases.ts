// The study deck bench's cases, run alike in Chromium (device-study-page.ts) and in Node on fake-indexeddb: the
// app's device store (LecternDB) and the very reads /study runs (loadDecks, loadDuePlan), beside a bare reference
// (the same object stores read with raw IndexedDB and no rule) and the rules alone on rows in memory.

import { buildDecks, planDueReviews } from "@lectern/core";
import { LecternDB } from "../../apps/web/src/data/db/database.ts";
import {
  loadDeckCards,
  loadDecks,
  loadDuePlan,
  startOfLocalDay,
} from "../../apps/web/src/data/study/reads.ts";
import { NOW, type StudyData } from "./device-study-data.ts";

export interface CaseSamples {
  name: string;
  samples: number[];
}

/** Writes the student's data into the device store as a pull would leave it. */
export async function seedStudyStore(db: LecternDB, data: StudyData) {
  await db.records("notes").bulkPut(data.notes as never);
  await db.records("flashcards").bulkPut(data.cards as never);
  for (let i = 0; i < data.reviews.length; i += 20_000) {
    await db.records("flashcard_reviews").bulkPut(data.reviews.slice(i, i + 20_000) as never);
  }
  await db.records("spaced_repetition_schedule").bulkPut(data.schedules as never);
}

/** What the screens show from this store: the counts, and a fingerprint to check a faster read shows the same. */
export async function studySummary(db: LecternDB, data: StudyData) {
  const plan = await loadDuePlan(db, NOW);
  const decks = await loadDecks(db);
  const dueDeck = await loadDeckCards(db, "due", NOW);
  const dueByDate = data.schedules.filter((s) => s.next_review_date <= NOW.toISOString()).length;
  return {
    schedules: data.schedules.length,
    schedulesDueByDate: dueByDate,
    due: plan.due.length,
    heldBack: plan.heldBack,
    decks: decks.length,
    dueDeckCards: dueDeck.cards.length,
    fingerprint: fingerprint(JSON.stringify({ plan, decks, due: dueDeck.cards.map((c) => c.id) })),
  };
}

/** A short FNV-1a hash of what the screens show. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

export const openRaw = (name: string) => request(indexedDB.open(name));

/** The reference: what /study reads, straight from IndexedDB in one transaction, no Dexie and no rule. */
async function bareReads(raw: IDBDatabase) {
  const stores = [
    "flashcards",
    "notes",
    "spaced_repetition_schedule",
    "flashcard_reviews",
    "study_preferences",
  ];
  const tx = raw.transaction(stores, "readonly");
  await Promise.all([
    request(tx.objectStore("flashcards").getAll()),
    request(tx.objectStore("notes").getAll()),
    request(
      tx
        .objectStore("spaced_repetition_schedule")
        .index("next_review_date")
        .getAll(IDBKeyRange.upperBound(NOW.toISOString())),
    ),
    request(
      tx
        .objectStore("flashcard_reviews")
        .index("reviewed_at")
        .count(IDBKeyRange.lowerBound(startOfLocalDay(NOW).toISOString())),
    ),
    request(tx.objectStore("study_preferences").get("none")),
  ]);
}

export const REFERENCE_CASE = "reference: the same stores read with raw IndexedDB, no rule";

/** Times every case `rounds` times after `warmup` rounds, taking turns so drift hits them alike. */
export async function measureStudyCases(
  db: LecternDB,
  data: StudyData,
  rounds: number,
  warmup: number,
): Promise<CaseSamples[]> {
  const raw = await openRaw(db.name);
  const both = (target: LecternDB) => Promise.all([loadDecks(target), loadDuePlan(target, NOW)]);
  let marks = 0;
  const cases: Array<{ name: string; run: () => Promise<unknown> | unknown }> = [
    { name: REFERENCE_CASE, run: () => bareReads(raw) },
    {
      // A new database object has no mirror yet: every card, note and schedule is read once (opening the app).
      name: "ours, first open: deck summaries + due plan, every row read once",
      run: async () => {
        const fresh = new LecternDB(db.userId);
        await fresh.open();
        const start = performance.now();
        await both(fresh);
        const ms = performance.now() - start;
        fresh.close();
        return ms;
      },
    },
    {
      // What /study does after each Correct/Incorrect: a review added, its card's counts and schedule written.
      name: "ours, after a mark: deck summaries + due plan (what /study re-runs)",
      run: async () => {
        const card = data.cards[(marks * 7919) % data.cards.length] as StudyData["cards"][number];
        const schedule = data.schedules[
          (marks * 7919) % data.schedules.length
        ] as StudyData["schedules"][number];
        marks++;
        const at = new Date(NOW.getTime() - 60_000).toISOString();
        await db.transaction(
          "rw",
          [
            db.records("flashcards"),
            db.records("flashcard_reviews"),
            db.records("spaced_repetition_schedule"),
          ],
          async () => {
            await db.records("flashcard_reviews").add({
              ...data.reviews[0],
              id: crypto.randomUUID(),
              flashcard_id: card.id,
              reviewed_at: at,
            } as never);
            await db
              .records("flashcards")
              .update(card.id, { review_count: card.review_count + marks, last_reviewed: at });
            await db
              .records("spaced_repetition_schedule")
              .update(schedule.id, { next_review_date: schedule.next_review_date });
          },
        );
        const start = performance.now();
        await both(db);
        return performance.now() - start;
      },
    },
    { name: "ours, nothing written since: deck summaries + due plan", run: () => both(db) },
    { name: "ours, nothing written since: due plan alone (loadDuePlan)", run: () => loadDuePlan(db, NOW) },
    { name: "ours: the due deck's cards (loadDeckCards 'due')", run: () => loadDeckCards(db, "due", NOW) },
    {
      name: "rules alone on rows in memory: buildDecks + planDueReviews",
      run: () => {
        buildDecks(data.cards, data.notes);
        planDueReviews(data.schedules, NOW, { dailyCap: 200, reviewedToday: 0 });
      },
    },
  ];
  const samples = cases.map(() => [] as number[]);
  for (let round = 0; round < warmup + rounds; round++) {
    for (const [i, c] of cases.entries()) {
      const start = performance.now();
      // A case that sets up before its reads (a fresh database, a mark) times only the reads and says so.
      const own = await c.run();
      const ms = typeof own === "number" ? own : performance.now() - start;
      if (round >= warmup) samples[i]?.push(ms);
    }
  }
  raw.close();
  return cases.map((c, i) => ({ name: c.name, samples: samples[i] ?? [] }));
}
