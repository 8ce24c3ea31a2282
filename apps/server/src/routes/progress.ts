import { timeZoneSchema } from "@lectern/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { queryParams } from "../http/validate.ts";
import { getProgressDashboard } from "../services/progress/dashboard.ts";
import { getHomeData } from "../services/progress/home.ts";

/** The device's time zone, sent on every dashboard read and goal write (issue 17). */
export const zoneQuerySchema = z.object({ tz: timeZoneSchema });

/**
 * GET /api/progress?tz=… — the progress dashboard (spec 2 §2, §3): online-only data the device caches for 5
 * minutes (DESIGN §4). Signed-in only.
 */
export const progressRoutes = new Hono<AppEnv>().use("*", requireUser).get("/", async (c) => {
  const { tz } = queryParams(c, zoneQuerySchema);
  const dashboard = await getProgressDashboard(c.get("deps").database.db, c.get("user").id, tz, new Date());
  return c.json({ dashboard });
});

/** GET /api/home?tz=… — Home's stats, recent activity, today's goals and cards due (spec 1 §2). */
export const homeRoutes = new Hono<AppEnv>().use("*", requireUser).get("/", async (c) => {
  const { tz } = queryParams(c, zoneQuerySchema);
  const home = await getHomeData(c.get("deps").database.db, c.get("user").id, tz, new Date());
  return c.json({ home });
});
