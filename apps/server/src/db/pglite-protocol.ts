import { messages } from "@electric-sql/pglite";

// The messages between PgliteRemote (main thread) and pglite-worker.ts. Everything in them is structured-cloned:
// params and rows travel as they are (bigint, Uint8Array, Date, nested objects), functions do not.

export type PgliteWorkerData = { dataDir: string | null };

/** What of PGlite's QueryOptions crosses: the row mode, and the types whose text is kept (drizzle's parsers). */
export type RemoteQueryOptions = { rowMode?: "array" | "object"; keepText?: number[] };

export type PgliteRequest =
  | { id: number; op: "query"; sql: string; params: unknown[]; options: RemoteQueryOptions; txId?: number }
  | { id: number; op: "exec"; sql: string; txId?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "commit" | "rollback"; txId: number }
  | { id: number; op: "close" }
  /** A consistent copy of the data directory (admin/dump.ts): a gzipped tarball, answered as a Uint8Array. */
  | { id: number; op: "backup" };

export type SerializedError = {
  /** A DatabaseError of pg-protocol (PostgreSQL's answer), revived as one. */
  database: boolean;
  name: string;
  message: string;
  stack?: string;
  /** The PostgreSQL fields of a DatabaseError (code, detail, constraint, …), and PGlite's query and params. */
  fields: Record<string, unknown>;
};

/** id 0 is the worker's "ready" (or its failure to open). */
export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };

/** The fields of pg-protocol's DatabaseError (as PGlite throws it), plus what PGlite adds to it. */
export const ERROR_FIELDS = [
  "length",
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
  "query",
  "params",
] as const;

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error))
    return { database: false, name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const key of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value === undefined) continue;
    try {
      structuredClone(value);
      fields[key] = value;
    } catch {
      // a param that cannot cross (none that drizzle sends); the error's other fields still do
    }
  }
  const database = error instanceof messages.DatabaseError;
  return { database, name: error.name, message: error.message, stack: error.stack, fields };
}
