// Issue 18 §3 and §4: nothing secret in the server log (mail links and addresses, upstream error bodies), a request
// id on every line of a request with its user and route template, and the same-origin check that trusts PUBLIC_URL
// rather than the Host header.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { browser, listen, ORIGIN, pathOf, signedInBrowser } from "./auth-support.ts";
import { startFakeOpenAi } from "./fake-openai.ts";
import { startFakeTranscriber } from "./fake-transcriber.ts";
import { groundedAnswer, saveNote } from "./generation-support.ts";
import { appWithLog, linksInMailDir } from "./observability-support.ts";
import { startSmtpCatcher } from "./smtp-catcher.ts";
import { readJson } from "./support.ts";

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-obs-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Signs up with no SMTP_URL and waits for the log line that says the mail was written. */
async function signUpWithoutSmtp(t: Awaited<ReturnType<typeof appWithLog>>, email: string, reqId: string) {
  const b = browser(t.app);
  const res = await b.call("/api/auth/sign-up/email", {
    body: { email, password: "secret1", name: "Ada" },
    headers: { "x-request-id": reqId },
  });
  expect(res.status).toBe(200);
  await vi.waitFor(() => expect(t.parsed().some((l) => l.msg?.startsWith("mail written"))).toBe(true));
  return b;
}

describe("mail with no SMTP_URL (issue 18 §3)", () => {
  let t: Awaited<ReturnType<typeof appWithLog>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir();
    t = await appWithLog({ DATA_DIR: dataDir });
  });
  afterAll(() => t.close());

  it("logs that a mail was written and where, without its link or the address in clear", async () => {
    const b = await signUpWithoutSmtp(t, "ada.lovelace@mail.test", "signup-req-1");
    const [link] = linksInMailDir(dataDir);
    const token = new URL(link as string).searchParams.get("token");
    expect(token).toBeTruthy();
    const log = t.lines.join("\n");
    expect(log).not.toContain(token);
    expect(log).not.toContain("verify-email");
    expect(log).not.toContain("ada.lovelace@mail.test");
    const mailLine = t.parsed().find((l) => l.msg?.startsWith("mail written"));
    expect(mailLine).toMatchObject({ to: "a***@mail.test", dir: path.join(dataDir, "mail") });
    expect(mailLine?.links).toBeUndefined();
    // the line belongs to the sign-up request that sent the mail
    expect(mailLine).toMatchObject({ reqId: "signup-req-1", route: "/api/auth/*" });
    // and the link read from the .eml file works: the self-hoster's way through sign-up
    expect((await b.call(pathOf(link as string))).status).toBeLessThan(400);
  });
});

describe("mail with MAIL_LOG_LINKS=1", () => {
  let t: Awaited<ReturnType<typeof appWithLog>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir();
    t = await appWithLog({ DATA_DIR: dataDir, MAIL_LOG_LINKS: "1" });
  });
  afterAll(() => t.close());

  it("logs the links, for a first local run", async () => {
    await signUpWithoutSmtp(t, "grace@mail.test", randomUUID());
    const [link] = linksInMailDir(dataDir);
    const mailLine = t.parsed().find((l) => l.msg?.startsWith("mail written"));
    expect(mailLine).toMatchObject({ to: "grace@mail.test", links: [link] });
  });
});

describe("request ids (issue 18 §4)", () => {
  let t: Awaited<ReturnType<typeof appWithLog>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let ada: Awaited<ReturnType<typeof signedInBrowser>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await appWithLog({ SMTP_URL: smtp.url });
    ada = await signedInBrowser(t.app, smtp, "ids@mail.test");
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const linesOf = (reqId: string) => t.parsed().filter((l) => l.reqId === reqId);

  it("keeps a sane X-Request-Id, echoes it, and puts it on the request's log lines with user and route", async () => {
    const id = "client-req_42.A";
    const res = await ada.call(`/api/notes/${randomUUID()}`, { headers: { "x-request-id": id } });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toBe(id);
    const lines = linesOf(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "request",
      method: "GET",
      route: "/api/notes/:id",
      status: 404,
      userId: ada.userId,
      ms: expect.any(Number),
    });
    expect(lines[0]?.path).toBeUndefined(); // the raw path can hold a token (better-auth's reset links)
  });

  it("makes a new id when none is given or the given one is not a plain token", async () => {
    for (const given of [undefined, "has spaces", 'quote"d', "x".repeat(129), "a/b"]) {
      const headers: Record<string, string> = given === undefined ? {} : { "x-request-id": given };
      const res = await t.app.request("/api/health", { headers });
      const echoed = res.headers.get("x-request-id") ?? "";
      expect(echoed, String(given)).toMatch(/^[0-9a-f-]{36}$/);
      expect(linesOf(echoed)).toHaveLength(1);
    }
    expect(t.lines.join("\n")).not.toContain("has spaces");
    const longest = "y".repeat(128);
    expect(
      (await t.app.request("/api/health", { headers: { "x-request-id": longest } })).headers.get(
        "x-request-id",
      ),
    ).toBe(longest);
  });

  it("names the route template of a user's request, never the ids in its path", async () => {
    const note = await saveNote(ada, "Routes");
    const res = await ada.call(`/api/notes/${note.id}`, { headers: { "x-request-id": "note-1" } });
    expect(res.status).toBe(200);
    expect(linesOf("note-1")).toEqual([
      expect.objectContaining({ route: "/api/notes/:id", method: "GET", status: 200, userId: ada.userId }),
    ]);
    expect(t.lines.filter((l) => l.includes("note-1")).join("\n")).not.toContain(note.id);
  });
});

describe("upstream error bodies (issue 18 §3)", () => {
  let t: Awaited<ReturnType<typeof appWithLog>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let model: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let transcriber: Awaited<ReturnType<typeof startFakeTranscriber>>;
  let ada: Awaited<ReturnType<typeof signedInBrowser>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    model = await startFakeOpenAi(groundedAnswer);
    transcriber = await startFakeTranscriber();
    t = await appWithLog({
      SMTP_URL: smtp.url,
      AI_PROVIDER: "openai",
      AI_BASE_URL: model.baseUrl,
      AI_API_KEY: "sk-test-key",
      AI_MODEL: "fake-model",
      AI_MAX_RETRIES: "0",
      TRANSCRIBE_BASE_URL: transcriber.url,
    });
    ada = await signedInBrowser(t.app, smtp, "upstream@mail.test");
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), model.close(), transcriber.close()]);
  });

  it("a model's error body stays in the server log; the user reads our message with the status", async () => {
    const note = await saveNote(ada, "Upstream");
    model.script({ status: 500, json: { error: { message: "quota of org-7731 exceeded, see billing" } } });
    const res = await ada.call("/api/ai/generate-summary", {
      body: { note },
      headers: { "x-request-id": "gen-1" },
    });
    expect(res.status).toBe(502);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: "Failed to generate summary: HTTP error! status: 500" });
    expect(body).not.toContain("org-7731");
    const logged = t.parsed().filter((l) => l.reqId === "gen-1" && JSON.stringify(l).includes("org-7731"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, route: "/api/ai/generate-summary", userId: ada.userId });
  });

  it("a transcription service's error body stays in the server log", async () => {
    transcriber.behave("fail");
    const form = new FormData();
    form.append("file", new File([new Uint8Array(2000)], "a.ogg", { type: "audio/ogg" }));
    const cookie = [...ada.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await t.app.request("/api/transcribe", {
      method: "POST",
      headers: { origin: ORIGIN, cookie, "x-request-id": "tr-1" },
      body: form,
    });
    expect(res.status).toBe(502);
    expect(await readJson(res)).toEqual({ error: "The transcription service failed (HTTP 500)" });
    const logged = t
      .parsed()
      .filter((l) => l.reqId === "tr-1" && JSON.stringify(l).includes("CUDA out of memory"));
    expect(logged).toHaveLength(1);
  });
});

describe("a failed query in the log (issue 18 §3)", () => {
  let t: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    t = await appWithLog({});
  });
  afterAll(() => t.close());

  it("keeps the query and its SQLSTATE but not the values it carried (addresses, tokens)", async () => {
    await t.database.db.execute(sql`alter table "user" rename to user_gone`);
    const res = await browser(t.app).call("/api/auth/sign-in/email", {
      body: { email: "hidden.person@mail.test", password: "secret1" },
      headers: { "x-request-id": "fault-1" },
    });
    expect(res.status).toBe(500);
    const errors = t.parsed().filter((l) => l.reqId === "fault-1" && l.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).toContain("Failed query");
    expect(JSON.stringify(errors)).toContain("[redacted]");
    expect(t.lines.join("\n")).not.toContain("hidden.person");
  });
});

describe("the same-origin check (issue 18 §3)", () => {
  let t: Awaited<ReturnType<typeof appWithLog>>;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    t = await appWithLog({ PUBLIC_URL: "http://localhost:3000" });
    server = await listen(t.app);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it("compares Origin with PUBLIC_URL, not with a Host header the caller chose (DNS rebinding)", async () => {
    const post = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(`${server.url}/api/waitlist`);
        const req = http.request(
          url,
          { method: "POST", agent: false, headers: { "content-type": "application/json", ...headers } },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end(JSON.stringify({ email: `${randomUUID()}@mail.test` }));
      });
    // a rebound name: the page's origin and the Host it sends agree, and neither is PUBLIC_URL's
    expect(await post({ host: "evil.example:3000", origin: "http://evil.example:3000" })).toBe(403);
    // the served origin passes, whatever Host a proxy forwards
    expect(await post({ host: "internal:8080", origin: "http://localhost:3000" })).toBe(201);
  });
});
