import { startLecternServer } from "./lectern-server.ts";

// A second Lectern server for a test that needs settings the shared one does not have (e.g. TRANSCRIBE_BASE_URL):
// the same build, web app and mail catcher as global-setup's, its own port and data directory.
export function startSecondServer(env: Record<string, string>) {
  return startLecternServer({
    WEB_DIST: process.env.E2E_WEB_DIST ?? "",
    SMTP_URL: process.env.E2E_SMTP_URL ?? "",
    ...env,
  });
}
