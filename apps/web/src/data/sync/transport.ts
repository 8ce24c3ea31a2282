// How the sync engine talks to the API, and how it reads each answer (DESIGN §4, §8).

/** A fetch-like function; the default is the browser's fetch, tests inject a fake server. */
export type SyncTransport = (url: string, init: RequestInit) => Promise<Response>;

/** A request that has not answered within this long counts as a network failure and is retried. */
export const SYNC_REQUEST_TIMEOUT_MS = 30_000;

/** The browser's fetch, sending the session cookie and asking for JSON. */
export function fetchTransport(
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): SyncTransport {
  return (url, init) =>
    fetchImpl(url, {
      credentials: "same-origin",
      ...init,
      headers: { accept: "application/json", ...(init.headers as Record<string, string> | undefined) },
    });
}

/**
 * What an answer means for the engine:
 * - ok: a 2xx with a JSON body;
 * - unauthorized: 401, the session is gone (stop, report);
 * - retry: no answer, a timeout, 5xx, 408, 425, 429, an unreadable body, or a 4xx that says nothing about the
 *   ops themselves (403, 404, 409…): keep everything queued and try again later. `status` is the HTTP status
 *   when the server did answer, so a 5xx (the server failed on what it was sent) can be told from no answer;
 * - refused: 400, 413, 422, the request itself is unacceptable (bad op data, too large).
 */
export type ApiOutcome =
  | { kind: "ok"; body: unknown }
  | { kind: "unauthorized" }
  | { kind: "retry"; error: string; status?: number }
  | { kind: "refused"; status: number; error: string };

const REFUSED_STATUSES = new Set([400, 413, 422]);

export async function callApi(
  transport: SyncTransport,
  url: string,
  init: RequestInit,
  timeoutMs: number = SYNC_REQUEST_TIMEOUT_MS,
): Promise<ApiOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`No answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
  });
  try {
    // The timeout covers reading the body too: a stalled stream is as bad as no answer.
    return await Promise.race([exchange(transport, url, { ...init, signal: controller.signal }), timeout]);
  } catch (error) {
    return { kind: "retry", error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

async function exchange(transport: SyncTransport, url: string, init: RequestInit): Promise<ApiOutcome> {
  const response = await transport(url, init);
  const text = await response.text();
  const body = parseJson(text);
  if (response.status === 401) return { kind: "unauthorized" };
  if (response.ok) {
    // A 200 that is not JSON (a captive portal's page, a proxy) is not our server: try again later.
    return body === undefined
      ? { kind: "retry", error: `Unreadable answer (HTTP ${response.status})` }
      : { kind: "ok", body };
  }
  const error = errorMessage(body) ?? `HTTP error! status: ${response.status}`;
  return REFUSED_STATUSES.has(response.status)
    ? { kind: "refused", status: response.status, error }
    : { kind: "retry", error, status: response.status };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The API's `{ error, details? }` (DESIGN §8), as one line. */
function errorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { error } = body as { error?: unknown };
  return typeof error === "string" && error ? error : undefined;
}
