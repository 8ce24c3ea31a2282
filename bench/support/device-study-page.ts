// The page of the study deck bench in Chromium (bundled and served by device-study-harness.ts): the app's device
// store on the browser's own IndexedDB, seeded in the page, and the bench's cases timed in the page.

import { LecternDB } from "../../apps/web/src/data/db/database.ts";
import { measureStudyCases, seedStudyStore, studySummary } from "./device-study-cases.ts";
import { makeStudyData, type StudyData, seededIds } from "./device-study-data.ts";

let db: LecternDB | null = null;
let data: StudyData | null = null;

async function seed(userId: string, contents: string[]) {
  db = new LecternDB(userId);
  await db.open();
  data = makeStudyData(userId, seededIds(7), contents);
  await seedStudyStore(db, data);
  return studySummary(db, data);
}

async function measure(rounds: number, warmup: number) {
  if (!db || !data) throw new Error("seed first");
  return measureStudyCases(db, data, rounds, warmup);
}

(globalThis as Record<string, unknown>).studyBench = { seed, measure };
