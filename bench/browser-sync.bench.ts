import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { loadConfig } from "../apps/server/src/config.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { type RunningServer, startServer } from "../apps/server/src/server.ts";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";
import { writeResults } from "./harness.ts";
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
const BATCH = 100;
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

type Session = { cookies: Array<{ name: string; value: string }>; header: string; userId: string };

async function signUp(url: string, smtp: Awaited<ReturnType<typeof startSmtpCatcher>>): Promise<Session> {
  const email = `bench-${randomUUID()}@bench.test`;
  const post = (p: string, body: unknown, cookie = "") =>
    fetch(`${url}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, cookie },
      body: JSON.stringify(body),
      redirect: "manual",
    });
  await post("/api/auth/sign-up/email", { email, password: "bench-pass", name: "Bench Student" });
  const link = new URL((await smtp.waitFor(email, /Verify/)).links[0] as string);
  await fetch(`${url}${link.pathname}${link.search}`, { redirect: "manual" });
  const res = await post("/api/auth/sign-in/email", { email, password: "bench-pass" });
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair = ""] = c.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const header = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const session = (await (
    await fetch(`${url}/api/auth/get-session`, { headers: { cookie: header } })
  ).json()) as {
    user: { id: string };
  };
  return { cookies, header, userId: session.user.id };
}

function noteRecord(userId: string, i: number, at: string) {
  return {
    id: randomUUID(),
    user_id: userId,
    title: `Lecture ${i + 1}`,
    content: `Week ${i % 52} notes on topic ${i}. The Krebs cycle oxidises acetyl-CoA to carbon dioxide.`,
    tags: [`t${i % 7}`],
    subject: i % 2 === 0 ? "Physics" : "Biology",
    created_at: at,
    updated_at: at,
  };
}

/** The bare HTTP client: pushes records in batches of 100 ops, as the engine does. */
async function pushOverHttp(
  url: string,
  session: Session,
  records: Array<{ id: string; updated_at: string }>,
) {
  for (let start = 0; start < records.length; start += BATCH) {
    const ops = records.slice(start, start + BATCH).map((data) => ({
      id: randomUUID(),
      type: "notes",
      operation: "update",
      data,
      timestamp: data.updated_at,
    }));
    const res = await fetch(`${url}/api/sync/push`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, cookie: session.header },
      body: JSON.stringify({ ops }),
    });
    if (!res.ok) throw new Error(`push failed: ${res.status} ${await res.text()}`);
  }
}

/** The bare HTTP client: pulls everything from cursor 0 in the engine's page size. */
async function pullOverHttp(url: string, session: Session): Promise<number> {
  let since = 0;
  let count = 0;
  for (;;) {
    const res = await fetch(`${url}/api/sync/pull?since=${since}&limit=500`, {
      headers: { cookie: session.header },
    });
    const body = (await res.json()) as { changes: unknown[]; cursor: number; hasMore: boolean };
    count += body.changes.length;
    since = body.cursor;
    if (!body.hasMore) return count;
  }
}

/** Counts a store of the signed-in user's IndexedDB database, in the page. */
function storeCount(page: Page, userId: string, store: "notes" | "sync_queue"): Promise<number> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve(-1);
            return;
          }
          const req = db.transaction(storeName).objectStore(storeName).count();
          req.onsuccess = () => {
            db.close();
            resolve(req.result);
          };
        };
      }),
    [`lectern-user-${userId}`, store] as const,
  );
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function openDevice(browser: Browser, url: string, session: Session) {
  const context = await browser.newContext({ baseURL: url });
  await context.addCookies(session.cookies.map((c) => ({ ...c, url })));
  // tsx names the functions we hand to page.evaluate with an `__name` helper the page does not have.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  return { context, page: await context.newPage() };
}

/** Writes changes into the device's store and queue the way the repository does (record pending + queued op). */
function queueOfflineChanges(page: Page, userId: string, records: Array<Record<string, unknown>>) {
  return page.evaluate(
    ([name, items]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(["notes", "sync_queue"], "readwrite");
          for (const data of items) {
            tx.objectStore("notes").put({ ...data, pending: 1 });
            tx.objectStore("sync_queue").add({
              id: crypto.randomUUID(),
              type: "notes",
              operation: "update",
              data,
              timestamp: data.updated_at,
              record_id: data.id,
              attempts: 0,
              next_attempt_at: 0,
              last_error: null,
            });
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [`lectern-user-${userId}`, records] as const,
  );
}

/** Types into the notes search and times until the filtered list is painted; also times a bare array filter. */
function timeSearch(page: Page, query: string) {
  return page.evaluate(async (text) => {
    const input = document.getElementById("notes-search") as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    const titles = [...Array(10_000)].map((_, i) => ({
      t: `Lecture ${i + 1}`,
      c: `Week ${i % 52} notes on topic ${i}.`,
    }));
    const bareStart = performance.now();
    const needle = text.toLowerCase();
    titles.filter((n) => `${n.t}\n${n.c}`.toLowerCase().includes(needle));
    const bareMs = performance.now() - bareStart;
    const started = performance.now();
    setValue?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    const paintedMs = await new Promise<number>((resolve) => {
      const check = () => {
        if (document.querySelectorAll('[aria-label="Your notes"] h2').length === 1)
          requestAnimationFrame(() => resolve(performance.now() - started));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    return { paintedMs, bareMs };
  }, query);
}

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
