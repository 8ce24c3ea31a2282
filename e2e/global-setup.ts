import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";

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

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in 60 s:\n${log()}`);
}

/** Starts the built server once for the run; workers read E2E_BASE_URL (env set here reaches them). */
export default async function globalSetup() {
  // E2E_SERVER_ENTRY / E2E_WEB_DIST let a run use builds made elsewhere (several runs side by side).
  const serverEntry = path.resolve(process.env.E2E_SERVER_ENTRY ?? "apps/server/dist/index.js");
  if (!fs.existsSync(serverEntry)) throw new Error("Build first: npm run build (npm test does it).");
  // The e2e build is the production build plus the test-only speech engine switch (vite --mode e2e);
  // without it (a plain `npm run build`) the tests that need that engine fail with a clear message.
  const e2eWeb = path.resolve("apps/web/dist-e2e");
  const webDist = process.env.E2E_WEB_DIST
    ? path.resolve(process.env.E2E_WEB_DIST)
    : fs.existsSync(path.join(e2eWeb, "index.html"))
      ? e2eWeb
      : path.resolve("apps/web/dist");
  process.env.E2E_WEB_DIST = webDist;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-e2e-"));
  const mailDir = path.join(dataDir, "caught-mail");
  const smtp = await startSmtpCatcher(mailDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      WEB_DIST: webDist,
      SMTP_URL: smtp.url,
      // Every test signs up from 127.0.0.1; the limits themselves are pinned by the server suite.
      AUTH_RATE_LIMIT_MAX: "10000",
      AUTH_EMAIL_RATE_LIMIT_MAX: "10000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  await waitForHealth(url, child, () => output);
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SMTP_URL = smtp.url;

  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
