import fs from "node:fs";
import path from "node:path";
import { createApp } from "../src/app.ts";
import { createAuthDeps } from "../src/auth/index.ts";
import { loadConfig } from "../src/config.ts";
import { createLogger } from "../src/logger.ts";
import { openTestDatabase } from "./support.ts";

export { freePort as freePortForTest } from "./support.ts";

/** One parsed JSON log line. */
// biome-ignore lint/suspicious/noExplicitAny: log lines carry whatever fields their writer gave them
export type LogLine = Record<string, any>;

/**
 * The real app on a real database whose log (level info, as a server runs by default) is kept in `lines`, raw as
 * written, so a test can search them for what must never appear.
 */
export async function appWithLog(env: Record<string, string>) {
  const lines: string[] = [];
  const database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: "info",
    WEB_DIST: "/nonexistent-web-dist",
    AUTH_RATE_LIMIT_MAX: "1000",
    AUTH_EMAIL_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  const app = createApp({ config, database, logger, ...(await createAuthDeps(database.db, config, logger)) });
  const parsed = (): LogLine[] => lines.map((l) => JSON.parse(l) as LogLine);
  return { app, database, config, lines, parsed, close: () => database.close() };
}

/** The links of the mails written to DATA_DIR/mail (no SMTP_URL), decoded from their quoted-printable text. */
export function linksInMailDir(dataDir: string): string[] {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((file) => {
    const eml = fs
      .readFileSync(path.join(dir, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return eml.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  });
}
