import { messages } from "@lectern/core";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app.ts";
import { sendError } from "../http/errors.ts";
import { sessionCacheOf } from "./session-cache.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  emailVerified: boolean;
  createdAt: Date;
};

/** Reads the session cookie; every user-owned route sits behind this and reads `c.get("user")`. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.get("deps");
  const cookie = c.req.header("cookie") ?? "";
  const cache = sessionCacheOf<SessionUser>(auth);
  const known = cookie ? cache.get(cookie) : undefined;
  if (known) {
    c.set("user", known);
    return next();
  }
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return sendError(c, 401, messages.auth.sessionExpired);
  const user = session.user as SessionUser;
  if (cookie) cache.set(cookie, user, new Date(session.session.expiresAt));
  c.set("user", user);
  return next();
};
