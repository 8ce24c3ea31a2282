import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};
const thisYear = () => new Date().getFullYear();
/**
 * The year the landing page was prerendered in (vite-plugins/prerender-landing.ts defines it for both builds), so
 * hydration matches the markup; React then shows this year if it differs (issue 18 §1). Absent outside a build.
 */
const prerenderYear = () => Number(import.meta.env.VITE_PRERENDER_YEAR) || thisYear();

/** The current year, hydration-safe on the prerendered landing page. */
export function CopyrightYear() {
  return <>{useSyncExternalStore(subscribeToNothing, thisYear, prerenderYear)}</>;
}
