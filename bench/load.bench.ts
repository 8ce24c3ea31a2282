import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";
import { writeResults } from "./harness.ts";
import {
  type Convergence,
  checkConvergence,
  failedSignInProbe,
  generationProbe,
  type LimitResult,
  probeLimit,
  pushProbe,
  type Query,
  waitlistProbe,
} from "./support/load-checks.ts";
import type { Endpoint } from "./support/load-client.ts";
import { meanServerMs, type ServerTime, scrape, serverTime } from "./support/load-metrics.ts";
import { REFERENCE_SCHEMA, referenceHash } from "./support/load-reference-server.ts";
import {
  problemLines,
  type ServerProcess,
  startAppServer,
  startReferenceServer,
} from "./support/load-servers.ts";
import { LoadRecorder, type RouteRow, TARGET_ROW } from "./support/load-stats.ts";
import {
  attend,
  catchUp,
  enrol,
  makeStudent,
  STUDENT_PASSWORD,
  type Student,
} from "./support/load-students.ts";
import { throwawayPostgres } from "./support/throwaway-pg.ts";

// Issue 18 §7: a class of simulated students (100 by default) for 60 s against the built server — on the embedded
// database, on PostgreSQL, and on two servers sharing one PostgreSQL — beside a bare node:http + pg reference
// driven by the same mix (load-students.ts). Reports errors and p50/p99 per route (targets: 0 errors, p99 ≤ 250 ms
// outside generation), and for two servers: sessions work across them, a limit holds across them, and every
// device converges on the server's rows. LOAD_STUDENTS and LOAD_SECONDS make a shorter run, LOAD_RUNS fewer runs.

const STUDENTS = Number(process.env.LOAD_STUDENTS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** The class arrives over the first 10 s (each signs in on arrival), not in one instant. */
const ARRIVAL_MS = Math.min(10_000, (SECONDS * 1000) / 6);
const SETUP_CONCURRENCY = 8;
const TARGET_P99_MS = 250;
/** One address behind which the servers sit (a load balancer's name): every server of a run has it as PUBLIC_URL. */
const PUBLIC_URL = "http://lectern.load.test";
/** The defaults of the limits probed across two servers as shipped (config.ts). */
const AUTH_RATE_LIMIT = { max: 10, windowSeconds: 60 };
const WAITLIST_RATE_LIMIT = { max: 30, windowSeconds: 600 };
/**
 * Per-user limits set lower than their defaults (600 pushes, 60 generations per 10 minutes) in the two-server run
 * only, so a probe needs few requests; still far above what one student of the class sends in a minute.
 */
const PROBED_LIMITS = {
  SYNC_PUSH_RATE_LIMIT_MAX: "30",
  SYNC_PUSH_RATE_LIMIT_WINDOW_SECONDS: "600",
  GENERATION_RATE_LIMIT_MAX: "10",
  GENERATION_RATE_LIMIT_WINDOW_SECONDS: "600",
};

type RunReport = {
  run: string;
  seconds: number;
  setupSeconds: number;
  loadBefore: string;
  loadAfter: string;
  rows: RouteRow[];
  errorExamples: Record<string, string[]>;
  rejectedOps: string[];
  serverProblems: string[];
  convergence?: Convergence;
  crossServer?: { ok: number; unauthorized: number; other: number };
  limits?: LimitResult[];
  /** Each Lectern server's CPU and event-loop delay over the clock (load-metrics.ts). */
  servers: Omit<ServerTime, "byRoute">[];
  /** The simulated students' own CPU over the clock: it shares the machine's cores with the servers. */
  clientCpuSeconds: number;
};

/** The mean time inside the server beside each route's client-side figures (none for the reference). */
function withServerMs(rows: RouteRow[], serverMs: Record<string, number>) {
  return rows.map((row) => ({ ...row, "server mean ms": serverMs[row.route] ?? "–" }));
}

const postgres = await throwawayPostgres();
const smtp = await startSmtpCatcher();
const verify = async (email: string) => (await smtp.waitFor(email, /Verify/, 60_000)).links[0] as string;
const reports: RunReport[] = [];

async function embeddedRun(): Promise<RunReport> {
  const server = await startAppServer({ PUBLIC_URL, SMTP_URL: smtp.url }, "pglite");
  const report = await driveClass("lectern, embedded (PGlite)", [endpointOf(server)], verify, [server]);
  await server.close({ keepData: true });
  // The directory can be opened once its server has stopped (one process at a time: DESIGN §11).
  const db = new PGlite(path.join(server.dataDir, "pglite"));
  report.convergence = await checkConvergence(queryOf(db), report.students);
  await db.close();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  return done(report);
}

async function postgresRun(): Promise<RunReport> {
  const url = await freshDatabase("load_one");
  const server = await startAppServer({ PUBLIC_URL, SMTP_URL: smtp.url, DATABASE_URL: url }, "pg");
  const report = await driveClass("lectern, PostgreSQL", [endpointOf(server)], verify, [server]);
  await server.close();
  report.convergence = await withPool(url, (q) => checkConvergence(q, report.students));
  return done(report);
}

async function referenceRun(): Promise<RunReport> {
  const url = await freshDatabase("load_reference");
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await pool.query(REFERENCE_SCHEMA);
  const server = await startReferenceServer(url);
  // The reference has no sign-up: its students are rows made here, then sign in and save notes as in the others.
  const students = classOf("reference", [endpointOf(server)]);
  // Every student has the one bench password: one hash serves them all (its salt changes nothing of the cost).
  const hash = referenceHash(STUDENT_PASSWORD);
  for (const s of students)
    await pool.query("insert into ref_users (id, email, password_hash) values (gen_random_uuid(), $1, $2)", [
      s.email,
      hash,
    ]);
  await pool.end();
  const report = await driveClass(
    "bare node:http + pg (reference)",
    [endpointOf(server)],
    null,
    [server],
    students,
  );
  await server.close();
  return done(report);
}

async function twoServerRun(): Promise<RunReport> {
  const url = await freshDatabase("load_two");
  const env = { PUBLIC_URL, SMTP_URL: smtp.url, DATABASE_URL: url, ...PROBED_LIMITS };
  const servers = [await startAppServer(env, "pg-a"), await startAppServer(env, "pg-b")];
  const endpoints = servers.map(endpointOf);
  const report = await driveClass("lectern, 2 servers, one PostgreSQL", endpoints, verify, servers);
  // After the class: the limit probes (their own student and addresses), so their requests are not in the figures.
  const prober = makeStudent("probe", STUDENTS, endpoints[0] as Endpoint, endpoints);
  await enrol(prober, verify);
  const window = Number(PROBED_LIMITS.SYNC_PUSH_RATE_LIMIT_WINDOW_SECONDS);
  report.limits = [];
  for (const probe of [
    failedSignInProbe(AUTH_RATE_LIMIT.max, AUTH_RATE_LIMIT.windowSeconds),
    waitlistProbe(WAITLIST_RATE_LIMIT.max, WAITLIST_RATE_LIMIT.windowSeconds),
    pushProbe(prober, Number(PROBED_LIMITS.SYNC_PUSH_RATE_LIMIT_MAX), window),
    generationProbe(prober, Number(PROBED_LIMITS.GENERATION_RATE_LIMIT_MAX), window),
  ])
    report.limits.push(await probeLimit(probe, endpoints));
  for (const server of servers) await server.close();
  report.crossServer = { ok: 0, unauthorized: 0, other: 0 };
  for (const s of report.students)
    for (const d of s.devices.filter((d) => d.endpoint !== s.signInAt)) {
      report.crossServer.ok += d.answers.ok;
      report.crossServer.unauthorized += d.answers.unauthorized;
      report.crossServer.other += d.answers.other;
    }
  report.convergence = await withPool(url, (q) => checkConvergence(q, report.students));
  return done(report);
}

/** Student i signs in on server i mod n; its two devices sit on that server and the next (the same one if n = 1). */
function classOf(run: string, endpoints: Endpoint[]): Student[] {
  const n = endpoints.length;
  return Array.from({ length: STUDENTS }, (_, i) =>
    makeStudent(run, i, endpoints[i % n] as Endpoint, [
      endpoints[i % n] as Endpoint,
      endpoints[(i + 1) % n] as Endpoint,
    ]),
  );
}

/** Setup (not timed), the class on the clock, then every device pulled to the end. */
async function driveClass(
  run: string,
  endpoints: Endpoint[],
  verifyLink: ((email: string) => Promise<string>) | null,
  servers: ServerProcess[],
  students = classOf(run.replace(/\W+/g, "-"), endpoints),
) {
  console.log(`load: ${run} — setting up ${students.length} students…`);
  const setupStarted = Date.now();
  await inBatches(students, SETUP_CONCURRENCY, (s) => enrol(s, verifyLink));
  const setupSeconds = Math.round((Date.now() - setupStarted) / 1000);
  const recorder = new LoadRecorder();
  const loadBefore = loadAverage();
  console.log(`load: ${run} — ${SECONDS} s on the clock (load average ${loadBefore})`);
  const lectern = servers.filter((s) => s.name !== "reference");
  const before = await Promise.all(lectern.map(scrape));
  const until = Date.now() + SECONDS * 1000;
  const clientCpu = process.cpuUsage();
  await Promise.all(students.map((s) => attend(s, recorder, until, ARRIVAL_MS)));
  const { user, system } = process.cpuUsage(clientCpu);
  const loadAfter = loadAverage();
  const after = await Promise.all(lectern.map(scrape));
  const times = lectern.map((_, i) => serverTime(before[i] ?? new Map(), after[i] ?? new Map()));
  await inBatches(students, SETUP_CONCURRENCY, catchUp);
  return {
    run,
    seconds: SECONDS,
    setupSeconds,
    loadBefore,
    loadAfter,
    students,
    // the class has arrived once every sign-in that succeeded has answered
    rows: withServerMs(recorder.rows(Math.max(...students.map((s) => s.signedInAt))), meanServerMs(times)),
    servers: times.map(({ byRoute: _, ...t }) => t),
    clientCpuSeconds: Math.round((user + system) / 100_000) / 10,
    errorExamples: recorder.errorExamples(),
    rejectedOps: students.flatMap((s) => s.rejected).slice(0, 10),
    serverProblems: servers.flatMap((s) => problemLines(s)),
  } as RunReport & { students: Student[] };
}

/** The report without its students (not for the JSON). */
function done({ students: _, ...report }: RunReport & { students: Student[] }): RunReport {
  return report;
}

function printAndSave(runs: RunReport[]) {
  const reference = runs.find((r) => r.run.includes("reference"));
  for (const r of runs) {
    console.log(
      `\n${r.run}: ${STUDENTS} students × ${r.seconds} s (load average ${r.loadBefore} → ${r.loadAfter})`,
    );
    console.table(
      r.rows.map((row) => {
        const ref = reference?.rows.find((x) => x.route === row.route);
        return { ...row, "ref p99 ms": ref && r !== reference ? ref["p99 ms"] : "–" };
      }),
    );
    const all = r.rows.find((row) => row.route === TARGET_ROW);
    const errors = r.rows.filter((row) => row.route !== TARGET_ROW).reduce((n, row) => n + row.errors, 0);
    const verdict = all && errors === 0 && all["p99 ms"] <= TARGET_P99_MS ? "met" : "NOT met";
    console.log(
      `  targets (0 errors on any route; p99 ≤ ${TARGET_P99_MS} ms over ${TARGET_ROW}): ${verdict}; setup ${r.setupSeconds} s`,
    );
    for (const [route, examples] of Object.entries(r.errorExamples))
      console.log(`  ${route}: ${examples.join(" | ")}`);
    if (r.rejectedOps.length) console.log(`  ops refused in pushes: ${r.rejectedOps.join(" | ")}`);
    if (r.serverProblems.length) console.log(`  server log: ${r.serverProblems.join("\n    ")}`);
    for (const [i, t] of r.servers.entries())
      console.log(
        `  server ${i + 1}: ${t.cpuSeconds} s of CPU in ${r.seconds} s; event loop delay p99 ${t.eventLoopLagP99Ms} ms, max ${t.eventLoopLagMaxMs} ms`,
      );
    console.log(
      `  the simulated students: ${r.clientCpuSeconds} s of CPU in ${r.seconds} s, on the same cores`,
    );
    if (r.crossServer)
      console.log(
        `  on the server a student did not sign in on: ${r.crossServer.ok} answered 2xx, ${r.crossServer.unauthorized} answered 401`,
      );
    if (r.convergence)
      console.log(
        `  convergence: ${r.convergence.converged} of ${r.convergence.devices} devices hold exactly the server's rows${r.convergence.mismatches.length ? `; ${r.convergence.mismatches.join("; ")}` : ""}`,
      );
    for (const l of r.limits ?? [])
      console.log(
        `  limit across servers — ${l.probe} (${l.setting}): ${l.allowed} of ${l.sent} allowed (per server ${l.perServer.join(" + ")}), expected ${l.limit}: ${l.holds ? "holds" : "DOES NOT HOLD"}`,
      );
  }
  writeResults("load", runs, {
    students: STUDENTS,
    seconds: SECONDS,
    cpus: os.cpus().length,
    targetP99Ms: TARGET_P99_MS,
  });
}

const endpointOf = (server: ServerProcess): Endpoint => ({ url: server.url, origin: PUBLIC_URL });
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** A new empty database on the run's PostgreSQL, so each run starts from nothing. */
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: postgres?.url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgres?.url ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

async function withPool<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await work(async (sql, params) => (await pool.query(sql, params)).rows);
  } finally {
    await pool.end();
  }
}

const queryOf =
  (db: PGlite): Query =>
  async (sql, params) =>
    (await db.query<Record<string, unknown>>(sql, params)).rows;

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** LOAD_RUNS=pglite,pg,reference,two picks runs (default: all), for a quicker look at one database. */
const chosen = new Set((process.env.LOAD_RUNS ?? "pglite,pg,reference,two").split(","));
try {
  if (chosen.has("pglite")) reports.push(await embeddedRun());
  if (postgres) {
    if (chosen.has("pg")) reports.push(await postgresRun());
    if (chosen.has("reference")) reports.push(await referenceRun());
    if (chosen.has("two")) reports.push(await twoServerRun());
  } else
    console.log(
      "load: PostgreSQL runs skipped — no PostgreSQL (set BENCH_DATABASE_URL or install postgresql)",
    );
} finally {
  await smtp.close();
  postgres?.stop();
}
printAndSave(reports);
