import { randomUUID } from "node:crypto";
import net from "node:net";
import type { Browser, Page } from "@playwright/test";
import type { startSmtpCatcher } from "../../apps/server/test/smtp-catcher.ts";

// A student's devices for the Chromium benchmarks: accounts made over HTTP, the sync protocol spoken by a bare
// client (the reference), and a browser context signed in as that student whose IndexedDB the bench reads.

export const BATCH = 100;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type Session = { cookies: Array<{ name: string; value: string }>; header: string; userId: string };

export async function signUp(
  url: string,
  smtp: Awaited<ReturnType<typeof startSmtpCatcher>>,
): Promise<Session> {
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

export function noteRecord(userId: string, i: number, at: string) {
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
export async function pushOverHttp(
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
export async function pullOverHttp(url: string, session: Session): Promise<number> {
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
export function storeCount(page: Page, userId: string, store: "notes" | "sync_queue"): Promise<number> {
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

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function openDevice(browser: Browser, url: string, session: Session) {
  const context = await browser.newContext({ baseURL: url });
  await context.addCookies(session.cookies.map((c) => ({ ...c, url })));
  // tsx names the functions we hand to page.evaluate with an `__name` helper the page does not have.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  return { context, page: await context.newPage() };
}

/** Writes changes into the device's store and queue the way the repository does (record pending + queued op). */
export function queueOfflineChanges(page: Page, userId: string, records: Array<Record<string, unknown>>) {
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
export function timeSearch(page: Page, query: string) {
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
