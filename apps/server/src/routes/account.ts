import { messages, uuidSchema } from "@lectern/core";
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { setCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { sessionCacheOf } from "../auth/session-cache.ts";
import type { Database } from "../db/client.ts";
import { user } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { jsonBody, queryParams } from "../http/validate.ts";
import { checkDeletionRequest, deleteAccountRows } from "../services/account/delete.ts";
import { exportArchive, exportFileName } from "../services/account/export.ts";
import { consumeRateLimit, type RateLimitRule } from "../services/rate-limit.ts";

export const deletionSchema = z.object({
  confirmation: z.string().max(100),
  password: z.string().max(1024).optional(),
  code: z.string().max(32).optional(),
});
export const existsQuerySchema = z.object({ userId: uuidSchema });

/** A student's own data (issue 18 §6): 'Download my data' and 'Delete my account'. */
export const accountRoutes = new Hono<AppEnv>()
  /**
   * Whether an account still exists, asked by a device whose session answered 401: only a device of a deleted
   * account clears its store, never one whose session merely expired (its unsynced work waits for sign-in). The
   * id is a random UUID the device already holds, so the answer tells a stranger nothing.
   */
  .get("/exists", async (c) => {
    const { userId } = queryParams(c, existsQuerySchema);
    const [found] = await c
      .get("deps")
      .database.db.select({ id: user.id })
      .from(user)
      .where(eq(user.id, userId));
    c.header("cache-control", "no-store");
    return c.json({ exists: Boolean(found) });
  })
  .get("/export", requireUser, async (c) => {
    const { database, config } = c.get("deps");
    const { db } = database;
    const userId = c.get("user").id;
    const rule = config.limits.accountExport;
    await admit(c, db, `account:export:${userId}`, rule, messages.account.tooManyExports);
    const now = new Date();
    const body = exportArchive(db, userId, now);
    return c.body(body, 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${exportFileName(now)}"`,
      "cache-control": "no-store",
    });
  })
  .delete("/", requireUser, async (c) => {
    const { auth, database, config } = c.get("deps");
    const me = c.get("user");
    const request = await jsonBody(c, deletionSchema);
    const rule = config.limits.accountDelete;
    await admit(c, database.db, `account:delete:${me.id}`, rule, messages.account.tooManyAttempts);
    const check = await checkDeletionRequest(auth, database.db, me.id, request, c.req.raw.headers);
    if (!check.ok) throw new ApiError(check.status, check.error);
    await deleteAccountRows(database.db, me.id, me.email);
    // This server stops honouring the deleted sessions' cookies at once (session-cache.ts).
    sessionCacheOf(auth).clear();
    const { authCookies } = await auth.$context;
    for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
      setCookie(c, cookie.name, "", { ...cookie.attributes, maxAge: 0 } as Parameters<typeof setCookie>[3]);
    }
    return c.json({ deleted: true });
  });

/** One request against a per-user limit; over it, 429 with Retry-After (seconds) and a message that says minutes. */
async function admit(
  c: Context<AppEnv>,
  db: Database,
  key: string,
  rule: RateLimitRule,
  message: (seconds: number) => string,
) {
  const verdict = await consumeRateLimit(db, key, rule);
  if (verdict.allowed) return;
  const retryAfter = verdict.retryAfter ?? rule.windowSeconds;
  c.header("retry-after", String(retryAfter));
  throw new ApiError(429, message(retryAfter));
}
