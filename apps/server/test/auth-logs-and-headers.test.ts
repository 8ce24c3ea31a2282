// Issue 12: better-auth's log lines are JSON lines of our log (never coloured text, never stderr), and HSTS is sent
// only when PUBLIC_URL is https.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../src/app.ts";
import { createAuthDeps } from "../src/auth/index.ts";
import { loadConfig } from "../src/config.ts";
import { createLogger } from "../src/logger.ts";
import { browser, pathOf } from "./auth-support.ts";
import { startSmtpCatcher } from "./smtp-catcher.ts";
import { openTestDatabase } from "./support.ts";

async function appWith(env: Record<string, string>, lines: string[]) {
  const database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: "debug", WEB_DIST: "/nonexistent-web-dist", ...env });
  const logger = createLogger("debug", { write: (line: string) => void lines.push(line) });
  const app = createApp({ config, database, logger, ...(await createAuthDeps(database.db, config, logger)) });
  return { app, database, close: () => database.close() };
}

describe("better-auth's logs", () => {
  const lines: string[] = [];
  let t: Awaited<ReturnType<typeof appWith>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await appWith({ SMTP_URL: smtp.url }, lines);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => vi.restoreAllMocks());

  it("are JSON lines without colour codes, and nothing goes to the console", async () => {
    const consoleCalls = (["log", "info", "warn", "error", "debug"] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => undefined),
    );
    const b = browser(t.app);
    await b.call("/api/auth/sign-up/email", {
      body: { email: "log@uni.edu", password: "secret1", name: "Log" },
    });
    await b.call(pathOf((await smtp.waitFor("log@uni.edu", /Verify/)).links[0]!));
    expect(
      (await b.call("/api/auth/sign-in/email", { body: { email: "log@uni.edu", password: "nope12" } }))
        .status,
    ).toBe(401);
    expect(
      (await b.call("/api/auth/reset-password", { body: { newPassword: "abcdefgh", token: "no-such" } }))
        .status,
    ).toBe(400);
    expect((await b.call("/api/auth/verify-email?token=not-a-token")).status).toBeLessThan(500);
    await b.call("/api/auth/request-password-reset", { body: { email: "unknown@uni.edu" } });
    // The reset runs after its answer: its "user not found" line is the sign that better-auth logged.
    await vi.waitFor(() => expect(lines.some((l) => l.includes("User not found"))).toBe(true));

    for (const spy of consoleCalls) expect(spy).not.toHaveBeenCalled();
    const authLines = lines
      .map((l) => JSON.parse(l) as { component?: string; msg?: string })
      .filter((l) => l.component === "auth");
    expect(authLines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.includes(String.fromCharCode(27))).toBe(false);
  });
});

describe("a failure inside better-auth", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is logged as a JSON line and answered as JSON, not printed to stderr with an empty 500", async () => {
    const lines: string[] = [];
    const t = await appWith({}, lines);
    // A database fault better-auth does not expect: its query for the user fails.
    await t.database.db.execute(sql`alter table "user" rename to user_gone`);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await browser(t.app).call("/api/auth/sign-in/email", {
        body: { email: "fault@uni.edu", password: "secret1" },
      });
      expect(res.status).toBe(500);
      expect((await res.json()) as unknown).toMatchObject({ error: expect.any(String) });
      expect(consoleError).not.toHaveBeenCalled();
      const errors = lines
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.level >= 50);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent only when PUBLIC_URL is https", async () => {
    const plain = await appWith({ PUBLIC_URL: "http://lectern.example" }, []);
    const tls = await appWith({ PUBLIC_URL: "https://lectern.example" }, []);
    try {
      const overHttp = await plain.app.request("/api/health");
      expect(overHttp.headers.get("strict-transport-security")).toBeNull();
      expect(overHttp.headers.get("content-security-policy")).toContain("default-src 'self'");
      const overHttps = await tls.app.request("/api/health");
      expect(overHttps.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    } finally {
      await plain.close();
      await tls.close();
    }
  });
});
