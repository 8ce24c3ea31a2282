import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";
import { serverEntry, startLecternServer } from "./support/lectern-server.ts";

/** Starts the built server once for the run; workers read E2E_BASE_URL (env set here reaches them). */
export default async function globalSetup() {
  if (!fs.existsSync(serverEntry())) throw new Error("Build first: npm run build (npm test does it).");
  // The e2e build is the production build plus the test-only speech engine switch (vite --mode e2e);
  // without it (a plain `npm run build`) the tests that need that engine fail with a clear message.
  // E2E_WEB_DIST / E2E_SERVER_ENTRY let a run use builds made elsewhere (several runs side by side).
  const e2eWeb = path.resolve("apps/web/dist-e2e");
  const webDist = process.env.E2E_WEB_DIST
    ? path.resolve(process.env.E2E_WEB_DIST)
    : fs.existsSync(path.join(e2eWeb, "index.html"))
      ? e2eWeb
      : path.resolve("apps/web/dist");
  process.env.E2E_WEB_DIST = webDist;
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-e2e-mail-"));
  const smtp = await startSmtpCatcher(mailDir);
  const server = await startLecternServer({ WEB_DIST: webDist, SMTP_URL: smtp.url });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SMTP_URL = smtp.url;

  return async () => {
    await server.close();
    await smtp.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
