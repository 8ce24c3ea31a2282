import pino from "pino";
import { requestLogFields } from "./http/request-context.ts";

export type Logger = pino.Logger;

/**
 * JSON lines on stdout, or on `destination` (tests read what was logged). A line written while a request is served
 * carries its reqId, route template and, once known, userId (issue 18 §4), whoever wrote it.
 */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { app: "lectern" },
    redact: ["req.headers.cookie", "req.headers.authorization"],
    mixin: requestLogFields,
  };
  return destination ? pino(options, destination) : pino(options);
}
