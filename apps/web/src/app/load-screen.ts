/**
 * Loads a screen's code, trying again twice if a fetch fails. A chunk can fail to arrive for a moment even when
 * it is there to be had: a dropped connection, or, offline, a service-worker fetch that Chromium aborts under
 * load (seen in CI: two precached icon chunks of the note editor came back `net::ERR_ABORTED`). Browsers no
 * longer keep a failed module fetch in their module map (whatwg/html#10327, in Chromium), so a second `import()`
 * fetches again. Giving up at once would put the student on the error screen, and its reload would drop what
 * the navigation carried (a scanned page's text on its way to the note editor).
 */
export async function loadScreen<M>(
  load: () => Promise<M>,
  retryDelaysMs: readonly number[] = SCREEN_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<M> {
  for (const delay of retryDelaysMs) {
    try {
      return await load();
    } catch {
      await wait(delay);
    }
  }
  return load();
}

/** Two retries: enough for a passing fault, and a screen that truly cannot load says so within ~1.5 s. */
export const SCREEN_RETRY_DELAYS_MS = [300, 1200] as const;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
