import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { notes } from "../apps/server/src/db/schema/index.ts";
import { withUserWrites } from "../apps/server/src/db/user-writes.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { migrationsFolder, startServer } from "../apps/server/src/server.ts";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";
import { runBench } from "./harness.ts";

// Issue 5's sync targets, measured against the real server over HTTP: push 1,000 queued changes (in the
// engine's batches of 100) and pull 10,000 records as a fresh device (pages of 500). The reference is the
// database doing the same writes and reads directly, with no HTTP, auth or per-op checks.
// On PGlite by default; BENCH_DATABASE_URL=postgres://… runs the same on PostgreSQL.

const databaseUrl = process.env.BENCH_DATABASE_URL;
const label = databaseUrl ? "postgres" : "pglite";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-sync-"));
const smtp = await startSmtpCatcher();
const env = {
  PORT: "0",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  SMTP_URL: smtp.url,
  AUTH_RATE_LIMIT_MAX: "100000",
  PUBLIC_URL: "http://127.0.0.1:1",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const server = await startServer(loadConfig(env), createLogger("silent"));
const origin = "http://127.0.0.1:1";

async function signIn(email: string) {
  const post = (p: string, body: unknown, cookie = "") =>
    fetch(`${server.url}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(body),
      redirect: "manual",
    });
  await post("/api/auth/sign-up/email", { email, password: "bench-pass", name: "Bench" });
  const link = new URL((await smtp.waitFor(email, /Verify/)).links[0] as string);
  await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" });
  const res = await post("/api/auth/sign-in/email", { email, password: "bench-pass" });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const session = (await (
    await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } })
  ).json()) as {
    user: { id: string };
  };
  return { cookie, userId: session.user.id };
}

const { cookie, userId } = await signIn(`bench-${Date.now()}@bench.test`);
const now = () => new Date().toISOString();
const noteRecord = (i: number) => ({
  id: randomUUID(),
  user_id: userId,
  title: `Lecture ${i}`,
  content: `Notes of lecture ${i}: the Krebs cycle oxidises acetyl-CoA to carbon dioxide. `.repeat(4),
  tags: ["biology", `week-${i % 12}`],
  subject: "Biology",
  created_at: now(),
  updated_at: now(),
});

async function pushThousand() {
  for (let batch = 0; batch < 10; batch++) {
    const ops = Array.from({ length: 100 }, (_, i) => ({
      id: randomUUID(),
      type: "notes",
      operation: "update",
      data: noteRecord(batch * 100 + i),
      timestamp: now(),
    }));
    const res = await fetch(`${server.url}/api/sync/push`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify({ ops }),
    });
    if (!res.ok) throw new Error(`push failed: ${res.status} ${await res.text()}`);
  }
}

async function pullAll() {
  let since = 0;
  let count = 0;
  for (;;) {
    const res = await fetch(`${server.url}/api/sync/pull?since=${since}&limit=500`, { headers: { cookie } });
    const page = (await res.json()) as { changes: unknown[]; cursor: number; hasMore: boolean };
    count += page.changes.length;
    since = page.cursor;
    if (!page.hasMore) return count;
  }
}

// The reference reads and writes the same database through a second handle (PostgreSQL) or, for PGlite, by
// timing the same statements on an in-memory PGlite: one process may not open the server's data dir twice.
const reference = databaseUrl
  ? await openDatabase({ kind: "postgres", url: databaseUrl, migrationsFolder: migrationsFolder() })
  : await openDatabase({ kind: "pglite", dataDir: "memory", migrationsFolder: migrationsFolder() });
if (!databaseUrl) {
  const { user } = await import("../apps/server/src/db/schema/index.ts");
  await reference.db.insert(user).values({ id: userId, name: "Bench", email: "bench@ref.test" });
}

// Every write to a synced table goes through withUserWrites (the database refuses others, issue 13).
const insertThousand = () =>
  withUserWrites(reference.db, userId, (tx) =>
    tx.insert(notes).values(Array.from({ length: 1000 }, (_, i) => noteRecord(i))),
  );

await runBench(
  `sync-push-1000-${label}`,
  {
    name: "direct insert of 1,000 rows (reference)",
    run: async () => {
      await insertThousand();
    },
  },
  [{ name: "POST /api/sync/push ×10 batches of 100", run: pushThousand }],
  { rounds: 3, warmup: 1, opsPerRound: 1000 },
);

// Bring the server's copy to 10,000 notes, then pull them all as a fresh device would.
while ((await pullAll()) < 10_000) await pushThousand();
const refCount = async () => (await reference.db.select().from(notes)).length;
while ((await refCount()) < 10_000) await insertThousand();
await runBench(
  `sync-pull-10000-${label}`,
  { name: "direct select of 10,000 rows (reference)", run: async () => void (await refCount()) },
  [{ name: "GET /api/sync/pull, pages of 500", run: async () => void (await pullAll()) }],
  { rounds: 3, warmup: 1, opsPerRound: 10_000 },
);

await reference.close();
await server.stop();
await smtp.close();
fs.rmSync(dataDir, { recursive: true, force: true });
