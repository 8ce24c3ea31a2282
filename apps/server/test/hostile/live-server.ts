import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../src/app.ts";
import { createAuthDeps } from "../../src/auth/index.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { listen } from "../../src/server.ts";
import { startFakeTranscriber } from "../fake-transcriber.ts";
import { LECTURE } from "../generation-support.ts";
import { startSmtpCatcher } from "../smtp-catcher.ts";
import { openTestDatabase } from "../support.ts";
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
 * The real app on a real database, listening on 127.0.0.1 (a free port) with @hono/node-server, with a real
 * SMTP catcher and the fake OpenAI-compatible transcriber as peers. TRUST_PROXY lets each case come from its
 * own client address (X-Forwarded-For), as many students behind a proxy would; the limits stay as configured.
 */
export async function startLiveServer() {
  const smtp = await startSmtpCatcher();
  const transcriber = await startFakeTranscriber();
  const database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent-web-dist",
    PUBLIC_URL: ORIGIN,
    SMTP_URL: smtp.url,
    TRANSCRIBE_BASE_URL: transcriber.url,
    TRUST_PROXY: "true",
  });
  const logger = createLogger("silent");
  const authDeps = await createAuthDeps(database.db, config, logger);
  const app = createApp({ config, database, logger, ...authDeps });
  const server = await listen(app.fetch, 0, "127.0.0.1");
  // The barrage reuses its sockets; a server closing an idle one as it is reused would read as a hang-up.
  server.keepAliveTimeout = 120_000;
  const base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, scheduling: "fifo" });
  const call = (request: Omit<WireRequest, "encoding">, headers: Array<[string, string]> = []) =>
    send(agent, base, { ...request, encoding: "setup" }, [["origin", ORIGIN], ...headers], 30_000);
  return {
    base,
    agent,
    smtp,
    auth: authDeps.auth,
    async signUpStudent(): Promise<Student & { cookie: string }> {
      const email = "hostile.student@example.com";
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
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await database.close();
      await transcriber.close();
      await smtp.close();
    },
  };
}
