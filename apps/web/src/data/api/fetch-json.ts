import { messages } from "@lectern/core";
import { reportUnauthorized } from "@/data/auth/session-expiry";
import { ApiError, errorMessageOf } from "./api-error";

/**
 * A JSON call to our own API (same origin, session cookie). Non-2xx answers throw an ApiError with the server's
 * message; a 401 also reports a session that ended mid-use.
 */
export async function fetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  if (init.body !== undefined && !headers.has("Content-Type"))
    headers.set("Content-Type", "application/json");
  const response = await fetch(path, { credentials: "same-origin", ...init, headers });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    if (response.status === 401) reportUnauthorized();
    throw new ApiError(
      response.status,
      errorMessageOf(body) ?? messages.generation.httpError(response.status),
      body,
    );
  }
  return body as T;
}
