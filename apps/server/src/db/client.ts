import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PgliteRemote } from "./pglite-remote.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One type for both drivers: the app only speaks the pg-core dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; migrationsFolder: string }
  | { kind: "pglite"; dataDir: string | "memory"; migrationsFolder: string };

/** Any two processes starting at once on one PostgreSQL agree on who migrates. */
const MIGRATION_LOCK_KEY = 7_243_001;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    // JIT off: the app's statements are short and index-driven, and PostgreSQL's row estimates on a large user's
    // dashboard (issue 17) pushed them past jit_above_cost, spending 0.3–0.6 s compiling a 50 ms query.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: "-c jit=off" });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: options.migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }
  // PGlite in a worker thread (pglite-remote.ts): its queries run in WASM, and off the request thread they
  // no longer hold every other request, /api/health included (issue 12).
  const client = new PgliteRemote(options.dataDir === "memory" ? null : path.join(options.dataDir, "pglite"));
  try {
    await client.waitReady;
    // PgliteRemote is the subset of PGlite that drizzle's session and migrator call.
    const db = drizzlePglite({ client: client as unknown as PGlite, schema });
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}
