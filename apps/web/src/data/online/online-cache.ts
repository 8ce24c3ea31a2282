// Where online-only answers are kept between visits (localStorage, per user), so a reload while offline still
// has them for the 5-minute cache TTL (spec 1 §9). Signing out clears them with the rest of the device's data.

import { type CachedOnlineData, usableCachedData } from "@lectern/core";

const PREFIX = "lectern:online:";

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}:${name}`;

/** The kept answer for `name` if it is still within the TTL. */
export function readOnlineCache<T>(
  userId: string,
  name: string,
  now = Date.now(),
): CachedOnlineData<T> | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, name));
    return usableCachedData(raw ? (JSON.parse(raw) as CachedOnlineData<T>) : null, now);
  } catch {
    return null;
  }
}

export function writeOnlineCache<T>(userId: string, name: string, value: T, now = Date.now()): void {
  try {
    localStorage.setItem(keyOf(userId, name), JSON.stringify({ savedAt: now, value }));
  } catch {
    // A full or blocked storage only costs the offline copy.
  }
}

/** Forgets every kept answer of every user (sign-out). */
export function clearOnlineCache(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // nothing kept
  }
}
