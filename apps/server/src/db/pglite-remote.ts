import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { messages, type QueryOptions, type Results } from "@electric-sql/pglite";
import type {
  PgliteReply,
  PgliteRequest,
  PgliteWorkerData,
  RemoteQueryOptions,
  SerializedError,
} from "./pglite-protocol.ts";

// PGlite runs every query synchronously in WASM: on the thread that answers requests, one heavy query held every
// other request, /api/health included (issue 12). PgliteRemote runs it in a worker thread (pglite-worker.ts) and
// is a drop-in `client` for drizzle-orm/pglite: query(sql, params, {rowMode, parsers}), exec, and
// transaction(tx => …) with tx.query inside, which drizzle's session, its savepoints and its migrator use.

// From source (tests, dev) the worker is TypeScript, loaded through tsx; the build ships it bundled beside
// dist/index.js as pglite-worker.js (build.mjs), as the generation worker is.
const fromSource = import.meta.url.endsWith(".ts");
const WORKER_FILE = new URL(fromSource ? "./pglite-worker.ts" : "./pglite-worker.js", import.meta.url);

/** PGlite has no lock of its own: one instance per directory in this process (DESIGN §11; data-dir-lock.ts
 * keeps other processes out). */
const openDirs = new Set<string>();

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** Like PGlite's query options, less what cannot cross a thread: parsers must keep the text, as drizzle's do. */
function remoteOptions(options: QueryOptions | undefined): RemoteQueryOptions {
  if (!options) return {};
  const { rowMode, parsers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((k) => (rest as Record<string, unknown>)[k] !== undefined);
  if (unsupported.length > 0)
    throw new Error(`PgliteRemote: query option(s) ${unsupported.join(", ")} cannot cross to the worker`);
  const out: RemoteQueryOptions = rowMode ? { rowMode } : {};
  if (parsers) {
    out.keepText = Object.keys(parsers).map(Number);
    for (const oid of out.keepText) {
      if (parsers[oid]?.("1") !== "1")
        throw new Error(`PgliteRemote: the parser of type ${oid} is not "keep the text" (drizzle's kind)`);
    }
  }
  return out;
}

/** The worker's error, as the main thread's: a DatabaseError keeps its PostgreSQL fields (code, detail, …). */
function revive(error: SerializedError): Error {
  const revived: Error = error.database
    ? new messages.DatabaseError(error.message, 0, "error")
    : new Error(error.message);
  if (!error.database) revived.name = error.name;
  Object.assign(revived, error.fields);
  if (error.stack) revived.stack = error.stack;
  return revived;
}

export type RemoteTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

export class PgliteRemote {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  /** Set once the worker is gone (crashed, or closed): every call after it fails at once with this. */
  #gone: Error | undefined;
  #closing: Promise<void> | undefined;

  /** `dataDir` null: in memory. */
  constructor(dataDir: string | null) {
    const dir = dataDir === null ? null : path.resolve(dataDir);
    if (dir !== null && openDirs.has(dir)) {
      throw new Error(`PGlite on ${dir} is already open in this process`);
    }
    if (dir !== null) openDirs.add(dir);
    const data: PgliteWorkerData = { dataDir: dir };
    // From source, a line of CommonJS requires the worker through tsx's require hook: on Node 20 the ESM hooks
    // that `--import tsx` registers do not reach a worker thread's imports, and its require hook does.
    this.#worker = fromSource
      ? new Worker(`require(${JSON.stringify(fileURLToPath(WORKER_FILE))})`, {
          eval: true,
          workerData: data,
          execArgv: ["--require", createRequire(import.meta.url).resolve("tsx/cjs")],
        })
      : new Worker(WORKER_FILE, { workerData: data, execArgv: [] });
    // The worker holds the process open only while a call waits for it (#call, #settle): PGlite in process did
    // not hold it either. Opening is the first such call (id 0, the worker's "ready").
    let ready!: Pending;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = {
        resolve: () => resolve(),
        reject: (error) => {
          reject(error);
          void this.#worker.terminate();
        },
      };
    });
    this.#pending.set(0, ready);
    this.#worker.on("message", (reply: PgliteReply) => this.#settle(reply));
    this.#worker.on("error", (error) =>
      this.#fail(new Error(`PGlite worker failed: ${error.message}`, { cause: error })),
    );
    this.#worker.on("exit", (code) => {
      if (dir !== null) openDirs.delete(dir);
      this.#fail(new Error(this.#closing ? "PGlite is closed" : `PGlite worker stopped (exit code ${code})`));
    });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: "query", sql, params, options: remoteOptions(options) }) as Promise<Results<T>>;
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    remoteOptions(options);
    return this.#call({ op: "exec", sql }) as Promise<Results[]>;
  }

  /**
   * PGlite's transaction, held open in the worker: BEGIN when its turn comes (no other query runs meanwhile),
   * COMMIT when `fn` resolves, ROLLBACK when it throws.
   */
  async transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.#call({ op: "begin" })) as number;
    let closed = false;
    const tx: RemoteTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        if (closed) return Promise.reject(new Error("Transaction is closed"));
        return this.#call({ op: "query", sql, params, options: remoteOptions(options), txId }) as Promise<
          Results<R>
        >;
      },
      exec: (sql: string) => {
        if (closed) return Promise.reject(new Error("Transaction is closed"));
        return this.#call({ op: "exec", sql, txId }) as Promise<Results[]>;
      },
      rollback: async () => {
        if (closed) throw new Error("Transaction is closed");
        closed = true;
        await this.#call({ op: "rollback", txId });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: "rollback", txId }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: "commit", txId });
    }
    return result;
  }

  /** A consistent copy of the database, taken between transactions (admin/dump.ts): a gzipped tarball. */
  backup(): Promise<Uint8Array> {
    return this.#call({ op: "backup" }) as Promise<Uint8Array>;
  }

  /** Closes PGlite (its files flushed) and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#gone) await this.#call({ op: "close" });
      } finally {
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }

  #call(request: WithoutId<PgliteRequest>): Promise<unknown> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #settle(reply: PgliteReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(revive(reply.error));
  }

  /** The worker is gone: every waiting call fails with a clear error, and so does every later one. */
  #fail(error: Error) {
    this.#gone ??= error;
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    this.#worker.unref();
    for (const p of waiting) p.reject(this.#gone);
  }
}
