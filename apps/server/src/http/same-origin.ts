import { messages } from "@lectern/core";
import type { MiddlewareHandler } from "hono";
import { sendError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing API calls from another site are refused (DESIGN §8): a browser always sends Origin on a
 * cross-origin POST, and Sec-Fetch-Site where Origin is stripped. Calls with neither (curl, server-to-server)
 * carry no ambient cookies from a victim's browser and pass. The Origin is compared with PUBLIC_URL's origin and
 * the trusted ones (`allowedOrigins`), never with the request's Host header: a DNS-rebinding page sends its own
 * host there, which would make any origin "our own" on a server listening on 0.0.0.0 (issue 18 §3).
 */
export function refuseCrossOriginWrites(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const refused = (origin !== undefined && !allowed.has(origin)) || site === "cross-site";
    if (refused) return sendError(c, 403, messages.auth.crossOriginRefused);
    return next();
  };
}
