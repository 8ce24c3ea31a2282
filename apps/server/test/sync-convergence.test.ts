import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase } from "./support.ts";
import { CHECKED, checkConvergence } from "./sync-convergence-check.ts";
import {
  type HttpUser,
  type ServerProcess,
  signUpOverHttp,
  startServerProcess,
  startSmtpCatcher,
} from "./sync-convergence-server.ts";
import { createWorld, type World } from "./sync-convergence-sim.ts";
import { runSteps, settle } from "./sync-convergence-steps.ts";

// Issue 13's randomized convergence run (the simulation is in sync-convergence-sim.ts, the end-state check in
// sync-convergence-check.ts; `npm run bench` runs it
// longer): three devices, one with two tabs, against the real server in a child process that is SIGKILLed and
// restarted on its data. CONVERGE_SEED replays a run (the seed is in the failure message); CONVERGE_OPS and
// CONVERGE_KILLS lengthen it.
const SEED = Number(process.env.CONVERGE_SEED ?? 13);
const OPS = Number(process.env.CONVERGE_OPS ?? 500);
const KILLS = Number(process.env.CONVERGE_KILLS ?? 3);

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let server: ServerProcess;
let user: HttpUser;
let world: World | undefined;
let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> = null;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // On PostgreSQL when the suite runs there (TEST_DATABASE_URL), else PGlite in the server's data directory.
  postgres = await freshPostgresDatabase();
  server = await startServerProcess({ SMTP_URL: smtp.url, ...(postgres && { DATABASE_URL: postgres.url }) });
  user = await signUpOverHttp(server, smtp, "converge@sync.test");
}, 120_000);
afterAll(async () => {
  await world?.close();
  await server?.close();
  await smtp?.close();
  await postgres?.drop();
});

describe("three devices converge against a server that is killed and restarted (seeded)", () => {
  it(`seed ${SEED}: after ${OPS} random ops and ${KILLS} kills, every device holds the server's records and every acknowledged change is there or superseded`, async () => {
    world = createWorld(server, user, SEED);
    await runSteps(world, OPS, KILLS);
    await settle(world);
    const problems = await checkConvergence(world);
    if (process.env.CONVERGE_DEBUG) console.log(world.stats, problems.slice(0, 20));
    // The run did what it claims: the server was killed, answered runs, and holds records of every kind.
    expect(world.stats.kills, "the server was killed").toBeGreaterThan(0);
    expect(world.stats.generations, "generation runs answered").toBeGreaterThan(0);
    expect(world.ledger.acked.length, "the server acknowledged changes").toBeGreaterThan(0);
    for (const collection of CHECKED)
      expect(world.stats.records[collection]?.live ?? 0, `live ${collection}`).toBeGreaterThan(0);
    expect(problems, `seed ${SEED} (CONVERGE_SEED=${SEED} replays it)`).toEqual([]);
  }, 240_000);
});
