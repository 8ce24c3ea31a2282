import { syncPullQuerySchema, syncPushRequestSchema } from "@lectern/core";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { jsonBody, queryParams } from "../http/validate.ts";
import { pullChanges } from "../services/sync/pull.ts";
import { applyOp } from "../services/sync/push.ts";

/** The offline layer's two calls (DESIGN §4). */
export const syncRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .post("/push", async (c) => {
    const { ops } = await jsonBody(c, syncPushRequestSchema);
    const { db } = c.get("deps").database;
    const user = c.get("user");
    const results = [];
    // In order, each in its own transaction: one bad op never blocks or undoes the others.
    for (const op of ops) results.push(await applyOp(db, user.id, op));
    return c.json({ results });
  })
  .get("/pull", async (c) => {
    const { since, limit } = queryParams(c, syncPullQuerySchema);
    return c.json(await pullChanges(c.get("deps").database.db, c.get("user").id, since, limit));
  });
