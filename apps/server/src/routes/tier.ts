import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { getUserTierState } from "../services/tiers.ts";

/**
 * GET /api/tier — the signed-in user's tier as the tiers service decides it: `tier` (plan, documents remaining,
 * trial end, whether they may generate) and `info`, the tier info of spec 2 §3 for the tier card. When the
 * subscription cannot be read, `info` is core's unverifiableTierInfo and `tier.canGenerate` is false with
 * 'Unable to verify subscription status'. Online-only data: the device keeps it 5 minutes (spec 1 §9).
 */
export const tierRoutes = new Hono<AppEnv>().use("*", requireUser).get("/", async (c) => {
  const { database, config } = c.get("deps");
  const state = await getUserTierState(database.db, c.get("user").id, { documents: config.documents });
  return c.json(state);
});
