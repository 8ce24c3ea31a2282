import { messages } from "@lectern/core";

/** The text of a status that came without one (better-call answers an unexpected throw with an empty 500). */
const FALLBACK: Record<number, { error: string; code: string }> = {
  400: { error: "The request is not valid", code: "BAD_REQUEST" },
  401: { error: "Not signed in", code: "UNAUTHORIZED" },
  403: { error: "Not allowed", code: "FORBIDDEN" },
  404: { error: "Not found", code: "NOT_FOUND" },
  405: { error: "Method not allowed", code: "METHOD_NOT_ALLOWED" },
};
const SERVER_ERROR = {
  error: "Something went wrong on the server. Please try again.",
  code: "INTERNAL_SERVER_ERROR",
};

/**
 * An auth error in the API's one shape (DESIGN §8): `{ error, code }`, keeping better-auth's `message` beside it
 * because the web client (data/auth/account-result.ts) and better-auth's client read it.
 */
export function authErrorResponse(
  status: number,
  error: string,
  code: string,
  headers?: Headers | Record<string, string>,
): Response {
  const out = new Headers(headers);
  out.set("content-type", "application/json");
  out.delete("content-length");
  return new Response(JSON.stringify({ error, message: error, code }), { status, headers: out });
}

/** One 429 shape for every auth limit, with a wait a person can act on. */
export function tooManyAttempts(retryAfter: number): Response {
  return authErrorResponse(429, messages.auth.tooManyAttempts(retryAfter), "TOO_MANY_REQUESTS", {
    "retry-after": String(retryAfter),
  });
}

/** better-auth's error answers (`{ message, code }`, or an empty body) in the API's shape; others unchanged. */
export async function withApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let body: { message?: unknown; code?: unknown; error?: unknown } = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === "object") body = parsed as typeof body;
  } catch {
    // empty or plain-text body: the fallback below speaks for it
  }
  const fallback = response.status >= 500 ? SERVER_ERROR : (FALLBACK[response.status] ?? FALLBACK[400]!);
  const message = typeof body.message === "string" && body.message ? body.message : null;
  const error = typeof body.error === "string" && body.error ? body.error : null;
  const code = typeof body.code === "string" && body.code ? body.code : fallback.code;
  return authErrorResponse(response.status, message ?? error ?? fallback.error, code, response.headers);
}
