import { startSmtpCatcher } from "./smtp-catcher.ts";
import { createTestApp } from "./support.ts";

export const ORIGIN = "http://localhost:3000";
type TestApp = Awaited<ReturnType<typeof createTestApp>>["app"];

/** A browser-like caller: sends Origin like a browser does on POST, and keeps the cookies it is given. */
export function browser(app: TestApp) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function call(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin: ORIGIN, ...init.headers };
    if (jar.size) headers.cookie = cookieHeader();
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const res = await app.request(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) jar.set(name.trim(), value.join("="));
    }
    return res;
  }
  return { call, jar, setCookies: (res: Response) => res.headers.getSetCookie() };
}

/** The path and query of an e-mailed link, to replay against the in-process app. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

type Catcher = { waitFor(to: string, subject: RegExp): Promise<{ links: string[] }> };

/** Signs up, follows the verification mail, signs in: a browser holding a session for `email`. */
export async function signedInBrowser(app: TestApp, smtp: Catcher, email: string, password = "secret1") {
  const b = browser(app);
  await b.call("/api/auth/sign-up/email", {
    body: { email, password, name: "Test User", firstName: "Test", lastName: "User" },
  });
  await b.call(pathOf((await smtp.waitFor(email, /Verify/)).links[0]!));
  const res = await b.call("/api/auth/sign-in/email", { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const session = (await (await b.call("/api/auth/get-session")).json()) as { user: { id: string } };
  return { ...b, userId: session.user.id };
}

/**
 * The app wired to a real SMTP catcher, with the per-address and per-e-mail limits lifted (suites that are not
 * about limits sign many users up from one address). `close` stops both.
 */
export async function startAuthTestApp(env: Record<string, string> = {}) {
  const smtp = await startSmtpCatcher();
  const t = await createTestApp({
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_MAX: "1000",
    AUTH_EMAIL_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  return {
    ...t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/** The app on a real port of 127.0.0.1 (real HTTP, as a browser or an attacker reaches it). */
export async function listen(app: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  const { serve } = await import("@hono/node-server");
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
