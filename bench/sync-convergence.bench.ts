import { checkConvergence } from "../apps/server/test/sync-convergence-check.ts";
import {
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

const SEED = Number(process.env.CONVERGE_SEED ?? 13);
const OPS = Number(process.env.CONVERGE_OPS ?? 5000);
const KILLS = Number(process.env.CONVERGE_KILLS ?? 12);

const smtp = await startSmtpCatcher();
const server = await startServerProcess({ SMTP_URL: smtp.url });

async function converge(name: string, kills: number) {
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
    name,
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

try {
  const rows = [await converge("reference: server never killed", 0), await converge("server killed", KILLS)];
  console.log(`\nsync-convergence (seed ${SEED}, ${OPS} ops, three devices, one with two tabs)`);
  console.table(rows.map(({ problems: _p, records: _r, ...row }) => row));
  for (const row of rows) for (const problem of row.problems) console.log(`${row.name}: ${problem}`);
  writeResults("sync-convergence", rows, { seed: SEED });
  if (rows.some((row) => row.divergences > 0)) {
    console.error(`Divergence found: CONVERGE_SEED=${SEED} CONVERGE_OPS=${OPS} replays it.`);
    process.exitCode = 1;
  }
} finally {
  await server.close();
  await smtp.close();
}
