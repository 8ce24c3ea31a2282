// A session that ends mid-use (spec 1 §4 token refreshed / signed out; issue 4): any API call that answers
// 401 reports it here, the signed-in guard re-reads the session and, if it is gone, sends the user to sign-in
// remembering the page.

const listeners = new Set<() => void>();

/** Called by API clients when the server answered 401 to a signed-in request. */
export function reportUnauthorized(): void {
  for (const listener of listeners) listener();
}

export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
