// The last signed-in user, kept on the device so an offline start still opens the app (DESIGN §4: the device is
// the first home of the user's data). Only used when the server cannot be reached; cleared at sign-out and
// whenever the server says there is no session.

import { type SessionUser, toSessionUser } from "./session-user";

const KEY = "lectern-session-user";

export function readCachedUser(): SessionUser | null {
  try {
    const stored = window.localStorage.getItem(KEY);
    return stored ? toSessionUser(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: SessionUser | null): void {
  try {
    if (user) window.localStorage.setItem(KEY, JSON.stringify(user));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the app still works online.
  }
}
