import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { createApp } from "../src/app.ts";
import { createAuthDeps } from "../src/auth/index.ts";
import { loadConfig } from "../src/config.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { createLogger } from "../src/logger.ts";
import { migrationsFolder } from "../src/server.ts";

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped by `drop()`; null when the tests run on PGlite.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `lectern_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when TEST_DATABASE_URL is set —
 * a new database created on that PostgreSQL server and dropped afterwards. The same tests run on both.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const fresh = await freshPostgresDatabase();
  if (!fresh)
    return openDatabase({ kind: "pglite", dataDir: "memory", migrationsFolder: migrationsFolder() });
  const handle = await openDatabase({
    kind: "postgres",
    url: fresh.url,
    migrationsFolder: migrationsFolder(),
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}

/** The real app on a real database, driven through `app.request` (no port needed). */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent-web-dist", ...env });
  const logger = createLogger("silent");
  const app = createApp({ config, database, logger, ...(await createAuthDeps(database.db, config, logger)) });
  return { app, database, config, close: () => database.close() };
}

export const json = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers whose shape each assertion states
export type Json = any;
/** The JSON body of a response, typed loosely: the assertions say what it must be. */
export const readJson = (res: Response): Promise<Json> => res.json();

export { rowsOf } from "../src/db/rows.ts";

/** A port of 127.0.0.1 that nothing listens on now (taken and given back at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
