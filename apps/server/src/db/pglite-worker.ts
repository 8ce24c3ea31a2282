import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { dumpDataDir } from "../admin/dump.ts";
import {
  type PgliteReply,
  type PgliteRequest,
  type PgliteWorkerData,
  type RemoteQueryOptions,
  serializeError,
} from "./pglite-protocol.ts";

// The PGlite of the server, in a thread of its own (issue 12): its queries run synchronously in WASM, so on the
// request thread one heavy query held every other request, /api/health included. The main thread talks to it
// through PgliteRemote (pglite-remote.ts), a drop-in client for drizzle-orm/pglite.

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread (see pglite-remote.ts)");
const { dataDir } = workerData as PgliteWorkerData;

/** drizzle's parsers (drizzle-orm/pglite/session.js) keep these types as PostgreSQL's text; functions cannot
 * cross threads, so the main side names the types and they are rebuilt here as "keep the text". */
const keepText = (value: string) => value;
const parsersFor = (options: RemoteQueryOptions) =>
  options.keepText ? Object.fromEntries(options.keepText.map((oid) => [oid, keepText])) : undefined;

type OpenTransaction = { tx: Transaction; settle: (outcome: "commit" | "rollback") => void };
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Thrown inside PGlite's transaction callback to make it roll back; caught again below. */
const ROLLBACK = Symbol("rollback");

/** A Uint8Array answer that owns its whole buffer (a backup, admin/dump.ts) moves to the main thread instead of
 * being copied. */
const transferable = (value: unknown) =>
  value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength
    ? [value.buffer as ArrayBuffer]
    : [];
const reply = (message: PgliteReply) =>
  port.postMessage(message, message.ok ? transferable(message.value) : []);

const pg = dataDir ? new PGlite(dataDir) : new PGlite();
pg.waitReady.then(
  () => reply({ id: 0, ok: true, value: "ready" }),
  (error) => reply({ id: 0, ok: false, error: serializeError(error) }),
);

/** The transaction a message runs in, or the instance itself. */
function target(txId: number | undefined): Pick<Transaction, "query" | "exec"> {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error(`PGlite transaction ${txId} is not open`);
  return open.tx;
}

/**
 * BEGIN through PGlite's own transaction(), held open until the main thread says commit or rollback, so that
 * PGlite's mutex holds every other query back meanwhile, as it does in process. The reply to `begin` carries the
 * transaction's id; the reply to `commit` or `rollback` comes once PGlite has ended it.
 */
function begin(id: number) {
  let ended: ((outcome: "commit" | "rollback") => void) | undefined;
  let outcome: "commit" | "rollback" = "rollback";
  const txId = nextTransaction++;
  let started = false;
  pg.transaction(async (tx) => {
    started = true;
    const decided = new Promise<"commit" | "rollback">((resolve) => {
      ended = resolve;
    });
    transactions.set(txId, { tx, settle: (o) => ended?.(o) });
    reply({ id, ok: true, value: txId });
    outcome = await decided;
    transactions.delete(txId);
    if (outcome === "rollback") throw ROLLBACK;
  }).then(
    () => endReply(txId, { ok: true, value: null }),
    (error) => {
      // BEGIN itself failed: the caller still waits for the begin's answer.
      if (!started) return reply({ id, ok: false, error: serializeError(error) });
      endReply(
        txId,
        error === ROLLBACK ? { ok: true, value: null } : { ok: false, error: serializeError(error) },
      );
    },
  );
}

/** Who waits for a transaction's end: the id of its commit or rollback message. */
const endWaiters = new Map<number, number>();
function endReply(
  txId: number,
  answer: { ok: true; value: null } | { ok: false; error: ReturnType<typeof serializeError> },
) {
  const id = endWaiters.get(txId);
  endWaiters.delete(txId);
  transactions.delete(txId);
  if (id !== undefined) reply({ id, ...answer } as PgliteReply);
}

async function handle(message: PgliteRequest): Promise<unknown> {
  switch (message.op) {
    case "query": {
      const parsers = parsersFor(message.options);
      return target(message.txId).query(message.sql, message.params, {
        ...(message.options.rowMode ? { rowMode: message.options.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
      });
    }
    case "exec":
      return target(message.txId).exec(message.sql);
    case "backup":
      return dumpDataDir(pg);
    case "close":
      await pg.close();
      return null;
    default:
      throw new Error(`unknown message ${(message as { op: string }).op}`);
  }
}

port.on("message", (message: PgliteRequest) => {
  if (message.op === "begin") return begin(message.id);
  if (message.op === "commit" || message.op === "rollback") {
    const open = transactions.get(message.txId);
    if (!open) {
      reply({ id: message.id, ok: false, error: serializeError(new Error("Transaction is closed")) });
      return;
    }
    endWaiters.set(message.txId, message.id);
    open.settle(message.op);
    return;
  }
  handle(message).then(
    (value) => reply({ id: message.id, ok: true, value }),
    (error) => reply({ id: message.id, ok: false, error: serializeError(error) }),
  );
});
