import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createLogger } from "../src/logger.ts";
import { startServer } from "../src/server.ts";
import { readJson } from "./support.ts";

// The embedded-database life cycle a self-hoster sees: start, write, stop, start again, data still there;
// a second server on the same data dir is refused. PGlite only: PostgreSQL runs are covered by the other files.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-startup-"));
const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
const logger = createLogger("silent");
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("embedded database start and restart", () => {
  it("keeps data across a restart and refuses a second server on the same data dir", async () => {
    const first = await startServer(config, logger);
    const health = await readJson(await fetch(`${first.url}/api/health`));
    expect(health).toMatchObject({ ok: true, database: "pglite" });
    const joined = await fetch(`${first.url}/api/waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kept@example.com" }),
    });
    expect(joined.status).toBe(201);

    await expect(startServer(config, logger)).rejects.toThrow(/Another Lectern server/);
    await first.stop();
    expect(fs.existsSync(path.join(dataDir, "lectern.lock"))).toBe(false);

    const second = await startServer(config, logger);
    const stats = await readJson(await fetch(`${second.url}/api/waitlist/stats`));
    expect(stats).toEqual({ count: 1 });
    await second.stop();
  }, 60_000);

  it("takes over a lock left by a process that no longer exists", async () => {
    fs.writeFileSync(path.join(dataDir, "lectern.lock"), "999999");
    const server = await startServer(config, logger);
    await server.stop();
  }, 60_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the same server on PostgreSQL", () => {
  it("runs on DATABASE_URL, says so in /api/health, and a second start migrates nothing twice", async () => {
    const pgConfig = loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      LOG_LEVEL: "silent",
    });
    const [a, b] = await Promise.all([startServer(pgConfig, logger), startServer(pgConfig, logger)]);
    for (const server of [a, b]) {
      expect(await readJson(await fetch(`${server.url}/api/health`))).toMatchObject({
        ok: true,
        database: "postgres",
      });
    }
    const plans = await readJson(await fetch(`${b.url}/api/plans`));
    expect(plans.plans.map((p: { name: string }) => p.name)).toContain("Student");
    await Promise.all([a.stop(), b.stop()]);
  }, 60_000);
});
