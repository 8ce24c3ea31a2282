import { startTransition, useEffect, useState } from "react";

/**
 * True once the window's load event has fired. Code that no page needs for its first paint (the toaster, the
 * landing page's waitlist form) waits for it, so a page's first load is its own code only (issue 18 §1).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === "complete");
  useEffect(() => {
    if (loaded) return;
    // What appears after load renders in a transition, in slices, so it never blocks input for long.
    const onLoad = () => startTransition(() => setLoaded(true));
    window.addEventListener("load", onLoad, { once: true });
    // The event may have fired between the first render and this effect.
    if (document.readyState === "complete") onLoad();
    return () => window.removeEventListener("load", onLoad);
  }, [loaded]);
  return loaded;
}
