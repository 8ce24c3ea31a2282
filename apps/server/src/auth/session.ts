import { messages } from "@lectern/core";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app.ts";
import { sendError } from "../http/errors.ts";

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
  const session = await c.get("deps").auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return sendError(c, 401, messages.auth.sessionExpired);
  c.set("user", session.user as SessionUser);
  return next();
};
