import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./support/lectern-server.ts";

// The README's first command as a self-hoster runs it: `npm start` on the embedded database, data written,
// Ctrl-C (SIGINT to the whole process group, as a terminal sends it), `npm start` again — the data is still there.
// The build is already current (npm test builds before e2e), so this measures start-up, not a build.

function npmStart(port: number, dataDir: string) {
  const child = spawn("npm", ["start"], {
    cwd: path.resolve("."),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "info", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so the test can send Ctrl-C to all of it like a terminal does
  });
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  return { child, log: () => log };
}

async function waitHealthy(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${log()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`npm start did not become healthy:\n${log()}`);
}

/**
 * Ctrl-C to the process group, then wait until the server has closed the database and freed the data dir.
 * (npm itself exits by the signal at once, so its exit says nothing about the server's clean shutdown.)
 */
async function ctrlC(child: ChildProcess, dataDir: string, log: () => string) {
  process.kill(-(child.pid as number), "SIGINT");
  for (let i = 0; i < 120 && !log().includes('"msg":"stopped"'); i++)
    await new Promise((r) => setTimeout(r, 250));
  expect(log()).toContain('"msg":"stopped"');
  expect(fs.existsSync(path.join(dataDir, "lectern.lock"))).toBe(false);
}

test("npm start serves the app on the embedded database and keeps data across Ctrl-C and a restart", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-npm-start-"));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  try {
    const first = npmStart(port, dataDir);
    await waitHealthy(url, first.child, first.log);
    expect(await (await fetch(`${url}/api/health`)).json()).toMatchObject({ ok: true, database: "pglite" });
    const landing = await fetch(`${url}/`);
    expect(landing.headers.get("content-type")).toContain("text/html");
    expect(await landing.text()).toContain("<title>Lectern");
    const joined = await fetch(`${url}/api/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "restart@example.com" }),
    });
    expect(joined.status).toBe(201);
    await ctrlC(first.child, dataDir, first.log);

    const second = npmStart(port, dataDir);
    await waitHealthy(url, second.child, second.log);
    expect(await (await fetch(`${url}/api/waitlist/stats`)).json()).toEqual({ count: 1 });
    await ctrlC(second.child, dataDir, second.log);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
