import type { Auth } from "./auth.ts";

/**
 * Who a session cookie belongs to, remembered for a few seconds so a burst of API reads (a device pulling, a list
 * scrolling) does not ask the database the same question on every request. Any POST to /api/auth (sign-out,
 * revoke, password or profile change…) forgets everything at once, so on one server a revoked session stops at
 * the next request; with several servers on one database another server may honour it for up to the TTL.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

type Entry<U> = { user: U; until: number };

export class SessionCache<U> {
  private readonly entries = new Map<string, Entry<U>>();

  get(key: string, now = Date.now()): U | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(key);
    return undefined;
  }

  /** Kept until the TTL or the session's own expiry, whichever comes first. */
  set(key: string, user: U, sessionExpiresAt: Date, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { user, until: Math.min(now + SESSION_CACHE_TTL_MS, sessionExpiresAt.getTime()) });
  }

  clear(): void {
    this.entries.clear();
  }
}

// One cache per auth instance (per app), so apps side by side in one process never share answers.
const caches = new WeakMap<Auth, SessionCache<unknown>>();

export function sessionCacheOf<U>(auth: Auth): SessionCache<U> {
  let cache = caches.get(auth);
  if (!cache) {
    cache = new SessionCache<unknown>();
    caches.set(auth, cache);
  }
  return cache as SessionCache<U>;
}
