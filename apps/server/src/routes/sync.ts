import { syncPullQuerySchema, syncPushEnvelopeSchema } from "@lectern/core";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { jsonBody, queryParams } from "../http/validate.ts";
import { pullChanges } from "../services/sync/pull.ts";
import { applyOps } from "../services/sync/push.ts";

/** The offline layer's two calls (DESIGN §4). */
export const syncRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .post("/push", async (c) => {
    const { ops } = await jsonBody(c, syncPushEnvelopeSchema);
    return c.json({ results: await applyOps(c.get("deps").database.db, c.get("user").id, ops) });
  })
  .get("/pull", async (c) => {
    const { since, limit } = queryParams(c, syncPullQuerySchema);
    return c.json(await pullChanges(c.get("deps").database.db, c.get("user").id, since, limit));
  });
