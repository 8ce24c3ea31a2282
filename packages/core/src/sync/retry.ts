// Retry backoff of queued changes that failed to reach the server (spec 1 §4 "failures stay queued", DESIGN §4).

/** The first retry waits this long... */
export const SYNC_RETRY_BASE_MS = 1000;
/** ...each further failure doubles it, up to this ceiling, so a long outage costs one request per 5 min. */
export const SYNC_RETRY_MAX_MS = 5 * 60 * 1000;
/** Up to this share of a delay is taken off at random, so devices that failed together do not retry together. */
export const SYNC_RETRY_JITTER = 0.2;

/**
 * The wait before retry number `attempt` (1 = the retry after the first failure): 1 s, 2 s, 4 s, … capped at
 * 5 min, minus a jitter of up to 20 %. `random` returns a number in [0, 1) and is injectable so tests are exact.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  // 2 ** 30 already exceeds the cap; bounding the exponent keeps huge attempt counts finite.
  const full = Math.min(SYNC_RETRY_MAX_MS, SYNC_RETRY_BASE_MS * 2 ** Math.min(exponent, 30));
  const share = Math.min(Math.max(random(), 0), 1);
  return Math.round(full * (1 - SYNC_RETRY_JITTER * share));
}
