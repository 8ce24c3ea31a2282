import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startSmtpCatcher } from "./smtp-catcher.ts";
import { freePort, type SpawnedServer, serverProcessEnv, spawnServer } from "./spawn-server.ts";

// The real server for the convergence run (issue 13): a child process on 127.0.0.1 run from source with tsx (the
// server suite runs before the build), an embedded database in a data directory on disk, so a SIGKILL and a
// restart on the same directory is what a crashed server and its restart are. The data-dir lock file names the
// killed pid, which the next start finds dead and takes over (DESIGN §11). With DATABASE_URL in `env` the data is
// on that PostgreSQL database instead, and a restart finds it there.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const entry = path.join(root, "apps/server/src/index.ts");
const ORIGIN = "http://127.0.0.1";

export interface ServerProcess {
  readonly url: string;
  readonly dataDir: string;
  /** Whether a server process is running (between kill and restart it is not). */
  isUp(): boolean;
  /** SIGKILL: no shutdown, no flush; resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts the server again on the same data directory and port; resolves once it answers /api/ready. */
  restart(): Promise<void>;
  /** Everything the server processes printed (for a failure's message). */
  output(): string;
  close(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-converge-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let current: SpawnedServer | null = null;
  // The output of the processes killed before, for a failure's message.
  let earlier = "";

  async function start() {
    current = await spawnServer({
      entry,
      nodeArgs: ["--import", "tsx"],
      cwd: root,
      url,
      env: {
        ...serverProcessEnv({ port, dataDir, publicUrl: ORIGIN }),
        NODE_ENV: "test",
        AUTH_RATE_LIMIT_MAX: "100000",
        AUTH_EMAIL_RATE_LIMIT_MAX: "100000",
        // issue 18 §2: usage limits per window lifted too (one student here sends hundreds of pushes in minutes);
        // the caps on requests at once stay as configured
        GENERATION_RATE_LIMIT_MAX: "100000",
        TRANSCRIBE_RATE_LIMIT_MAX: "100000",
        SYNC_PUSH_RATE_LIMIT_MAX: "100000",
        WAITLIST_RATE_LIMIT_MAX: "100000",
        ...env,
      },
    });
  }

  async function kill() {
    const server = current;
    if (!server) return;
    current = null;
    earlier += server.output();
    await server.stop("SIGKILL");
  }

  await start();
  return {
    url,
    dataDir,
    isUp: () => current !== null,
    kill,
    restart: async () => {
      await kill();
      await start();
    },
    output: () => earlier + (current?.output() ?? ""),
    close: async () => {
      await kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in caller over real HTTP: sends Origin as a browser does and keeps the session cookie. */
export interface HttpUser {
  userId: string;
  /** fetch on the server's URL with the session cookie (throws as fetch does when nothing answers). */
  call(pathAndQuery: string, init?: RequestInit): Promise<Response>;
}

/** Signs a new user up (the verification mail caught by a local SMTP catcher) and in. */
export async function signUpOverHttp(
  server: Pick<ServerProcess, "url">,
  smtp: Awaited<ReturnType<typeof startSmtpCatcher>>,
  email: string,
): Promise<HttpUser> {
  const jar = new Map<string, string>();
  const call = async (pathAndQuery: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("origin", ORIGIN);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    if (typeof init.body === "string") headers.set("content-type", "application/json");
    const res = await fetch(`${server.url}${pathAndQuery}`, { ...init, headers, redirect: "manual" });
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) jar.set(name.trim(), value.join("="));
    }
    return res;
  };
  const post = (p: string, body: unknown) => call(p, { method: "POST", body: JSON.stringify(body) });
  const password = "converge-secret";
  await post("/api/auth/sign-up/email", { email, password, name: "Converge", firstName: "C", lastName: "V" });
  const link = new URL((await smtp.waitFor(email, /Verify/)).links[0] as string);
  await (await call(`${link.pathname}${link.search}`)).arrayBuffer();
  const res = await post("/api/auth/sign-in/email", { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const session = (await (await call("/api/auth/get-session")).json()) as { user: { id: string } };
  return { userId: session.user.id, call };
}

export { startSmtpCatcher };
