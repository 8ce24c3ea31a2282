import { APICallError } from "ai";

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** A timer that ends early (rejecting) when the request is cancelled. */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener("abort", abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener("abort", abort, { once: true });
  });

/** Retry-After of at most this long is honoured; a longer one falls back to our own backoff. */
const MAX_RETRY_AFTER_MS = 60_000;

/** A rate limit (429) or a server error (5xx), or no answer at all: worth another try. */
export function isRetryable(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  return status === undefined ? error.isRetryable : status === 429 || status >= 500;
}

/** How long to wait before retry number `attempt` (0-based): the server's Retry-After, else base × 2^attempt. */
export function retryDelayMs(error: unknown, attempt: number, baseMs: number): number {
  const headers = APICallError.isInstance(error) ? (error.responseHeaders ?? {}) : {};
  const afterMs = Number(headers["retry-after-ms"]);
  if (Number.isFinite(afterMs) && afterMs >= 0 && afterMs <= MAX_RETRY_AFTER_MS) return afterMs;
  const afterSeconds = Number(headers["retry-after"]);
  if (Number.isFinite(afterSeconds) && afterSeconds >= 0 && afterSeconds * 1000 <= MAX_RETRY_AFTER_MS) {
    return afterSeconds * 1000;
  }
  return baseMs * 2 ** attempt;
}

/** Runs `call`, retrying up to `maxRetries` times after a retryable failure, with backoff in between. */
export async function withRetries<T>(
  call: () => Promise<T>,
  options: { maxRetries: number; baseMs: number; sleep: Sleep; signal?: AbortSignal },
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= options.maxRetries || !isRetryable(error) || options.signal?.aborted) throw error;
      await options.sleep(retryDelayMs(error, attempt, options.baseMs), options.signal);
    }
  }
}
