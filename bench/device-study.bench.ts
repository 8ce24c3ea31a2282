// The study deck on the device (issue 14 acceptance): the due list and the deck summaries read from the device's
// store for 20,000 cards and 200,000 reviews (target ≤ 50 ms), as /study does, beside a bare reference in the same
// run: the same object stores read with raw IndexedDB and no rule. Measured where it counts, in Debian's Chromium
// (the app's LecternDB on the browser's own IndexedDB, bundled into a page on 127.0.0.1), and also in Node on
// fake-indexeddb (the web tests' IndexedDB, a JavaScript one, far slower). A last row shows the rules alone on
// rows already in memory.

// Node's IndexedDB for the fake-indexeddb rows, set before Dexie loads (the Chromium rows use the browser's own).
import "fake-indexeddb/auto";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { LecternDB } from "../apps/web/src/data/db/database.ts";
import { type BenchRow, writeResults } from "./harness.ts";
import {
  type CaseSamples,
  measureStudyCases,
  REFERENCE_CASE,
  seedStudyStore,
  studySummary,
} from "./support/device-study-cases.ts";
import { CARDS, makeStudyData, NOTES, REVIEWS, seededIds } from "./support/device-study-data.ts";
import { startStudyBenchPage } from "./support/device-study-harness.ts";

const ROUNDS = 15;
const WARMUP = 3;
const USER_ID = "5b1f4c3e-8d2a-4f6b-9c7e-1a2b3c4d5e6f";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Real lecture notes, a few KB each, as the notes' contents. */
const contents = fs
  .readdirSync("bench/corpus")
  .filter((f) => f.endsWith(".md") && f !== "SOURCES.md")
  .sort()
  .map((f) => fs.readFileSync(path.join("bench/corpus", f), "utf8"));

type EngineRow = BenchRow & { engine: string };

function toRows(engine: string, cases: CaseSamples[]): EngineRow[] {
  const stats = cases.map((c) => {
    const sorted = [...c.samples].sort((a, b) => a - b);
    return {
      name: c.name,
      median: sorted[Math.floor(sorted.length / 2)] ?? 0,
      p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
    };
  });
  const ref = stats.find((s) => s.name === REFERENCE_CASE)?.median ?? 1;
  const round = (n: number) => Math.round(n * 100) / 100;
  return stats.map((s) => ({
    engine,
    name: s.name,
    medianMs: round(s.median),
    p95Ms: round(s.p95),
    opsPerSec: Math.round(1000 / Math.max(s.median, 1e-6)),
    ratio: round(s.median / Math.max(ref, 1e-6)),
  }));
}

function printRows(title: string, rows: EngineRow[]) {
  console.log(`\n${title} (ratio = median / reference median; lower is faster)`);
  console.table(
    rows.map((r) => ({
      case: r.name,
      "median ms": r.medianMs,
      "p95 ms": r.p95Ms,
      ratio: r.ratio,
    })),
  );
}

async function inChromium() {
  const page = await startStudyBenchPage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const tab = await browser.newPage();
    await tab.goto(page.url);
    await tab.waitForFunction(() => "studyBench" in globalThis);
    const seedStart = performance.now();
    const summary = await tab.evaluate(
      ([userId, texts]) =>
        (
          globalThis as never as { studyBench: { seed: (u: string, c: string[]) => Promise<unknown> } }
        ).studyBench.seed(userId, texts),
      [USER_ID, contents] as const,
    );
    console.log(`chromium: seeded in ${Math.round(performance.now() - seedStart)} ms`, summary);
    const cases = await tab.evaluate(
      ([rounds, warmup]) =>
        (
          globalThis as never as { studyBench: { measure: (r: number, w: number) => Promise<CaseSamples[]> } }
        ).studyBench.measure(rounds, warmup),
      [ROUNDS, WARMUP] as const,
    );
    return { summary, rows: toRows("chromium", cases) };
  } finally {
    await browser.close();
    await page.close();
  }
}

async function inFakeIndexedDb() {
  const db = new LecternDB(USER_ID);
  await db.open();
  const data = makeStudyData(USER_ID, seededIds(7), contents);
  await seedStudyStore(db, data);
  const summary = await studySummary(db, data);
  console.log("fake-indexeddb: seeded", summary);
  const rows = toRows("fake-indexeddb", await measureStudyCases(db, data, ROUNDS, WARMUP));
  await db.delete();
  return { summary, rows };
}

console.log(`study deck on the device: ${CARDS} cards, ${REVIEWS} reviews, ${NOTES} notes`);
const browserRun = await inChromium();
printRows("device-study — Chromium (what counts)", browserRun.rows);
const fakeRun = process.env.DEVICE_STUDY_SKIP_FAKE ? null : await inFakeIndexedDb();
if (fakeRun) printRows("device-study — fake-indexeddb in Node", fakeRun.rows);
writeResults("device-study", [...browserRun.rows, ...(fakeRun?.rows ?? [])], {
  data: { cards: CARDS, reviews: REVIEWS, notes: NOTES },
  chromium: browserRun.summary,
  ...(fakeRun ? { fakeIndexedDb: fakeRun.summary } : {}),
});
