import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createAuthDeps } from "./auth/index.ts";
import { type Config, findServerRoot } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import type { Logger } from "./logger.ts";

export const migrationsFolder = () => path.join(findServerRoot(), "drizzle");

export type RunningServer = { url: string; stop(): Promise<void> };

/**
 * Opens the database (PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set), applies migrations,
 * and serves the API and the SPA. `stop` closes the HTTP server, then the database, then frees the data dir.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  let unlock = () => {};
  let database: DatabaseHandle;
  if (config.databaseUrl) {
    database = await openDatabase({
      kind: "postgres",
      url: config.databaseUrl,
      migrationsFolder: migrationsFolder(),
    });
  } else {
    unlock = lockDataDir(config.dataDir);
    try {
      database = await openDatabase({
        kind: "pglite",
        dataDir: config.dataDir,
        migrationsFolder: migrationsFolder(),
      });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  logger.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    "database ready",
  );

  const app = createApp({ config, database, logger, ...(await createAuthDeps(database.db, config, logger)) });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info({ url }, "Lectern is serving");

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open; a stopping server has nothing more to say on them.
        (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
      await database.close();
      unlock();
      logger.info("stopped");
    })();
    return stopping;
  };
  return { url, stop };
}
