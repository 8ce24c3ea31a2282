import { freshPostgresDatabase } from "../apps/server/test/support.ts";
import { checkConvergence } from "../apps/server/test/sync-convergence-check.ts";
import {
  type ServerProcess,
  signUpOverHttp,
  startServerProcess,
  startSmtpCatcher,
} from "../apps/server/test/sync-convergence-server.ts";
import { createWorld } from "../apps/server/test/sync-convergence-sim.ts";
import { runSteps, settle } from "../apps/server/test/sync-convergence-steps.ts";
import { writeResults } from "./harness.ts";

// Issue 13's convergence run, long (the server suite runs 500 ops): three devices (one with two tabs) against the
// real server in a child process, 5,000 random ops with offline spells and skewed clocks. The reference is the
// same run with the server never killed; the candidate kills it (SIGKILL) and restarts it on its data at random
// points. Reports ops/s (steps, then the settle rounds) and every divergence found; any divergence fails the bench.
// CONVERGE_SEED, CONVERGE_OPS and CONVERGE_KILLS change the run.
//
// Both databases the server runs on, side by side: PGlite in the server's data directory always, and PostgreSQL
// when BENCH_DATABASE_URL (or TEST_DATABASE_URL, as the server suite takes it) names a server the bench may
// create a throwaway database on (.ci/run starts one). Without one, the PostgreSQL rows are skipped and the bench
// says why.

const SEED = Number(process.env.CONVERGE_SEED ?? 13);
const OPS = Number(process.env.CONVERGE_OPS ?? 5000);
const KILLS = Number(process.env.CONVERGE_KILLS ?? 12);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "";

type Smtp = Awaited<ReturnType<typeof startSmtpCatcher>>;

async function converge(server: ServerProcess, smtp: Smtp, database: string, name: string, kills: number) {
  const user = await signUpOverHttp(server, smtp, `run-${kills}-${Date.now()}@converge.test`);
  const world = createWorld(server, user, SEED);
  const start = performance.now();
  await runSteps(world, OPS, kills);
  const stepped = performance.now();
  await settle(world);
  const settled = performance.now();
  const problems = await checkConvergence(world);
  await world.close();
  const seconds = (settled - start) / 1000;
  return {
    database,
    case: name,
    ops: OPS,
    kills: world.stats.kills,
    "ops/s": Math.round(OPS / ((stepped - start) / 1000)),
    "settle s": Math.round((settled - stepped) / 100) / 10,
    "total s": Math.round(seconds * 10) / 10,
    acknowledged: world.ledger.acked.length,
    generations: world.stats.generations,
    divergences: problems.length,
    // Changes the devices were refused (valid ops all: none expected); they stay in Sync issues.
    rejected: Object.values(world.stats.rejected).reduce((a, b) => a + b, 0),
    problems: problems.slice(0, 20),
    records: world.stats.records,
  };
}

/** The reference run and the killed one on one database: a server of its own, closed (and its data gone) after. */
async function runOn(smtp: Smtp, database: string, env: Record<string, string>) {
  const server = await startServerProcess({ SMTP_URL: smtp.url, ...env });
  try {
    return [
      await converge(server, smtp, database, "reference: server never killed", 0),
      await converge(server, smtp, database, "server killed", KILLS),
    ];
  } finally {
    await server.close();
  }
}

/** A fresh database on the PostgreSQL server, or why there is none (no URL given, or nothing answers there). */
async function postgresDatabase(): Promise<
  { url: string; drop(): Promise<void>; skipped?: undefined } | { skipped: string }
> {
  if (!POSTGRES_URL) return { skipped: "no BENCH_DATABASE_URL or TEST_DATABASE_URL is set" };
  // freshPostgresDatabase (the server suite's) makes its database on TEST_DATABASE_URL's server.
  process.env.TEST_DATABASE_URL = POSTGRES_URL;
  try {
    const fresh = await freshPostgresDatabase();
    return fresh ?? { skipped: "no PostgreSQL URL" };
  } catch (error) {
    return { skipped: `${redacted(POSTGRES_URL)} did not answer: ${(error as Error).message}` };
  }
}

/** The URL without its password, for the report. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "the PostgreSQL URL";
  }
}

const smtp = await startSmtpCatcher();
try {
  const rows = await runOn(smtp, "PGlite", { DATABASE_URL: "" });
  const postgres = await postgresDatabase();
  if (postgres.skipped === undefined) {
    try {
      rows.push(...(await runOn(smtp, "PostgreSQL", { DATABASE_URL: postgres.url })));
    } finally {
      await postgres.drop();
    }
  }
  console.log(`\nsync-convergence (seed ${SEED}, ${OPS} ops, three devices, one with two tabs)`);
  console.table(rows.map(({ problems: _p, records: _r, ...row }) => row));
  if (postgres.skipped !== undefined) console.log(`PostgreSQL rows skipped: ${postgres.skipped}.`);
  for (const row of rows)
    for (const problem of row.problems) console.log(`${row.database}, ${row.case}: ${problem}`);
  writeResults("sync-convergence", rows, {
    seed: SEED,
    ...(postgres.skipped !== undefined && { postgresSkipped: postgres.skipped }),
  });
  if (rows.some((row) => row.divergences > 0)) {
    console.error(`Divergence found: CONVERGE_SEED=${SEED} CONVERGE_OPS=${OPS} replays it.`);
    process.exitCode = 1;
  }
} finally {
  await smtp.close();
}
