// Online-only data (dashboard, subscription, tier): kept on the device for a while so a screen still has
// something to show offline (spec 1 §9 "data cache TTL 5 minutes"; DESIGN §4).

import { DATA_CACHE_TTL_MS } from "../constants/timing.ts";

/** An answer of the server as the device keeps it: the value and when it arrived (epoch ms). */
export type CachedOnlineData<T> = { savedAt: number; value: T };

/**
 * The kept answer if it is still usable at `now`: younger than the 5-minute cache TTL. An entry from the
 * future (a clock set back) is treated as unusable rather than trusted forever.
 */
export function usableCachedData<T>(
  entry: CachedOnlineData<T> | null | undefined,
  now: number,
): CachedOnlineData<T> | null {
  if (!entry || !Number.isFinite(entry.savedAt)) return null;
  const age = now - entry.savedAt;
  return age >= 0 && age < DATA_CACHE_TTL_MS ? entry : null;
}
