// The study deck bench's cases, run alike in Chromium (device-study-page.ts) and in Node on fake-indexeddb: the
// app's device store (LecternDB) and the very reads /study runs (loadDecks, loadDuePlan), beside a bare reference
// (the same object stores read with raw IndexedDB and no rule) and the rules alone on rows in memory.

import { buildDecks, planDueReviews } from "@lectern/core";
import type { LecternDB } from "../../apps/web/src/data/db/database.ts";
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
  const cases: Array<{ name: string; run: () => Promise<unknown> | unknown }> = [
    { name: REFERENCE_CASE, run: () => bareReads(raw) },
    {
      name: "ours: deck summaries + due plan from the store (what /study runs)",
      run: () => Promise.all([loadDecks(db), loadDuePlan(db, NOW)]),
    },
    { name: "ours: due plan alone (loadDuePlan)", run: () => loadDuePlan(db, NOW) },
    { name: "ours: deck summaries alone (loadDecks)", run: () => loadDecks(db) },
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
      await c.run();
      if (round >= warmup) samples[i]?.push(performance.now() - start);
    }
  }
  raw.close();
  return cases.map((c, i) => ({ name: c.name, samples: samples[i] ?? [] }));
}
