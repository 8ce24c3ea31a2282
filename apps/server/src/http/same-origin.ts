import { messages } from "@lectern/core";
import type { MiddlewareHandler } from "hono";
import { sendError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing API calls from another site are refused (DESIGN §8): a browser always sends Origin on a
 * cross-origin POST, and Sec-Fetch-Site where Origin is stripped. Calls with neither (curl, server-to-server)
 * carry no ambient cookies from a victim's browser and pass.
 */
export function refuseCrossOriginWrites(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const ownOrigin = new URL(c.req.url).origin;
    const refused =
      (origin !== undefined && origin !== ownOrigin && !allowed.has(origin)) || site === "cross-site";
    if (refused) return sendError(c, 403, messages.auth.crossOriginRefused);
    return next();
  };
}
