// Sign-out clears all local data first (spec 1 §4, DESIGN §4): the offline store registers its "clear
// everything" here, and Sign Out runs every registered cleanup before it ends the session.

export type SignOutCleanup = () => void | Promise<void>;

const cleanups = new Set<SignOutCleanup>();

/** Registers a cleanup to run before every sign-out; returns a function that unregisters it. */
export function registerSignOutCleanup(cleanup: SignOutCleanup): () => void {
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

/**
 * Runs every registered cleanup (all of them, even when one fails) and resolves when all have finished.
 * Returns the failures so the caller can log them; a failed cleanup does not keep the user signed in.
 */
export async function runSignOutCleanups(): Promise<unknown[]> {
  const outcomes = await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup()));
  return outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
}

// While a sign-out is under way the signed-in guard must not treat the vanishing session as an expiry
// (which would remember the page and say "session expired").
let signingOut = false;
const listeners = new Set<() => void>();

export function setSigningOut(value: boolean): void {
  if (signingOut === value) return;
  signingOut = value;
  for (const listener of listeners) listener();
}

export function isSigningOut(): boolean {
  return signingOut;
}

export function subscribeSigningOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
