import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { sendError } from "../http/errors.ts";
import type { Metrics } from "../services/metrics.ts";

/** Whether `Authorization: Bearer …` carries the token, compared in constant time (digests have one length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "";
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * GET /metrics in Prometheus' text format (issue 18 §4): absent (404) unless METRICS_TOKEN is set, and then only
 * for a scraper that sends it as a bearer token (401 otherwise).
 */
export function metricsRoutes(metrics: Metrics | null) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const token = c.get("deps").config.metricsToken;
    if (!metrics || !token) return sendError(c, 404, "Not found");
    if (!bearerMatches(c.req.header("authorization"), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return sendError(c, 401, "A valid metrics token is required");
    }
    return c.body(await metrics.registry.metrics(), 200, { "content-type": metrics.registry.contentType });
  });
}
