import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { loadConfig } from "../apps/server/src/config.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { type RunningServer, startServer } from "../apps/server/src/server.ts";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";
import { writeResults } from "./harness.ts";
import {
  freePort,
  noteRecord,
  openDevice,
  pullOverHttp,
  pushOverHttp,
  queueOfflineChanges,
  signUp,
  storeCount,
  timeSearch,
  waitFor,
} from "./support/browser-device.ts";
import { throwawayPostgres } from "./support/throwaway-pg.ts";

// Issues 5 and 6, measured in Chromium against the real server and the built app (apps/web/dist), on PGlite and
// on PostgreSQL:
// - a device pushes 1,000 queued changes (target ≤ 3 s): from reloading the page online to an empty queue;
// - a fresh device pulls 10,000 records (target ≤ 5 s): from opening the app to all of them in its store;
// - with those 10,000 notes on the device: first paint of /notes, and typing in search to the filtered list
//   painted (target ≤ 50 ms).
// References in the same run: the same push and pull by a bare HTTP client (the protocol with no browser, no
// IndexedDB, no UI), and the same search as a plain array filter in the same page (no React, no paint).

const PULL_RECORDS = 10_000;
const PUSH_CHANGES = 1_000;
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type Row = Record<string, string | number>;

async function measure(kind: "pglite" | "postgres", databaseUrl: string | undefined, browser: Browser) {
  const smtp = await startSmtpCatcher();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lectern-bench-browser-${kind}-`));
  const server: RunningServer = await startServer(
    loadConfig({
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_MAX: "100000",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    createLogger("silent"),
  );
  const rows: Row[] = [];
  try {
    // A student with 10,000 notes on the server (written as devices would), then a fresh device opens the app.
    const reader = await signUp(url, smtp);
    const base = Date.now() - PULL_RECORDS * 60_000;
    const records = Array.from({ length: PULL_RECORDS }, (_, i) =>
      noteRecord(reader.userId, i, new Date(base + i * 60_000).toISOString()),
    );
    await pushOverHttp(url, reader, records);
    console.log(`${kind}: ${PULL_RECORDS} notes seeded`);
    const bareStart = performance.now();
    const pulled = await pullOverHttp(url, reader);
    const barePullMs = performance.now() - bareStart;
    if (pulled !== PULL_RECORDS) throw new Error(`bare pull got ${pulled}`);

    const fresh = await openDevice(browser, url, reader);
    const pullStart = performance.now();
    await fresh.page.goto("/home");
    await waitFor(
      async () => (await storeCount(fresh.page, reader.userId, "notes")) === PULL_RECORDS,
      180_000,
      "the fresh device's pull",
    );
    const pullMs = performance.now() - pullStart;
    console.log(`${kind}: fresh device pulled ${PULL_RECORDS} notes in ${Math.round(pullMs)} ms`);
    rows.push({
      database: kind,
      case: `fresh device pulls ${PULL_RECORDS} notes`,
      "Chromium app ms": Math.round(pullMs),
      "bare HTTP client ms": Math.round(barePullMs),
      "target ms": 5000,
    });

    // The same device, its 10,000 notes local: /notes first paint, then search (issue 6).
    const navStart = performance.now();
    await fresh.page.goto("/notes");
    // In the page, frame by frame: the page clock when the first card's heading exists (from navigation start).
    const firstPaintMs = await fresh.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const check = () =>
            document.querySelector('[aria-label="Your notes"] h2')
              ? resolve(performance.now())
              : requestAnimationFrame(check);
          check();
        }),
    );
    const navMs = performance.now() - navStart;
    await fresh.page
      .getByTestId("notes-count")
      .filter({ hasText: `${PULL_RECORDS} notes` })
      .waitFor();
    const searches = [];
    for (const q of ["topic 4242.", "topic 777.", "topic 9999."]) {
      searches.push(await timeSearch(fresh.page, q));
      await fresh.page.locator("#notes-search").fill("");
      await fresh.page
        .getByTestId("notes-count")
        .filter({ hasText: `${PULL_RECORDS} notes` })
        .waitFor();
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    rows.push({
      database: kind,
      case: "/notes first cards painted (10,000 local notes)",
      "Chromium app ms": Math.round(firstPaintMs),
      "bare HTTP client ms": "—",
      "target ms": "—",
      note: `page clock; ${Math.round(navMs)} ms from goto to first card seen by the test`,
    });
    rows.push({
      database: kind,
      case: "search typed → filtered list painted (median of 3)",
      "Chromium app ms": Math.round(median(searches.map((s) => s.paintedMs)) * 10) / 10,
      "bare HTTP client ms": "—",
      "target ms": 50,
      note: `bare array filter in the same page: ${median(searches.map((s) => s.bareMs)).toFixed(2)} ms`,
    });
    await fresh.context.close();
    console.log(`${kind}: /notes and search measured`);

    // Another student's device with 1,000 changes made offline, queued; it comes back online (page reload).
    const writer = await signUp(url, smtp);
    const device = await openDevice(browser, url, writer);
    await device.page.goto("/home");
    await waitFor(
      async () => (await storeCount(device.page, writer.userId, "sync_queue")) === 0,
      30_000,
      "the writer's store to open",
    );
    const changes = Array.from({ length: PUSH_CHANGES }, (_, i) =>
      noteRecord(writer.userId, i, new Date(Date.now() - (PUSH_CHANGES - i) * 1000).toISOString()),
    );
    await queueOfflineChanges(device.page, writer.userId, changes);
    let firstPushAt: number | undefined;
    device.page.on("request", (request) => {
      if (firstPushAt === undefined && request.url().includes("/api/sync/push"))
        firstPushAt = performance.now();
    });
    const pushStart = performance.now();
    await device.page.reload();
    await waitFor(
      async () => (await storeCount(device.page, writer.userId, "sync_queue")) === 0,
      180_000,
      "the queue to drain",
    );
    const pushMs = performance.now() - pushStart;
    const check = await signUp(url, smtp);
    const bareRecords = changes.map((c) => ({ ...c, id: randomUUID(), user_id: check.userId }));
    const barePushStart = performance.now();
    await pushOverHttp(url, check, bareRecords);
    const barePushMs = performance.now() - barePushStart;
    rows.push({
      database: kind,
      case: `device pushes ${PUSH_CHANGES} queued changes`,
      "Chromium app ms": Math.round(pushMs),
      "bare HTTP client ms": Math.round(barePushMs),
      "target ms": 3000,
      note: `from the reload; ${Math.round(pushStart + pushMs - (firstPushAt ?? pushStart))} ms from the first push request (app start excluded)`,
    });
    await device.context.close();
  } finally {
    await server.stop();
    await smtp.close();
  }
  return rows;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
const rows: Row[] = [];
try {
  rows.push(...(await measure("pglite", undefined, browser)));
  const postgres = await throwawayPostgres();
  if (postgres) {
    try {
      rows.push(...(await measure("postgres", postgres.url, browser)));
    } finally {
      postgres.stop();
    }
  } else {
    console.log(
      "browser-sync: PostgreSQL part skipped — no PostgreSQL (set BENCH_DATABASE_URL or install it)",
    );
  }
} finally {
  await browser.close();
}
console.log(
  "\nbrowser-sync: the built app in Chromium against the real server (targets: pull ≤ 5 s, push ≤ 3 s)",
);
console.table(rows);
writeResults("browser-sync", rows, { pullRecords: PULL_RECORDS, pushChanges: PUSH_CHANGES });
