// Issue 18 §4: /api/health is liveness, /api/ready is readiness (database, migrations, version), and Prometheus
// metrics at /metrics only behind METRICS_TOKEN.
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { createAuthDeps } from "../src/auth/index.ts";
import { loadConfig } from "../src/config.ts";
import type { Database, DatabaseHandle } from "../src/db/client.ts";
import * as schema from "../src/db/schema/index.ts";
import { createLogger } from "../src/logger.ts";
import { bearerMatches } from "../src/routes/metrics.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { saveNote } from "./generation-support.ts";
import { freePortForTest } from "./observability-support.ts";
import { createTestApp, freshPostgresDatabase, readJson } from "./support.ts";

const VERSION = expect.stringMatching(/^\d+\.\d+\.\d+/);
const KIND = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/** The app on a database handle made by the test (a dead one, an unmigrated one); AUTH_SECRET: no secret row read. */
async function appOn(database: DatabaseHandle) {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent-web-dist",
    AUTH_SECRET: "x".repeat(32),
  });
  const logger = createLogger("silent");
  return createApp({ config, database, logger, ...(await createAuthDeps(database.db, config, logger)) });
}

// Apps are made in hooks (their first database start is slow on a loaded machine), used by the tests below.
let live: Awaited<ReturnType<typeof createTestApp>>;
let closed: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  [live, closed] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => live.close());

describe("GET /api/health and /api/ready", () => {
  it("both answer 200 on a reachable, migrated database; ready names the version", async () => {
    const t = live;
    const health = await t.app.request("/api/health");
    expect(health.status).toBe(200);
    expect(await readJson(health)).toEqual({ ok: true, version: VERSION, database: KIND });
    const ready = await t.app.request("/api/ready");
    expect(ready.status).toBe(200);
    expect(await readJson(ready)).toEqual({ ok: true, version: VERSION, database: KIND, migrations: true });
  });

  it("ready answers 503 naming the database when its handle is closed; health still answers 200", async () => {
    const t = closed;
    await t.database.close();
    const ready = await t.app.request("/api/ready");
    expect(ready.status).toBe(503);
    expect(await readJson(ready)).toEqual({
      error: "Not ready: the database does not answer",
      details: { database: false, migrations: false, version: VERSION },
    });
    expect((await t.app.request("/api/health")).status).toBe(200);
  });

  it("ready answers 503 when PostgreSQL does not listen", async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://lectern@127.0.0.1:${await freePortForTest()}/none`,
    });
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const app = await appOn({ db, kind: "postgres", close: () => pool.end() });
    try {
      const ready = await app.request("/api/ready");
      expect(ready.status).toBe(503);
      expect((await readJson(ready)).details).toMatchObject({ database: false });
      expect((await app.request("/api/health")).status).toBe(200);
    } finally {
      await pool.end();
    }
  });

  it("ready answers 503 naming the migrations when the database lacks them", async () => {
    const { database, drop } = await unmigratedDatabase();
    const app = await appOn(database);
    try {
      const ready = await app.request("/api/ready");
      expect(ready.status).toBe(503);
      expect(await readJson(ready)).toEqual({
        error: "Not ready: the database lacks migrations of this version",
        details: { database: true, migrations: false, version: VERSION },
      });
    } finally {
      await drop();
    }
  });
});

/** An empty database of the kind under test, with no migration applied. */
async function unmigratedDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const fresh = await freshPostgresDatabase();
  if (fresh) {
    const pool = new pg.Pool({ connectionString: fresh.url });
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const close = () => pool.end();
    return {
      database: { db, kind: "postgres", close },
      drop: async () => {
        await close();
        await fresh.drop();
      },
    };
  }
  const client = new PGlite();
  await client.waitReady; // its first start is slow: not what the readiness timeout is about
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { database: { db, kind: "pglite", close: () => client.close() }, drop: () => client.close() };
}

describe("GET /metrics", () => {
  it("is absent (404 JSON) when METRICS_TOKEN is not set", async () => {
    const res = await live.app.request("/metrics", { headers: { authorization: "Bearer anything" } });
    expect(res.status).toBe(404);
    expect(await readJson(res)).toEqual({ error: "Not found" });
  });

  describe("with METRICS_TOKEN", () => {
    const TOKEN = "scrape-token-0123456789";
    let t: Awaited<ReturnType<typeof startAuthTestApp>>;
    beforeAll(async () => {
      t = await startAuthTestApp({ METRICS_TOKEN: TOKEN });
    });
    afterAll(() => t.close());

    it("refuses a missing or wrong token with 401", async () => {
      for (const authorization of [
        undefined,
        "Bearer wrong",
        `Basic ${TOKEN}`,
        `Bearer ${TOKEN}x`,
        "Bearer ",
      ]) {
        const res = await t.app.request("/metrics", { headers: authorization ? { authorization } : {} });
        expect(res.status, String(authorization)).toBe(401);
        expect(await readJson(res)).toEqual({ error: "A valid metrics token is required" });
      }
    });

    it("counts requests by route template, sync ops by outcome and generation jobs by kind and outcome", async () => {
      const ada = await signedInBrowser(t.app, t.smtp, "metrics@mail.test");
      const note = await saveNote(ada, "Metrics"); // one applied op
      const bad = { id: randomUUID(), type: "notes", operation: "update", data: { id: "not-a-uuid" } };
      const refused = await ada.call("/api/sync/push", { body: { ops: [bad] } });
      expect((await readJson(refused)).results[0].status).toBe("rejected");
      expect((await ada.call(`/api/notes/${note.id}`)).status).toBe(200);
      expect((await ada.call("/api/ai/generate-summary", { body: { note } })).status).toBe(200);

      const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/plain");
      const text = await res.text();
      expect(text).toMatch(
        /lectern_http_request_duration_seconds_count\{method="GET",route="\/api\/notes\/:id",status="200"\} 1\n/,
      );
      expect(text).not.toContain(note.id);
      expect(text).toMatch(
        /lectern_http_request_duration_seconds_count\{method="POST",route="\/api\/sync\/push",status="200"\} 2\n/,
      );
      expect(text).toMatch(/lectern_sync_ops_total\{outcome="applied"\} 1\n/);
      expect(text).toMatch(/lectern_sync_ops_total\{outcome="rejected"\} 1\n/);
      expect(text).toMatch(
        /lectern_generation_jobs_total\{kind="summary",provider="local",outcome="succeeded"\} 1\n/,
      );
      expect(text).toMatch(/lectern_generation_queue_depth 0\n/);
      expect(text).toMatch(/process_cpu_user_seconds_total \d/); // prom-client's default process metrics
    });
  });

  it("compares the bearer token in full", () => {
    expect(bearerMatches("Bearer abc", "abc")).toBe(true);
    expect(bearerMatches("Bearer abcd", "abc")).toBe(false);
    expect(bearerMatches("Bearer ab", "abc")).toBe(false);
    expect(bearerMatches(undefined, "abc")).toBe(false);
    expect(bearerMatches("bearer abc", "abc")).toBe(false);
  });
});
