import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { VERSION } from "../version.ts";

/** spec 1 §7 "hello-world: availability check" — here `GET /api/health`, which also proves the database answers. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, kind } = c.get("deps").database;
  let ok = true;
  try {
    await db.execute(sql`select 1`);
  } catch {
    ok = false;
  }
  return c.json({ ok, version: VERSION, database: kind }, ok ? 200 : 503);
});
