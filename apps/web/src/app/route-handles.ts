// Route handles read by the guards. Kept apart from guards.tsx so the router can name them without loading the
// guards (and the auth client) on the landing page (issue 18 §1).

/** The route handle that opens a signed-in screen to signed-out visitors (spec 2 §6: the study deck). */
export const VISITORS_WELCOME = { visitors: true } as const;

export function isVisitorRoute(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as { visitors?: unknown }).visitors === true
  );
}
