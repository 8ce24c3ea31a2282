import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../logger.ts";
import type { Metrics } from "../services/metrics.ts";

/** The header a request id travels in, both ways (issue 18 §4). */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** A caller's id is kept when it is a plain token; anything else (long, spaces, quotes) could forge log fields. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The id of a request: the caller's when it is sane, else a new one. */
export function requestIdOf(given: string | undefined): string {
  return given !== undefined && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

type RequestContext = { reqId: string; c: Context; metrics: Metrics | null };

// One store per request, so that every log line written while serving it — by a handler, a service that was given
// the app's logger at start (mailer, better-auth, the generation pool), or the error handler — carries the same
// fields without each of them being handed a child logger (issue 18 §4).
const store = new AsyncLocalStorage<RequestContext>();

/** The route template that is answering (Hono's matched route path, e.g. "/api/notes/:id"), never the raw path. */
export function routeTemplateOf(c: Context): string {
  return routePath(c) || "unmatched";
}

/**
 * The fields a log line gets from the request it is written in: the request id, the signed-in user once known,
 * and the route template. Empty outside a request. Called by the logger for every line (logger.ts: mixin).
 */
export function requestLogFields(): Record<string, string> {
  const context = store.getStore();
  if (!context) return {};
  const fields: Record<string, string> = { reqId: context.reqId, route: routeTemplateOf(context.c) };
  const userId = (context.c.var as { user?: { id?: string } }).user?.id;
  if (userId) fields.userId = userId;
  return fields;
}

/** The metrics of the app serving the current request; null when METRICS_TOKEN is unset or outside a request. */
export function requestMetrics(): Metrics | null {
  return store.getStore()?.metrics ?? null;
}

/**
 * First in the chain: gives the request its id (echoed in X-Request-Id), runs the rest inside its log context,
 * and writes the one access line of an /api request (method, route, status, ms) and its duration metric.
 */
export function requestContext(logger: Logger, metrics: Metrics | null): MiddlewareHandler {
  return async (c, next) => {
    const reqId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    const started = performance.now();
    await store.run({ reqId, c, metrics }, async () => {
      await next();
      const ms = performance.now() - started;
      const route = routeTemplateOf(c);
      metrics?.observeRequest(c.req.method, route, c.res.status, ms / 1000);
      if (c.req.path.startsWith("/api/")) {
        logger.info({ method: c.req.method, status: c.res.status, ms: Math.round(ms) }, "request");
      }
    });
    try {
      c.res.headers.set(REQUEST_ID_HEADER, reqId);
    } catch {
      // a response with immutable headers (one passed through as fetched): a copy takes the header
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, reqId);
    }
  };
}
