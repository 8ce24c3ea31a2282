import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { sendError } from "../http/errors.ts";
import { migrationsFolder } from "../server.ts";
import { VERSION } from "../version.ts";

/** How long a successful readiness check vouches for the database while the next one waits in its queue. */
const CHECK_FRESH_MS = 5_000;
/** A database that has not answered `select 1` in this time is not ready (issue 18 §4: a short timeout). */
export const READY_TIMEOUT_MS = 2_000;

type Readiness = { database: boolean; migrations: boolean };
type Check = { result: Readiness; at: number; running?: Promise<Readiness> };
const checks = new WeakMap<DatabaseHandle, Check>();
const ready = (r: Readiness) => r.database && r.migrations;

/** The newest migration this build ships (drizzle's journal): the database must have applied it. */
let newestMigration: number | undefined;
function newestMigrationWhen(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
    ) as {
      entries: Array<{ when: number }>;
    };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether the database answers and has every migration of this build, by drizzle's own rule (the newest applied
 * migration's created_at is at least the journal's newest `when`).
 */
async function checkReadiness(database: DatabaseHandle): Promise<Readiness> {
  try {
    const rows = rowsOf<{ newest: string | number | null }>(
      await withTimeout(
        database.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
        READY_TIMEOUT_MS,
      ),
    );
    return { database: true, migrations: Number(rows[0]?.newest ?? 0) >= newestMigrationWhen() };
  } catch (error) {
    // The table is missing (42P01): the database answers, its schema was never migrated.
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    return { database: code === "42P01", migrations: false };
  }
}

/**
 * The readiness of the database. One check runs at a time, however many probes come; while it waits behind other
 * queries (a busy database, not a down one), a success from the last few seconds answers, so a probe says at once
 * whether the server answers (issue 12). Without a fresh success it waits (at most READY_TIMEOUT_MS).
 */
async function databaseReadiness(database: DatabaseHandle): Promise<Readiness> {
  let check = checks.get(database);
  if (!check) {
    check = { result: { database: false, migrations: false }, at: 0 };
    checks.set(database, check);
  }
  const state = check;
  state.running ??= checkReadiness(database).then((result) => {
    state.result = result;
    state.at = Date.now();
    state.running = undefined;
    return result;
  });
  if (ready(state.result) && Date.now() - state.at < CHECK_FRESH_MS) return state.result;
  return state.running;
}

/** What a failed readiness check names. */
function notReadyMessage(r: Readiness): string {
  if (!r.database) return "Not ready: the database does not answer";
  return "Not ready: the database lacks migrations of this version";
}

/**
 * spec 1 §7 "hello-world: availability check": `GET /api/health` is liveness — it answers while the process serves,
 * without waiting on the database — and `GET /api/ready` is readiness: database reachable, migrations applied
 * (issue 18 §4). A load balancer sends traffic on /ready; a supervisor restarts on /health.
 */
export const healthRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ ok: true, version: VERSION, database: c.get("deps").database.kind }),
);

export const readyRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const database = c.get("deps").database;
  const result = await databaseReadiness(database);
  if (!ready(result)) return sendError(c, 503, notReadyMessage(result), { ...result, version: VERSION });
  return c.json({ ok: true, version: VERSION, database: database.kind, migrations: true });
});
