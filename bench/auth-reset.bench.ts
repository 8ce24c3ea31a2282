import { spawn } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "../apps/server/src/app.ts";
import { createAuthDeps } from "../apps/server/src/auth/index.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { migrationsFolder } from "../apps/server/src/server.ts";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";
import { writeResults } from "./harness.ts";

// Issue 12: a password-reset request must not tell who has an account by how long it takes. Over real HTTP, on a
// file-backed PGlite with real SMTP, known and unknown e-mails are requested in one seeded, interleaved order:
//  - Lectern's /api/auth/request-password-reset (answers once the request is valid; the work runs after), and
//  - the reference: better-auth's handler awaited, as the route was before (lookup, token, mail, then the answer).
// Two unknown groups (A, B) give the noise floor: their medians differ by chance alone.
const SAMPLES = Number(process.env.BENCH_RESET_SAMPLES ?? 300);
const KNOWN_USERS = 20;
const known = Array.from({ length: KNOWN_USERS }, (_, i) => `student${i}@uni.edu`);

type Endpoints = { base: string; referenceBase: string; origin: string };
type Group = "known" | "unknown A" | "unknown B";
type Post = (url: string, body: unknown) => Promise<void>;

/**
 * The server side, in its own process: the measuring client must not share an event loop with the work a reset
 * starts after answering (an attacker's client never does). The SMTP catcher runs here too, so mail parsing, if
 * anything, slows the server on known e-mails.
 */
async function serveForBench(): Promise<void> {
  const dataDir = fs.mkdtempSync("/tmp/lectern-bench-reset-");
  const smtp = await startSmtpCatcher();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SMTP_URL: smtp.url,
    WEB_DIST: "/nonexistent",
    // the bench measures timing, not the limits: lift them
    AUTH_RATE_LIMIT_MAX: "1000000",
    AUTH_EMAIL_RATE_LIMIT_MAX: "1000000",
  });
  const logger = createLogger("silent");
  const database = await openDatabase({ kind: "pglite", dataDir, migrationsFolder: migrationsFolder() });
  const deps = await createAuthDeps(database.db, config, logger);
  const app = createApp({ config, database, logger, ...deps });
  const listenOn = async (fetch: (req: Request) => Response | Promise<Response>) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const ours = await listenOn(app.fetch);
  // The reference: the same better-auth, awaited in the request (what /api/auth did before issue 12).
  const reference = await listenOn((req) =>
    deps.auth.handler(new Request(req.url.replace(/^http:\/\/[^/]+/, config.publicUrl), req)),
  );
  const endpoints: Endpoints = { base: ours.url, referenceBase: reference.url, origin: config.publicUrl };
  process.stdout.write(`${JSON.stringify(endpoints)}\n`);
  process.stdin.resume();
  process.stdin.on("end", async () => {
    await new Promise((r) => setTimeout(r, 500)); // the last background resets finish first
    ours.server.close();
    reference.server.close();
    await database.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function startServerProcess() {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, AUTH_RESET_BENCH_ROLE: "server" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const endpoints = await new Promise<Endpoints>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line) as Endpoints);
    });
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.stdin.end();
    });
  return { endpoints, stop };
}

/** A seeded order (mulberry32), so a run can be repeated. */
function shuffled<T>(items: T[], seed: number): T[] {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The 95% interval of median(known) − median(unknown) over 2,000 bootstrap resamples (seeded): when it holds 0,
 * the difference is within the noise of the measurement.
 */
function bootstrapMedianDifference(known: number[], unknown: number[], seed: number): [number, number] {
  let a = seed;
  const random = () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
  const median = (values: number[]) => {
    const resampled = values
      .map(() => values[Math.floor(random() * values.length)] ?? 0)
      .sort((x, y) => x - y);
    return percentile(resampled, 0.5);
  };
  const diffs = Array.from({ length: 2000 }, () => median(known) - median(unknown)).sort((x, y) => x - y);
  return [percentile(diffs, 0.025), percentile(diffs, 0.975)];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (n: number) => Math.round(n * 1000) / 1000;

async function measure(post: Post, label: string, url: string, seed: number) {
  const groups: Group[] = ["known", "unknown A", "unknown B"];
  const order = shuffled(
    groups.flatMap((g) => Array<Group>(SAMPLES).fill(g)),
    seed,
  );
  const samples: Record<Group, number[]> = { known: [], "unknown A": [], "unknown B": [] };
  // warm-up: JIT, PGlite caches, the SMTP path
  for (let i = 0; i < 30; i++)
    await post(url, { email: i % 2 ? known[i % KNOWN_USERS] : `warm${seed}-${i}@uni.edu` });
  for (const [i, group] of order.entries()) {
    const email = group === "known" ? known[i % KNOWN_USERS] : `nobody-${seed}-${i}@uni.edu`;
    const start = performance.now();
    await post(url, { email, redirectTo: "/reset-password" });
    samples[group].push(performance.now() - start);
  }
  const stats = groups.map((group) => {
    const sorted = [...samples[group]].sort((x, y) => x - y);
    return { group, median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9) };
  });
  const median = (g: Group) => stats.find((s) => s.group === g)?.median ?? 0;
  const unknownMedian = (median("unknown A") + median("unknown B")) / 2;
  const [low, high] = bootstrapMedianDifference(
    samples.known,
    [...samples["unknown A"], ...samples["unknown B"]],
    seed,
  );
  return {
    label,
    rows: stats.map((s) => ({ case: label, group: s.group, medianMs: round(s.median), p90Ms: round(s.p90) })),
    knownMinusUnknownMs: round(median("known") - unknownMedian),
    noiseFloorMs: round(Math.abs(median("unknown A") - median("unknown B"))),
    knownOverUnknown: round(median("known") / unknownMedian),
    difference95Ms: [round(low), round(high)],
    withinNoise: low <= 0 && high >= 0,
  };
}

async function measureBoth() {
  const { endpoints, stop } = await startServerProcess();
  const { base, referenceBase, origin } = endpoints;
  const post: Post = (url, body) =>
    fetch(url, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then(async (res) => {
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    });
  for (const email of known) {
    await post(`${base}/api/auth/sign-up/email`, { email, password: "secret-pass", name: "Student" });
  }
  const path = "/api/auth/request-password-reset";
  const before = await measure(
    post,
    "better-auth awaited (reference: the route before)",
    `${referenceBase}${path}`,
    1,
  );
  const ours = await measure(post, "lectern /api/auth/request-password-reset", `${base}${path}`, 2);
  await stop();

  console.log(
    `\nauth-reset: ${SAMPLES} requests per group, seeded interleaved order, real SMTP, file-backed PGlite`,
  );
  console.table([...before.rows, ...ours.rows]);
  console.table(
    [before, ours].map((m) => ({
      case: m.label,
      "known − unknown median ms": m.knownMinusUnknownMs,
      "noise floor |A − B| ms": m.noiseFloorMs,
      "known / unknown": m.knownOverUnknown,
      "95% interval of the difference ms": m.difference95Ms.join(" … "),
      "within noise": m.withinNoise,
    })),
  );
  writeResults("auth-reset", [...before.rows, ...ours.rows], {
    samplesPerGroup: SAMPLES,
    summary: [before, ours].map(({ rows: _rows, ...rest }) => rest),
  });
}

if (process.env.AUTH_RESET_BENCH_ROLE === "server") await serveForBench();
else await measureBoth();
