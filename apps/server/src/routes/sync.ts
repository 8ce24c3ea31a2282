import { syncPullQuerySchema, syncPushEnvelopeSchema } from "@lectern/core";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { jsonBody, queryParams } from "../http/validate.ts";
import { pruneNowAndThen } from "../services/sync/prune.ts";
import { pullChanges } from "../services/sync/pull.ts";
import { applyOps } from "../services/sync/push.ts";
import { limitUsage, withSlot } from "../services/usage-limits.ts";

/** The offline layer's two calls (DESIGN §4). */
export const syncRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  // issue 18 §2: pushes per window and at once, per user (a device back from a week offline sends many in a row)
  .post("/push", limitUsage("syncPush"), async (c) => {
    const { ops } = await jsonBody(c, syncPushEnvelopeSchema);
    const { database, logger } = c.get("deps");
    const results = await withSlot(c, "syncPush", () => applyOps(database.db, c.get("user").id, ops));
    // Forgetting old op ids rides on pushes (issue 13: 30 days), at most hourly and off the answer's path.
    pruneNowAndThen(database.db, (err) => logger.warn({ err }, "pruning applied ops failed"));
    return c.json({ results });
  })
  .get("/pull", async (c) => {
    const { since, limit } = queryParams(c, syncPullQuerySchema);
    return c.json(await pullChanges(c.get("deps").database.db, c.get("user").id, since, limit));
  });
