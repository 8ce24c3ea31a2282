// Auth events for code outside React (spec 1 §4: "signed in starts the offline layer and sync"): the listener
// hears the signed-in user whenever it changes (null when signed out), from the same store useAuthSession reads.

import { authClient } from "./auth-client";
import { readCachedUser } from "./session-cache";
import { resolveSession, type SessionAnswer } from "./session-state";
import type { SessionUser } from "./session-user";

type SessionAtom = { subscribe: (listener: (value: SessionAnswer) => void) => () => void };

export function subscribeSessionUser(listener: (user: SessionUser | null) => void): () => void {
  const atom = authClient.$store.atoms.session as unknown as SessionAtom;
  let last: string | null | undefined;
  return atom.subscribe((answer) => {
    const { user, isPending } = resolveSession(answer, readCachedUser);
    if (isPending) return;
    const key = user ? user.id : null;
    if (key === last) return;
    last = key;
    listener(user);
  });
}

/**
 * Asks the server for the session now. The store would ask on a timer after its first subscriber, which a slow
 * phone runs only after rendering the loading screen; every signed-in screen waits for this answer (issue 18 §1).
 * The store's own request then finds this one in flight and waits for it instead of sending another.
 */
export function checkSessionNow(): void {
  const atom = authClient.$store.atoms.session as unknown as { get: () => { refetch?: () => Promise<void> } };
  void atom.get().refetch?.();
}
