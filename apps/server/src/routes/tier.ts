import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { getUserTier } from "../services/tiers.ts";

/**
 * GET /api/tier — the signed-in user's tier as the tiers service decides it (plan, documents remaining, trial
 * end, whether they may generate). Online-only data: the device keeps it 5 minutes (spec 1 §9).
 */
export const tierRoutes = new Hono<AppEnv>().use("*", requireUser).get("/", async (c) => {
  const tier = await getUserTier(c.get("deps").database.db, c.get("user").id);
  return c.json({ tier });
});
