import type { Context } from "hono";
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

export function errorBody(error: string, details?: unknown) {
  return details === undefined ? { error } : { error, details };
}

export function sendError(c: Context, status: ContentfulStatusCode, error: string, details?: unknown) {
  return c.json(errorBody(error, details), status);
}
