import { STATUS_CODES } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every API error is JSON `{ error, details? }` (DESIGN §8). Throw this from any handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** What a 500 says: nothing of the failure itself reaches the client (DESIGN §8); the log has it. */
export const SERVER_ERROR_MESSAGE = "Something went wrong on the server. Please try again.";

export function errorBody(error: string, details?: unknown) {
  return details === undefined ? { error } : { error, details };
}

export function sendError(c: Context, status: ContentfulStatusCode, error: string, details?: unknown) {
  return c.json(errorBody(error, details), status);
}

const isJsonType = (type: string | null) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type ?? "");

/**
 * The last guard of DESIGN §8 on /api/*: an error some library answered without a JSON body (an empty 500, a
 * text 415) leaves as `{ error }` with the same status and headers, so a client always has something to read.
 * A JSON error body is left as its handler wrote it.
 */
export function jsonErrorBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || isJsonType(res.headers.get("content-type"))) return;
    await res.body?.cancel().catch(() => {});
    const error = STATUS_CODES[res.status] ?? `Request failed (${res.status})`;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    headers.set("content-type", "application/json");
    // Replacing c.res would merge the old headers back in (content-length 0 among them): reset it first.
    c.res = undefined;
    c.res = new Response(JSON.stringify(errorBody(error)), { status: res.status, headers });
  };
}
