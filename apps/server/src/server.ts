import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener, RequestError } from "@hono/node-server";
import { openAdminChannel, operationsOf } from "./admin/channel.ts";
import { createApp } from "./app.ts";
import { createAuthDeps } from "./auth/index.ts";
import { type Config, findServerRoot } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { lockDataDir } from "./db/data-dir-lock.ts";
import { errorBody, SERVER_ERROR_MESSAGE } from "./http/errors.ts";
import type { Logger } from "./logger.ts";

export const migrationsFolder = () => path.join(findServerRoot(), "drizzle");

export type RunningServer = { url: string; stop(): Promise<void> };

/**
 * The HTTP server for a fetch handler, as @hono/node-server's serve() builds it, except for one case: a request
 * the adapter cannot even turn into a Request (no or a malformed Host header, a bad absolute target) answers
 * JSON `{ error }` with 400 (DESIGN §8) instead of an empty body; anything else the app failed to answer is 500
 * JSON. Resolves once listening.
 */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname?: string,
): Promise<http.Server> {
  const listener = getRequestListener(fetch, {
    errorHandler: (error) => {
      const bad = error instanceof RequestError;
      return Response.json(errorBody(bad ? "Malformed request" : SERVER_ERROR_MESSAGE), {
        status: bad ? 400 : 500,
      });
    },
  });
  const server = http.createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}

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
  const server = await listen(app.fetch, config.port, config.host);
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info({ url }, "Lectern is serving");
  // `npm run admin -- backup` asks this server for a consistent copy while it serves (issue 18 §5).
  const operations = operationsOf(database);
  const adminChannel = operations
    ? await openAdminChannel(config.dataDir, operations, logger).catch((error) => {
        logger.warn({ err: error }, "no admin channel: backups need the server stopped");
        return null;
      })
    : null;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open; a stopping server has nothing more to say on them.
        server.closeIdleConnections();
      });
      await adminChannel?.close();
      await database.close();
      unlock();
      logger.info("stopped");
    })();
    return stopping;
  };
  return { url, stop };
}
