import { loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const server = await startServer(config, logger);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    // `on`, not `once`: Ctrl-C reaches us both from the terminal and forwarded by `npm start`'s launcher; a
    // repeated signal must not fall back to the default action and kill us halfway through closing the database.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, "shutting down");
      server.stop().then(
        () => process.exit(0),
        (error) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    logger.fatal(error.message);
  } else if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
    logger.fatal(
      `Port ${config.port} is already in use. Stop what is using it, or set PORT to another number.`,
    );
  } else {
    logger.fatal({ err: error }, "Lectern could not start");
  }
  process.exit(1);
}
