// Asking our server within one generation run (issue 13): a dropped connection is asked once more under the
// run's request id before the device's engine takes over.

import { ServerUnreachableError } from "./errors";

/** How often the server is asked within one run when its answer does not come (the first call and one retry). */
export const SERVER_ATTEMPTS = 2;

/**
 * Asks the server, and once more with the same request when the connection dropped (no answer, or an answer cut
 * off): the server saves one set per request id, so the retry gets the run's records rather than a second set
 * (issue 13). Null when no answer came: the device's engine takes over, under the same request id.
 */
export async function askServer<T>(ask: () => Promise<T>, signal?: AbortSignal): Promise<T | null> {
  for (let attempt = 1; attempt <= SERVER_ATTEMPTS; attempt++) {
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof ServerUnreachableError) || signal?.aborted) throw error;
    }
  }
  return null;
}
