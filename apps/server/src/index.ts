import { loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const server = await startServer(config, logger);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
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
