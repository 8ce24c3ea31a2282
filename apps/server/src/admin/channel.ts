import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { ZodError } from "zod";
import type { DatabaseHandle } from "../db/client.ts";
import { PgliteRemote } from "../db/pglite-remote.ts";
import type { Logger } from "../logger.ts";
import { AdminError } from "./backup-file.ts";
import { renewEpochNow } from "./epoch.ts";
import { grantPlan, plansFileSchema, seedPlans } from "./plans.ts";

/**
 * The admin channel of a server on the embedded database (issue 18 §5): PGlite has no cross-process access
 * (DESIGN §11), so `npm run admin -- backup` asks the running server for the copy instead of opening the files.
 *
 * A unix socket rather than a 127.0.0.1 port and a token: it lives in DATA_DIR/admin, a folder of mode 0700, so
 * only the account that owns the data can connect (the kernel checks, there is no secret to leak or compare),
 * and nothing listens on the network. Its one limit is the length of a socket path (about 100 bytes): a longer
 * DATA_DIR serves without the channel, and the CLI says to stop the server to back it up.
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, "admin", "admin.sock");
const SOCKET_PATH_MAX = 100;

type Operations = {
  backup(): Promise<Uint8Array>;
  renewEpoch(): Promise<string>;
  /** issue 20: `seed-plans` and `grant-plan` while the server holds the embedded database. */
  seedPlans(plans: unknown): Promise<unknown>;
  grantPlan(email: string, planName: string): Promise<unknown>;
};

/** The JSON operations and what their body may be (a socket only the data's owner can open, but still checked). */
const MAX_OPERATION_BODY_BYTES = 1024 * 1024;

/** The operations on this server's database: its PGlite worker (db.$client, drizzle's own handle on it). */
export function operationsOf(database: DatabaseHandle): Operations | null {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PgliteRemote)) return null;
  return {
    backup: () => client.backup(),
    renewEpoch: () => renewEpochNow(database.db),
    seedPlans: (plans) => seedPlans(database.db, plansFileSchema.parse(plans)),
    grantPlan: (email, planName) => grantPlan(database.db, email, planName),
  };
}

export async function openAdminChannel(
  dataDir: string,
  operations: Operations,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  const socket = adminSocketPath(dataDir);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) {
    logger.warn(
      { socket },
      "DATA_DIR is too long a path for the admin socket: backups need the server stopped",
    );
    return { close: async () => {} };
  }
  fs.mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socket), 0o700);
  // A socket file left by a server that died; the data-dir lock says no live server owns it.
  fs.rmSync(socket, { force: true });
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const run = async () => {
      if (req.method === "POST" && req.url === "/backup") {
        const startedAt = Date.now();
        const bytes = await operations.backup();
        logger.info({ bytes: bytes.length, ms: Date.now() - startedAt }, "backup taken");
        res.writeHead(200, { "content-type": "application/gzip", "content-length": bytes.length });
        res.end(bytes);
        return;
      }
      if (req.method === "POST" && req.url === "/renew-epoch") {
        const epoch = await operations.renewEpoch();
        logger.info({ epoch }, "sync epoch renewed by an operator");
        return answer(200, { epoch });
      }
      if (req.method === "POST" && req.url === "/seed-plans") {
        const { plans } = (await readJsonBody(req)) as { plans?: unknown };
        const outcome = await operations.seedPlans(plans);
        logger.info({ outcome }, "plans seeded by an operator");
        return answer(200, outcome);
      }
      if (req.method === "POST" && req.url === "/grant-plan") {
        const { email, planName } = (await readJsonBody(req)) as { email?: unknown; planName?: unknown };
        if (typeof email !== "string" || typeof planName !== "string") {
          return answer(400, { error: "grant-plan needs an e-mail and a plan name" });
        }
        const granted = await operations.grantPlan(email, planName);
        logger.info({ planName }, "plan granted by an operator");
        return answer(200, granted);
      }
      answer(404, { error: "Unknown admin operation" });
    };
    run().catch((error) => {
      // an operator's mistake (unknown e-mail, a wrong plans file) is answered as such, not logged as a failure
      const mistake = error instanceof AdminError || error instanceof ZodError;
      if (!mistake) logger.error({ err: error }, "admin operation failed");
      const message =
        error instanceof ZodError
          ? `invalid plans: ${error.issues[0]?.path.join(".")}: ${error.issues[0]?.message}`
          : (error as Error).message;
      if (!res.headersSent) answer(mistake ? 400 : 500, { error: message });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          fs.rmSync(socket, { force: true });
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

/**
 * Asks the server on `dataDir` for an operation. Null when no server listens there (no socket, or one left by a
 * server that is gone); otherwise its answer, a stream the caller reads.
 */
export function askServer(
  dataDir: string,
  operation: "backup" | "renew-epoch" | "seed-plans" | "grant-plan",
  body?: unknown,
) {
  return new Promise<http.IncomingMessage | null>((resolve, reject) => {
    const req = http.request({
      socketPath: adminSocketPath(dataDir),
      path: `/${operation}`,
      method: "POST",
      ...(body !== undefined && { headers: { "content-type": "application/json" } }),
    });
    req.once("response", resolve);
    req.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(new AdminError(`Cannot reach the server's admin channel: ${error.message}`));
    });
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A JSON request body of at most MAX_OPERATION_BODY_BYTES. */
async function readJsonBody(req: http.IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_OPERATION_BODY_BYTES) throw new AdminError("The request is too large");
  }
  try {
    return JSON.parse(text || "{}");
  } catch {
    throw new AdminError("The request is not JSON");
  }
}

/** The JSON answer of a successful operation. */
export async function serverAnswer<T>(res: http.IncomingMessage): Promise<T> {
  let text = "";
  for await (const chunk of res) text += chunk;
  return JSON.parse(text) as T;
}

/** The JSON error a failed operation answered, as an AdminError. */
export async function serverRefusal(res: http.IncomingMessage): Promise<AdminError> {
  let text = "";
  for await (const chunk of res) text += chunk;
  let reason = text;
  try {
    reason = (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    // not JSON: say what came
  }
  return new AdminError(`The server could not do it: ${reason}`);
}
