// Sign-out never drops unsynced changes without a word (issue 13, DESIGN §4): before it clears the device, it
// tries once to send them (one push, a short wait), and the screen asks when some are still not on the server.
// The offline layer registers how to send and count them; auth does not know the sync engine.

/** How long sign-out waits for its one push before it counts what is left and asks. */
export const SIGN_OUT_SYNC_TIMEOUT_MS = 5_000;

export interface PendingChanges {
  /** One sync push of the queue; resolves when it finished (or failed). */
  send(): Promise<unknown>;
  /** How many changes the server has not acknowledged. */
  count(): Promise<number>;
}

let registered: PendingChanges | null = null;

/** The offline layer says how to send and count its pending changes; returns a function that unregisters. */
export function registerPendingChanges(pending: PendingChanges): () => void {
  registered = pending;
  return () => {
    if (registered === pending) registered = null;
  };
}

/**
 * Tries once to send the pending changes, waiting at most `timeoutMs` (a push still under way then goes on), and
 * resolves with how many are still not on the server. A count that cannot be read (the store is gone) is 0:
 * there is nothing left to lose.
 */
export async function sendPendingBeforeSignOut(timeoutMs = SIGN_OUT_SYNC_TIMEOUT_MS): Promise<number> {
  const pending = registered;
  if (!pending) return 0;
  try {
    if ((await pending.count()) === 0) return 0;
  } catch {
    return 0;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([
      pending.send().catch((error) => console.error("Sync before sign-out failed", error)),
      waited,
    ]);
  } finally {
    clearTimeout(timer);
  }
  try {
    return await pending.count();
  } catch {
    return 0;
  }
}
