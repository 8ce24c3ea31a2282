import pino from "pino";

export type Logger = pino.Logger;

/** JSON lines on stdout, or on `destination` (tests read what was logged). */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: { app: "lectern" },
    redact: ["req.headers.cookie", "req.headers.authorization"],
  };
  return destination ? pino(options, destination) : pino(options);
}
