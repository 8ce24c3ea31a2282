import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

// The one way the tests, the end-to-end harness and the benches start a Lectern server as a child process on
// 127.0.0.1 and wait until it serves: the convergence run's server (run from source, killed and restarted), the
// end-to-end runs' built server (e2e/support/lectern-server.ts), and the servers those start for one test or
// bench. Each caller adds its own settings (rate limits, mail, database) on top of `serverProcessEnv`.

/** A port of 127.0.0.1 that nothing listens on now (taken and given back at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const READY_WITHIN_MS = 90_000;
const POLL_MS = 100;

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Waits for /api/ready (the database answers, migrations applied); fails early with the server's output if the
 * process exits, and after 90 s if it never gets ready. Polling is the only way to hear that it listens.
 */
export async function waitForHealth(url: string, child?: ChildProcess, log: () => string = () => "") {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child && exited(child))
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${log().slice(-4000)}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(
    `The server at ${url} did not become ready in ${READY_WITHIN_MS / 1000} s:\n${log().slice(-4000)}`,
  );
}

/**
 * The settings every spawned test server has: its port on 127.0.0.1, its data directory, an embedded database
 * unless the caller passes DATABASE_URL, and quiet logs. `publicUrl` is the origin browsers and tests send.
 */
export function serverProcessEnv(options: {
  port: number;
  dataDir: string;
  publicUrl: string;
}): Record<string, string> {
  return {
    PORT: String(options.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: options.publicUrl,
    DATA_DIR: options.dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  };
}

export interface SpawnedServer {
  readonly child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends `signal` (SIGTERM by default; SIGKILL for a crash) and resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `node [nodeArgs…] entry` with the parent's environment and `env` over it, and resolves once it answers
 * /api/ready at `url`; if it never does, the process is stopped and the error carries its output.
 */
export async function spawnServer(options: {
  entry: string;
  url: string;
  env: Record<string, string>;
  nodeArgs?: string[];
  cwd?: string;
}): Promise<SpawnedServer> {
  let log = "";
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const server: SpawnedServer = {
    child,
    output: () => log,
    async stop(signal = "SIGTERM") {
      if (exited(child)) return;
      const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill(signal);
      await gone;
    },
  };
  try {
    await waitForHealth(options.url, child, server.output);
  } catch (error) {
    await server.stop("SIGKILL");
    throw error;
  }
  return server;
}
