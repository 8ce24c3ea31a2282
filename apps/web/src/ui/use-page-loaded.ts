import { useSyncExternalStore } from "react";

function subscribeToLoad(onChange: () => void): () => void {
  window.addEventListener("load", onChange, { once: true });
  return () => window.removeEventListener("load", onChange);
}

const isLoaded = () => document.readyState === "complete";
/** The prerendered landing page was made before any load, so its hydration starts from "not loaded" too. */
const notLoadedYet = () => false;

/**
 * True once the window's load event has fired. Code that no page needs for its first paint (the toaster, the
 * landing page's waitlist form) waits for it, so a page's first load is its own code only (issue 18 §1).
 * A store rather than state so that the server (the landing page's prerender) and hydration see `false` whatever
 * the browser's readyState is by then, and React switches to the browser's value just after hydrating. That switch
 * renders synchronously, so keep the components that read this small (a slot around the deferred part).
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribeToLoad, isLoaded, notLoadedYet);
}
