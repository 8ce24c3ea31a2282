import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminError } from "../src/admin/backup-file.ts";
import { runAdmin } from "../src/admin/cli.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { createLogger } from "../src/logger.ts";
import { type RunningServer, startServer } from "../src/server.ts";
import { browser, signedInBrowser } from "./auth-support.ts";
import { startSmtpCatcher } from "./smtp-catcher.ts";
import { freshPostgresDatabase, type Json, readJson } from "./support.ts";

// Issue 18 §5: `npm run admin -- backup` while the server serves writes, then `restore`, on real PGlite in a
// temporary DATA_DIR, through startServer and real HTTP. PGlite only; the PostgreSQL part is renew-epoch below.

const BATCH = 5;
const logger = createLogger("silent");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-backup-"));
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const configFor = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    SMTP_URL: smtp.url,
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent-web-dist",
    AUTH_RATE_LIMIT_MAX: "1000",
    AUTH_EMAIL_RATE_LIMIT_MAX: "1000",
    ...env,
  });

/** For auth-support's browser(): real HTTP to the server `at()` names (redirects are the caller's), so one
 * signed-in browser follows the data from one server to the next. */
const overHttp = (at: () => RunningServer) =>
  ({
    request: (p: string, init: RequestInit) => fetch(new URL(p, at().url), { ...init, redirect: "manual" }),
  }) as unknown as Parameters<typeof browser>[0];

type User = Awaited<ReturnType<typeof signedInBrowser>>;
const admin = (args: string[], config: Config) => {
  const printed: string[] = [];
  return runAdmin(args, config, (line) => printed.push(line)).then((code) => ({ code, printed }));
};
const pullAll = async (user: User) => {
  const page = await readJson(await user.call("/api/sync/pull?since=0&limit=1000"));
  expect(page.hasMore).toBe(false);
  return page as { epoch: string; changes: { collection: string; record: Json }[] };
};

/**
 * A device pushing notes without pause, BATCH per push (one push is one transaction), until stopped. Every
 * acknowledged batch is recorded with its ids; a push answered with anything but "applied" fails the writer.
 */
function startWriter(user: User) {
  const acknowledged: string[][] = [];
  const seqOf = new Map<string, number>();
  let highestSeq = 0;
  let lowestSeq = Number.POSITIVE_INFINITY;
  let stopping = false;
  let onAck = () => {};
  const done = (async () => {
    for (let batch = 0; !stopping; batch++) {
      const ids = Array.from({ length: BATCH }, () => randomUUID());
      const now = new Date().toISOString();
      const ops = ids.map((id, i) => ({
        id: randomUUID(),
        type: "notes",
        operation: "update",
        timestamp: now,
        data: {
          id,
          user_id: user.userId,
          title: `batch ${batch}`,
          content: `note ${i}`,
          created_at: now,
          updated_at: now,
        },
      }));
      const res = await user.call("/api/sync/push", { body: { ops } });
      const body = await readJson(res);
      if (res.status !== 200 || body.results.some((r: Json) => r.status !== "applied"))
        throw new Error(`push failed: ${res.status} ${JSON.stringify(body)}`);
      acknowledged.push(ids);
      for (const r of body.results) seqOf.set(r.record.id, Number(r.record.server_seq));
      const seqs = body.results.map((r: Json) => Number(r.record.server_seq));
      highestSeq = Math.max(highestSeq, ...seqs);
      lowestSeq = Math.min(lowestSeq, ...seqs);
      onAck();
    }
  })();
  return {
    acknowledged,
    /** The server_seq each acknowledged note was given. */
    seqOf,
    /** The highest and lowest server_seq acknowledged pushes were given. */
    highestSeq: () => highestSeq,
    lowestSeq: () => lowestSeq,
    /** Resolves once `count` batches are acknowledged. */
    until: (count: number) =>
      new Promise<void>((resolve, reject) => {
        done.catch(reject);
        onAck = () => acknowledged.length >= count && resolve();
        onAck();
      }),
    stop: async () => {
      stopping = true;
      await done;
    },
  };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("backup and restore of the embedded database", () => {
  const dataDir = path.join(tmp, "data");
  const file = path.join(tmp, "lectern-backup.tar.gz");
  const config = () => configFor(dataDir);

  it("backs up a consistent copy while the server serves writes; a restore brings it back under a new epoch", async () => {
    const first = await startServer(config(), logger);
    let serving = first;
    const user = await signedInBrowser(
      overHttp(() => serving),
      smtp,
      "backup@example.com",
    );
    const epochBefore = (await pullAll(user)).epoch;
    const writer = startWriter(user);
    await writer.until(3);
    const ackedBeforeBackup = writer.acknowledged.slice();

    const backup = await admin(["backup", file], config());
    expect(backup.code).toBe(0);
    expect(backup.printed.join("\n")).toMatch(/from the running server/);
    // Writes went on while it ran: the pushes queued behind the copy were answered before the command finished
    // (it still gzips, sends and checks the file then; 47 batches in one run of this test).
    expect(writer.acknowledged.length).toBeGreaterThan(ackedBeforeBackup.length);
    // The server went on serving: more writes are acknowledged after the backup, then the writer stops.
    await writer.until(writer.acknowledged.length + 2);
    await writer.stop();
    const allAcked = writer.acknowledged.slice();
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");

    // Restoring needs the server stopped.
    await expect(admin(["restore", file], config())).rejects.toThrow(
      /is running on .*Stop it before restoring/,
    );
    await first.stop();

    const restored = await admin(["restore", file], config());
    expect(restored.code).toBe(0);
    const keptAside = fs.readdirSync(dataDir).filter((name) => name.startsWith("pglite.before-restore-"));
    expect(keptAside).toHaveLength(1);
    expect(fs.readdirSync(dataDir).some((name) => name.includes(".restoring-"))).toBe(false);

    const second = await startServer(config(), logger);
    serving = second;
    try {
      const page = await pullAll(user); // the session is in the backup too
      expect(page.epoch).not.toBe(epochBefore);
      const notes = page.changes.filter((c) => c.collection === "notes").map((c) => c.record);
      const ids = new Set(notes.map((n) => n.id as string));
      // Every write acknowledged before the backup started is there ...
      for (const batch of ackedBeforeBackup) for (const id of batch) expect(ids.has(id)).toBe(true);
      // ... nothing that was never acknowledged, and no push half there: each batch is whole or absent.
      const everyAcked = new Set(allAcked.flat());
      for (const id of ids) expect(everyAcked.has(id)).toBe(true);
      for (const batch of allAcked) expect([0, BATCH]).toContain(batch.filter((id) => ids.has(id)).length);
      // Each note is the very version that was acknowledged: the server_seq its push was given.
      for (const n of notes) expect(Number(n.server_seq)).toBe(writer.seqOf.get(n.id));
      const seqs = notes.map((n) => Number(n.server_seq));
      const health = await readJson(await fetch(`${second.url}/api/health`));
      expect(health).toMatchObject({ ok: true });
      // A new write is numbered past everything the replaced database handed out, after the backup too: a
      // number a device holds never comes to name another version.
      const next = startWriter(user);
      await next.until(1);
      await next.stop();
      expect(next.lowestSeq()).toBeGreaterThan(writer.highestSeq());
      // A device with a cursor past the restored high water is told to start over (the epoch rule of pull.ts).
      const beyond = await readJson(
        await user.call(`/api/sync/pull?since=${Math.max(...seqs) + 10_000}&limit=10`),
      );
      expect(beyond.reset).toBe(true);
    } finally {
      await second.stop();
    }
  }, 180_000);

  it("refuses a missing, damaged or foreign file and changes nothing", async () => {
    const before = fs.readdirSync(dataDir).sort();
    const bytes = fs.readFileSync(file);
    const cases: [string, Buffer | null, RegExp][] = [
      ["missing.tar.gz", null, /No such file/],
      ["plain.txt", Buffer.from("not a backup"), /not a gzip file/],
      ["truncated.tar.gz", bytes.subarray(0, Math.floor(bytes.length / 2)), /truncated or damaged/],
      ["foreign.tar.gz", gzipSync(Buffer.alloc(1024)), /holds no database|archive is damaged/],
    ];
    for (const [name, content, message] of cases) {
      const bad = path.join(tmp, name);
      if (content) fs.writeFileSync(bad, content);
      const attempt = admin(["restore", bad], config());
      await expect(attempt).rejects.toThrow(AdminError);
      await expect(attempt).rejects.toThrow(message);
    }
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
  });

  it("backs up a stopped database itself, and says so when there is no database", async () => {
    const copy = path.join(tmp, "stopped.tar.gz");
    const result = await admin(["backup", copy], config());
    expect(result.printed.join("\n")).toMatch(/from the stopped database/);
    expect(fs.existsSync(path.join(dataDir, "lectern.lock"))).toBe(false);
    // Restoring it into a fresh DATA_DIR keeps nothing aside: there was nothing to keep.
    const fresh = path.join(tmp, "fresh");
    const restored = await admin(["restore", copy], configFor(fresh));
    expect(restored.printed.join("\n")).not.toMatch(/kept in/);
    await expect(admin(["backup", copy], configFor(path.join(tmp, "empty")))).rejects.toThrow(
      /No Lectern server is running on .* and it holds no database/,
    );
  }, 60_000);

  it("renews the epoch through the running server", async () => {
    const server = await startServer(config(), logger);
    try {
      const user = browser(overHttp(() => server));
      const signIn = await user.call("/api/auth/sign-in/email", {
        body: { email: "backup@example.com", password: "secret1" },
      });
      expect(signIn.status).toBe(200);
      const before = (await readJson(await user.call("/api/sync/pull?since=0&limit=1"))).epoch;
      const renewed = await admin(["renew-epoch"], config());
      const after = (await readJson(await user.call("/api/sync/pull?since=0&limit=1"))).epoch;
      expect(after).not.toBe(before);
      expect(renewed.printed.join("\n")).toContain(after);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("backups on PostgreSQL", () => {
  it("prints the pg_dump recipe and renews the epoch after a pg_restore", async () => {
    const fresh = await freshPostgresDatabase();
    if (!fresh) throw new Error("TEST_DATABASE_URL is set");
    const config = configFor(path.join(tmp, "unused"), { DATABASE_URL: fresh.url });
    const server = await startServer(config, logger);
    try {
      const backup = await admin(["backup", path.join(tmp, "x.dump")], config);
      expect(backup.code).toBe(1);
      expect(backup.printed.join("\n")).toMatch(/pg_dump --format=custom/);
      const restore = await admin(["restore", path.join(tmp, "x.dump")], config);
      expect(restore.printed.join("\n")).toMatch(/pg_restore --clean .*\n.*renew-epoch/);
      const epochOf = async () => {
        const client = new pg.Client({ connectionString: fresh.url });
        await client.connect();
        try {
          const { rows } = await client.query("select value from server_settings where key = 'sync_epoch'");
          return rows[0].value as string;
        } finally {
          await client.end();
        }
      };
      const before = await epochOf();
      const renewed = await admin(["renew-epoch"], config);
      expect(renewed.code).toBe(0);
      expect(await epochOf()).not.toBe(before);
    } finally {
      await server.stop();
      await fresh.drop();
    }
  }, 60_000);
});
