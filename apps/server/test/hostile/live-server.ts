import http from "node:http";
import { createAuthDeps } from "../../src/auth/index.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { startFakeTranscriber } from "../fake-transcriber.ts";
import { LECTURE } from "../generation-support.ts";
import { startSmtpCatcher } from "../smtp-catcher.ts";
import { freshPostgresDatabase, openTestDatabase } from "../support.ts";
import { startServerProcess } from "../sync-convergence-server.ts";
import type { WireRequest } from "./encode.ts";
import type { Student } from "./endpoints.ts";

/** The Origin the battery's browser-like requests carry: PUBLIC_URL's, which better-auth and same-origin trust. */
export const ORIGIN = "http://localhost:3000";

export type Answer = { status: number; contentType: string; text: string; ms: number; setCookie: string[] };

/** Which request a kept-alive socket carried last: a hang-up is often the previous request's doing. */
const previousOnSocket = new WeakMap<object, string>();

/**
 * Sends one request exactly as built (repeated header lines, raw bytes) over a keep-alive socket and reads the
 * answer. A request the server never answers rejects after `timeoutMs`.
 */
export function send(
  agent: http.Agent,
  base: URL,
  request: WireRequest,
  extraHeaders: Array<[string, string]>,
  timeoutMs: number,
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of [...extraHeaders, ...request.headers]) {
    const existing = headers[name];
    headers[name] = existing === undefined ? value : [...[existing].flat(), value];
  }
  if (request.body) headers["content-length"] = String(request.body.length);
  let answered = false;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
            setCookie: res.headers["set-cookie"] ?? [],
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("socket", (socket) => {
      const before = previousOnSocket.get(socket);
      previousOnSocket.set(socket, `${request.method} ${request.path.slice(0, 80)} (${request.encoding})`);
      req.on("error", (error) => {
        (error as Error).message += before
          ? ` — the socket's previous request: ${before}`
          : " — on a new socket";
        // Closed under us before any answer, on a kept-alive socket: the request never reached the app, and a
        // browser sends it again on a new connection (HTTP keep-alive race). Said so; the caller decides.
        (error as Error & { unanswered?: boolean }).unanswered = req.reusedSocket && !answered;
      });
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(request.body);
  });
}

/**
 * The real server (src/index.ts, run from source with tsx) in a process of its own, on a real database,
 * listening on 127.0.0.1 (a free port), with a real SMTP catcher and the fake OpenAI-compatible transcriber as
 * peers. Its own process: the battery builds bodies of 10^5 items and depth 10,000 in this one, and the health
 * probe must time the server, not this process's work and garbage collection. TRUST_PROXY lets each case come
 * from its own client address (X-Forwarded-For), as many students behind a proxy would; the limits stay as
 * configured. Here, better-auth is built only for its endpoints' schemas (the battery's generator reads them).
 */
export async function startLiveServer() {
  const smtp = await startSmtpCatcher();
  const transcriber = await startFakeTranscriber();
  const database = await openTestDatabase();
  const env = {
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent-web-dist",
    PUBLIC_URL: ORIGIN,
    SMTP_URL: smtp.url,
    TRANSCRIBE_BASE_URL: transcriber.url,
    TRUST_PROXY: "true",
  };
  const config = loadConfig(env);
  const logger = createLogger("silent");
  const authDeps = await createAuthDeps(database.db, config, logger);
  // On PostgreSQL (TEST_DATABASE_URL) the server gets a database of its own; otherwise PGlite in a DATA_DIR.
  const postgres = await freshPostgresDatabase();
  const server = await startServerProcess({
    ...env,
    DATABASE_URL: postgres?.url ?? "",
    // the limits as configured by default (the server process's helper raises them for its own tests); the
    // usage limits per window (issue 18 §2) stay raised: one student sends 1,000 cases to each endpoint, and the
    // cases must reach the handlers (usage-limits.test.ts holds the limits themselves)
    AUTH_RATE_LIMIT_MAX: "10",
    AUTH_EMAIL_RATE_LIMIT_MAX: "5",
    // and the account limits (issue 18 §6), so hostile deletions reach the password check and exports the zip
    ACCOUNT_EXPORT_RATE_LIMIT_MAX: "100000",
    ACCOUNT_DELETE_RATE_LIMIT_MAX: "100000",
  });
  const base = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, scheduling: "fifo" });
  const call = (request: Omit<WireRequest, "encoding">, headers: Array<[string, string]> = []) =>
    send(agent, base, { ...request, encoding: "setup" }, [["origin", ORIGIN], ...headers], 30_000);
  return {
    base,
    agent,
    smtp,
    auth: authDeps.auth,
    /** A verified, signed-in student with one note; `email` names a second one (the battery's bystander). */
    async signUpStudent(email = "hostile.student@example.com"): Promise<Student & { cookie: string }> {
      const password = "correct horse battery";
      const json = (body: unknown) => ({
        method: "POST",
        headers: [["content-type", "application/json"]] as Array<[string, string]>,
        body: Buffer.from(JSON.stringify(body)),
      });
      await call({ path: "/api/auth/sign-up/email", ...json({ email, password, name: "Hostile Student" }) });
      const link = new URL((await smtp.waitFor(email, /Verify/)).links[0]!);
      await call({ method: "GET", path: `${link.pathname}${link.search}`, headers: [] });
      const answer = await call({ path: "/api/auth/sign-in/email", ...json({ email, password }) });
      if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${answer.text}`);
      const signedIn = {
        cookie: answer.setCookie.map((c) => c.split(";")[0]).join("; "),
        userId: JSON.parse(answer.text).user.id as string,
      };
      const now = new Date().toISOString();
      const noteId = crypto.randomUUID();
      const note = { id: noteId, title: "Cells", content: LECTURE, tags: [], user_id: signedIn.userId };
      const pushed = await call(
        {
          path: "/api/sync/push",
          ...json({
            ops: [
              {
                id: crypto.randomUUID(),
                type: "notes",
                operation: "update",
                data: { ...note, created_at: now, updated_at: now },
                timestamp: now,
              },
            ],
          }),
        },
        [["cookie", signedIn.cookie]],
      );
      if (pushed.status !== 200 || !pushed.text.includes('"applied"'))
        throw new Error(`saving the student's note: ${pushed.status} ${pushed.text}`);
      return { email, password, noteId, ...signedIn };
    },
    async close() {
      agent.destroy();
      await server.close();
      await postgres?.drop();
      await database.close();
      await transcriber.close();
      await smtp.close();
    },
  };
}
