import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../apps/server/src/config.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { startServer } from "../../apps/server/src/server.ts";
import { startSmtpCatcher } from "../../apps/server/test/smtp-catcher.ts";
import { freePort, type Session, signUp } from "./browser-device.ts";

/**
 * The benches that drive a built app (first-load, markdown-editor, decks): the real server on a fresh DATA_DIR
 * serving `webDist`, mail caught locally, one student signed up; everything stopped and removed afterwards.
 */
export async function withSignedInServer<T>(
  name: string,
  webDist: string,
  work: (url: string, session: Session) => Promise<T>,
): Promise<T> {
  if (!fs.existsSync(path.join(webDist, "index.html"))) throw new Error(`no web build at ${webDist}`);
  const smtp = await startSmtpCatcher();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lectern-bench-${name}-`));
  const server = await startServer(
    loadConfig({
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: "silent",
      SMTP_URL: smtp.url,
    }),
    createLogger("silent"),
  );
  try {
    return await work(url, await signUp(url, smtp));
  } finally {
    await server.stop();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
