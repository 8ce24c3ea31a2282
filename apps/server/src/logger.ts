import pino from "pino";
import { requestLogFields } from "./http/request-context.ts";

export type Logger = pino.Logger;

/** What a failed query's parameters and PostgreSQL's row detail become in the log. */
const REDACTED = "[redacted]";

/**
 * An error as logged, without the values a failed query carried: drizzle puts the query's parameters (e-mail
 * addresses, session tokens, password hashes) in its message, and PostgreSQL names a conflicting row's values in
 * `detail` ("Key (email)=(…) already exists"). The query itself and the SQLSTATE stay (issue 18 §3).
 */
export function errorWithoutValues(error: unknown): unknown {
  const logged = pino.stdSerializers.errWithCause(error as Error) as unknown;
  const scrub = (value: unknown, depth: number): void => {
    if (!value || typeof value !== "object" || depth > 4) return;
    const record = value as Record<string, unknown>;
    for (const key of ["message", "stack"]) {
      if (typeof record[key] === "string") {
        record[key] = (record[key] as string).replace(
          /\nparams: [\s\S]*?(?=\n {4}at |$)/,
          `\nparams: ${REDACTED}`,
        );
      }
    }
    if ("params" in record) record.params = REDACTED;
    if (typeof record.detail === "string") record.detail = REDACTED;
    scrub(record.cause, depth + 1);
  };
  scrub(logged, 0);
  return logged;
}

/**
 * JSON lines on stdout, or on `destination` (tests read what was logged). A line written while a request is served
 * carries its reqId, route template and, once known, userId (issue 18 §4), whoever wrote it.
 */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { app: "lectern" },
    redact: ["req.headers.cookie", "req.headers.authorization"],
    serializers: { err: errorWithoutValues },
    mixin: requestLogFields,
  };
  return destination ? pino(options, destination) : pino(options);
}
