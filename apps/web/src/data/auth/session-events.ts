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
