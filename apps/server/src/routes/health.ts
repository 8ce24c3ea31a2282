import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { VERSION } from "../version.ts";

/** How long a successful database check vouches for the database while the next one waits in its queue. */
const CHECK_FRESH_MS = 5_000;

type Check = { ok: boolean; at: number; running?: Promise<boolean> };
const checks = new WeakMap<DatabaseHandle, Check>();

/**
 * Whether the database answers `select 1`. One check runs at a time, however many probes come; while it waits
 * behind other queries (a busy database, not a down one), a success from the last few seconds answers, so
 * health says at once whether the server itself answers (issue 12). Without a fresh success it waits.
 */
async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  let check = checks.get(database);
  if (!check) {
    check = { ok: false, at: 0 };
    checks.set(database, check);
  }
  const state = check;
  state.running ??= database.db
    .execute(sql`select 1`)
    .then(
      () => true,
      () => false,
    )
    .then((ok) => {
      state.ok = ok;
      state.at = Date.now();
      state.running = undefined;
      return ok;
    });
  if (state.ok && Date.now() - state.at < CHECK_FRESH_MS) return true;
  return state.running;
}

/** spec 1 §7 "hello-world: availability check" — here `GET /api/health`, which also proves the database answers. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const database = c.get("deps").database;
  const ok = await databaseAnswers(database);
  return c.json({ ok, version: VERSION, database: database.kind }, ok ? 200 : 503);
});
