// Cancelling a run (the user left the screen, the request was aborted).

import type { GenerationSignal } from "./types.ts";

/** The error a cancelled run rejects with. */
export class GenerationAbortedError extends Error {
  override name = "AbortError";
  constructor() {
    super("Generation was cancelled");
  }
}

/** Stops a run whose signal was aborted, with the signal's reason when it is an error. */
export function throwIfAborted(signal: GenerationSignal | undefined) {
  if (!signal?.aborted) return;
  throw signal.reason instanceof Error ? signal.reason : new GenerationAbortedError();
}
