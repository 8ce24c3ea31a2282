// Which user the app treats as signed in, given better-auth's session answer and the device's cached copy.

import { type SessionUser, toSessionUser } from "./session-user";

export type SessionAnswer = {
  data: { user?: unknown } | null | undefined;
  error: { status?: number } | null | undefined;
  isPending: boolean;
};

export type ResolvedSession = {
  user: SessionUser | null;
  isPending: boolean;
  /** The server could not be reached; the user is the one last seen on this device. */
  offline: boolean;
  /** The server answered: `user` is what it said (so the cached copy should follow it). */
  fromServer: boolean;
};

/** Network failures (no status) and server errors say nothing about the session; a 4xx or an answer does. */
export function isUnreachable(error: SessionAnswer["error"]): boolean {
  if (!error) return false;
  return typeof error.status !== "number" || error.status === 0 || error.status >= 500;
}

export function resolveSession(answer: SessionAnswer, readCached: () => SessionUser | null): ResolvedSession {
  const user = toSessionUser(answer.data?.user);
  if (user) return { user, isPending: false, offline: false, fromServer: !answer.error };
  if (answer.isPending) return { user: null, isPending: true, offline: false, fromServer: false };
  if (isUnreachable(answer.error)) {
    return { user: readCached(), isPending: false, offline: true, fromServer: false };
  }
  return { user: null, isPending: false, offline: false, fromServer: true };
}

/**
 * What the app shows while the session is asked again: better-auth marks a refetch "pending" whenever it holds no
 * server answer (`isPending: data === null`), which is always so offline. Shown as such, every refetch (the tab
 * coming back, the network returning) signed an offline student out for a moment and every screen that reads the
 * user was drawn again from scratch: an open "Questions and sources" closed under the student's pointer. The
 * last settled answer stands until the new one arrives; only the first answer is waited for.
 */
export function settledSession(
  resolved: ResolvedSession,
  lastSettled: ResolvedSession | null,
): ResolvedSession {
  return resolved.isPending && lastSettled ? lastSettled : resolved;
}
