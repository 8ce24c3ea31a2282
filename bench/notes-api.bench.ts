import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { notePreview } from "@lectern/core";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { startServer } from "../apps/server/src/server.ts";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";
import { writeResults } from "./harness.ts";
import { throwawayPostgres } from "./support/throwaway-pg.ts";

// Issue 6: the notes list API and pull of notes under 50 concurrent connections from a second process
// (autocannon), side by side with a bare node:http + pg server answering the same query on the same database.
// Targets: requests/s at least 0.6× the bare server's, p99 at most 50 ms.

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const NOTES = 10_000;

const postgres = await throwawayPostgres();
if (!postgres) {
  console.log("notes-api: skipped — no PostgreSQL (set BENCH_DATABASE_URL or install postgresql)");
  process.exit(0);
}
const smtp = await startSmtpCatcher();
const publicUrl = "http://127.0.0.1:1";
const server = await startServer(
  loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: postgres.url,
    LOG_LEVEL: "silent",
    SMTP_URL: smtp.url,
    PUBLIC_URL: publicUrl,
    AUTH_RATE_LIMIT_MAX: "100000",
  }),
  createLogger("silent"),
);

// A signed-in student with 10,000 notes, written through the sync API as devices would.
const email = `bench-${Date.now()}@bench.test`;
const post = (p: string, body: unknown, cookie = "") =>
  fetch(`${server.url}${p}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: publicUrl, cookie },
    body: JSON.stringify(body),
    redirect: "manual",
  });
await post("/api/auth/sign-up/email", { email, password: "bench-pass", name: "Bench" });
const verify = new URL((await smtp.waitFor(email, /Verify/)).links[0] as string);
await fetch(`${server.url}${verify.pathname}${verify.search}`, { redirect: "manual" });
const signIn = await post("/api/auth/sign-in/email", { email, password: "bench-pass" });
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const { user } = (await (
  await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } })
).json()) as {
  user: { id: string };
};
for (let start = 0; start < NOTES; start += 100) {
  const now = new Date(Date.now() - (NOTES - start) * 1000).toISOString();
  const ops = Array.from({ length: 100 }, (_, i) => ({
    id: randomUUID(),
    type: "notes",
    operation: "update",
    data: {
      id: randomUUID(),
      user_id: user.id,
      title: `Lecture ${start + i}`,
      content: "The Krebs cycle oxidises acetyl-CoA to carbon dioxide. ".repeat(6),
      tags: ["biology"],
      created_at: now,
      updated_at: now,
    },
    timestamp: now,
  }));
  const res = await post("/api/sync/push", { ops }, cookie);
  if (!res.ok) throw new Error(`seeding failed: ${res.status}`);
}

// The reference: the same query, no framework, no session check, one pool of the same size.
const pool = new pg.Pool({ connectionString: postgres.url, max: 10 });
const bare = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  const since = Number(url.searchParams.get("since") ?? -1);
  const result =
    since >= 0
      ? await pool.query(
          "select * from notes where user_id = $1 and server_seq > $2 order by server_seq limit 200",
          [user.id, since],
        )
      : await pool.query(
          // The list's query: summaries with the head of the content for the 100-character preview.
          "select id, title, subject, type, tags, duration, created_at, updated_at, left(content, 800) as head from notes where user_id = $1 and deleted_at is null order by updated_at desc, id desc limit 100",
          [user.id],
        );
  const rows =
    since >= 0
      ? result.rows
      : result.rows.map(({ head, ...note }) => ({ ...note, preview: notePreview(head) }));
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ notes: rows }));
});
await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

type Cannon = {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
};
/** autocannon in its own process; the servers under test share this one, so we must not block while it runs. */
async function cannon(url: string, headers: string[] = []): Promise<Cannon> {
  const args = [
    "autocannon",
    "-j",
    "-c",
    String(CONNECTIONS),
    "-d",
    String(SECONDS),
    ...headers.flatMap((h) => ["-H", h]),
    url,
  ];
  const { stdout } = await promisify(execFile)("npx", args, {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

const rows = [];
for (const [label, path, barePath] of [
  ["GET /api/notes (newest 100)", "/api/notes", "/"],
  ["GET /api/sync/pull (200 notes)", "/api/sync/pull?since=0&limit=200", "/?since=0"],
] as const) {
  const reference = await cannon(`${bareUrl}${barePath}`);
  const ours = await cannon(`${server.url}${path}`, [`cookie=${cookie}`]);
  if (ours.non2xx || ours.errors) throw new Error(`${label}: ${ours.non2xx} non-2xx, ${ours.errors} errors`);
  rows.push({
    case: label,
    "bare req/s": Math.round(reference.requests.average),
    "lectern req/s": Math.round(ours.requests.average),
    ratio: Math.round((ours.requests.average / reference.requests.average) * 100) / 100,
    "bare p99 ms": reference.latency.p99,
    "lectern p99 ms": ours.latency.p99,
  });
}
console.log(
  `\nnotes-api on PostgreSQL, ${CONNECTIONS} connections × ${SECONDS} s (targets: ratio ≥ 0.6, p99 ≤ 50 ms)`,
);
console.table(rows);
writeResults("notes-api-postgres", rows, { connections: CONNECTIONS, seconds: SECONDS, notes: NOTES });

await pool.end();
bare.close();
await server.stop();
await smtp.close();
postgres.stop();
