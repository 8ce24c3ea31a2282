import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// A second Lectern server for a test that needs settings the shared one does not have (e.g. TRANSCRIBE_BASE_URL):
// the same build, web app and mail catcher as global-setup's, its own port and data directory.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The second server exited (${child.exitCode}):\n${log()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The second server did not become healthy:\n${log()}`);
}

export async function startSecondServer(env: Record<string, string>) {
  const entry = path.resolve(process.env.E2E_SERVER_ENTRY ?? "apps/server/dist/index.js");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-e2e-second-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      WEB_DIST: process.env.E2E_WEB_DIST ?? "",
      SMTP_URL: process.env.E2E_SMTP_URL ?? "",
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
    await waitHealthy(url, child, () => output);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    url,
    async close() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
