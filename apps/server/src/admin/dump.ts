import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";

const gzipAsync = promisify(gzip);

/**
 * A consistent copy of an embedded database (issue 18 §5): PGlite's own `dumpDataDir()`, a gzipped tarball of its
 * data directory, which `new PGlite(dir, { loadDataDir })` opens again.
 *
 * Why this and not a logical dump: pg_dump for PGlite is a separate package (@electric-sql/pglite-tools) that we
 * do not ship, and a copy of the data directory restores every table, sequence and setting exactly, including the
 * migrations journal and lectern_server_seq, with nothing to replay.
 *
 * Why it is consistent while the server serves: it runs inside a PGlite transaction, so it waits for the
 * transaction that is open (the worker holds one open across messages, pglite-worker.ts) and no other starts until
 * it is done; queries outside a transaction wait on PGlite's query mutex, which dumpDataDir takes too. PGlite
 * copies the files as they are, so a CHECKPOINT first writes every committed page into them: the copy is a
 * cleanly checkpointed directory rather than one that needs its WAL replayed on the first open.
 *
 * The database answers nothing while the files are read, so they are read uncompressed and gzipped afterwards,
 * off PGlite's lock (node:zlib's thread pool): on a near-empty database the pause was 2.8 s with PGlite's own
 * gzip and 0.6 s without it. The whole copy is held in memory, as dumpDataDir holds it.
 */
export async function dumpDataDir(pg: PGlite): Promise<Uint8Array> {
  const tarball = await pg.transaction(async (tx) => {
    await tx.exec("CHECKPOINT");
    return pg.dumpDataDir("none");
  });
  const gzipped = await gzipAsync(new Uint8Array(await tarball.arrayBuffer()));
  // A Buffer may be a slice of Node's shared pool: the copy is its own, so the worker can hand it over whole.
  return new Uint8Array(gzipped);
}
