import { inferAdditionalFields, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * The better-auth client for our own server (same origin, `/api/auth`). The user carries first and last name
 * besides better-auth's `name` (the full name) — spec 1 §3 user_metadata.
 */
export const authClient = createAuthClient({
  // Outside a browser (unit tests importing this module) there is no origin; nothing is fetched there.
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  // Re-read the session every 5 minutes (and on returning to the tab), so a session ended elsewhere — "sign out of
  // all devices", a password change — sends this tab to sign-in.
  sessionOptions: { refetchInterval: 5 * 60 },
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
      },
    }),
    // The sign-in screen shows its own code step (it reads `twoFactorRedirect` from the answer); no page reload.
    twoFactorClient({ onTwoFactorRedirect: () => {} }),
  ],
});

export type AuthClient = typeof authClient;
