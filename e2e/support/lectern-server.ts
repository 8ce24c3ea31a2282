import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// Starting the built Lectern server for end-to-end runs: the shared one (global-setup) and any second one a test
// needs with other settings (e.g. TRANSCRIBE_BASE_URL). Same build, own port and data directory.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits for /api/ready (database answers, migrations applied); fails early with the server's output if it exits. */
export async function waitForHealth(url: string, child?: ChildProcess, log: () => string = () => "") {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server at ${url} did not become healthy in 90 s:\n${log()}`);
}

/** The server build under test (E2E_SERVER_ENTRY lets a run use one built elsewhere). */
export const serverEntry = () => path.resolve(process.env.E2E_SERVER_ENTRY ?? "apps/server/dist/index.js");

export type LecternServer = { url: string; dataDir: string; close(): Promise<void> };

/**
 * Starts the built server on a free port with a fresh data directory (embedded database), test-friendly rate
 * limits and `env` on top; resolves once it is healthy.
 */
export async function startLecternServer(env: Record<string, string> = {}): Promise<LecternServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-e2e-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, [serverEntry()], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Every test signs up from 127.0.0.1; the limits themselves are pinned by the server suite.
      AUTH_RATE_LIMIT_MAX: "10000",
      AUTH_EMAIL_RATE_LIMIT_MAX: "10000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    url,
    dataDir,
    async close() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
