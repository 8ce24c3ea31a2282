import { isUuidV4, messages } from "@lectern/core";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { clientIp } from "../http/client-ip.ts";
import { ApiError } from "../http/errors.ts";
import { jsonBody, queryParams } from "../http/validate.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";
import { copySharedContent, sharedContent } from "../services/shares/content.ts";
import {
  createShareLink,
  listShareLinks,
  openShareLink,
  revokeShareLink,
  shareUrl,
} from "../services/shares/links.ts";

/** Opens of shared links per client address and minute (issue 22 §3): bounds token guessing, not reading. */
export const SHARED_OPENS_PER_MINUTE = 60;

const uuid = z.string().refine(isUuidV4, "must be a UUID v4");

/** POST /api/shares (also the hostile-input battery's schema). */
export const createShareSchema = z
  .object({
    kind: z.enum(["note", "deck"]),
    noteId: uuid.nullable(),
    expiresInDays: z.number().int().min(1).max(365).nullable().optional(),
  })
  .refine((body) => body.kind === "deck" || body.noteId !== null, {
    message: messages.shares.noteKindNeedsNote,
    path: ["noteId"],
  });

const listSchema = z.object({ noteId: uuid.optional() });

/** The owner's side (signed in): make, list and revoke links to their own notes and decks. */
export const shareRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .post("/", async (c) => {
    const body = await jsonBody(c, createShareSchema);
    const { database, config } = c.get("deps");
    const made = await createShareLink(database.db, c.get("user").id, {
      kind: body.kind,
      noteId: body.noteId,
      expiresInDays: body.expiresInDays ?? null,
    });
    // another user's note answers like a missing one (DESIGN §3)
    if (!made) throw new ApiError(404, messages.shares.noteNotFound);
    return c.json({ ...made.link, url: shareUrl(config.publicUrl, made.token), token: made.token }, 201);
  })
  .get("/", async (c) => {
    const { noteId } = queryParams(c, listSchema);
    const links = await listShareLinks(c.get("deps").database.db, c.get("user").id, noteId);
    return c.json({ links });
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const revoked = isUuidV4(id) && (await revokeShareLink(c.get("deps").database.db, c.get("user").id, id));
    if (!revoked) throw new ApiError(404, messages.shares.linkNotFound);
    return c.json({ ok: true });
  });

/** Shared answers are never indexed, whatever they say (issue 22 §3). */
const noIndex: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("X-Robots-Tag", "noindex");
};

/** Counts one open against the client address; 429 with Retry-After past the limit. */
async function limitOpens(c: Context<AppEnv>) {
  const { database, config } = c.get("deps");
  const ip = clientIp(c, config.trustProxy);
  const verdict = await consumeRateLimit(database.db, `shared:ip:${ip}`, {
    max: SHARED_OPENS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!verdict.allowed) {
    const retryAfter = verdict.retryAfter ?? 60;
    c.header("Retry-After", String(retryAfter));
    throw new ApiError(429, messages.shares.tooManyOpens(retryAfter));
  }
}

/**
 * The content a token opens, or the one 404 for every other case (unknown, malformed, revoked, expired, a deleted
 * note), so an answer never tells a guesser which tokens exist.
 */
async function openShared(c: Context<AppEnv>) {
  await limitOpens(c);
  const db = c.get("deps").database.db;
  const link = await openShareLink(db, c.req.param("token") ?? "");
  const content = link && (await sharedContent(db, link));
  if (!link || !content) throw new ApiError(404, messages.shares.notFound);
  return { link, content };
}

/** The reader's side: public reads, and a signed-in copy into one's own account. */
export const sharedRoutes = new Hono<AppEnv>()
  .use("*", noIndex)
  .get("/:token", async (c) => {
    const { content } = await openShared(c);
    return c.json(content);
  })
  // Copying one's own link is allowed: it makes a duplicate, as any reader's copy would.
  .post("/:token/copy", requireUser, async (c) => {
    const { link, content } = await openShared(c);
    const copied = await copySharedContent(c.get("deps").database.db, c.get("user").id, content, link);
    return c.json(copied, 201);
  });
