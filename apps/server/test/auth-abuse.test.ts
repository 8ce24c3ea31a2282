// Issue 12: sign-in brute force, lock-outs and odd input against the real app over real HTTP. Client addresses come
// from X-Forwarded-For because TRUST_PROXY is on, as behind a reverse proxy.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, listen, ORIGIN, pathOf, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { rowsOf } from "./support.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  t = await startAuthTestApp({
    TRUST_PROXY: "true",
    AUTH_EMAIL_RATE_LIMIT_MAX: "5",
    AUTH_ACCOUNT_RATE_LIMIT_MAX: "8",
  });
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

type Encoding = "json" | "form" | "form-charset" | "multipart" | "text";
type Fields = Record<string, unknown>;

function encode(fields: Fields, encoding: Encoding): { body: string | FormData; type?: string } {
  const strings = () => Object.entries(fields).map(([k, v]) => [k, String(v)] as [string, string]);
  switch (encoding) {
    case "json":
      return { body: JSON.stringify(fields), type: "application/json" };
    case "form":
      return { body: new URLSearchParams(strings()).toString(), type: "application/x-www-form-urlencoded" };
    case "form-charset":
      return {
        body: new URLSearchParams(strings()).toString(),
        type: "application/x-www-form-urlencoded; charset=UTF-8",
      };
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of strings()) form.append(k, v);
      return { body: form }; // fetch sets the boundary
    }
    case "text":
      return { body: JSON.stringify(fields), type: "text/plain" };
  }
}

/** One request over HTTP from `from` (the address our trusted proxy saw). */
async function send(
  path: string,
  options: {
    from: string;
    fields?: Fields;
    encoding?: Encoding;
    raw?: string;
    type?: string;
    cookie?: string;
  },
) {
  const headers: Record<string, string> = { origin: ORIGIN, "x-forwarded-for": options.from };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | FormData | undefined;
  if (options.fields) {
    const encoded = encode(options.fields, options.encoding ?? "json");
    body = encoded.body;
    if (encoded.type) headers["content-type"] = encoded.type;
  } else if (options.raw !== undefined) {
    body = options.raw;
    headers["content-type"] = options.type ?? "application/json";
  }
  const method = body === undefined ? "GET" : "POST";
  return fetch(`${server.url}${path}`, { method, headers, body, redirect: "manual" });
}

const signIn = (email: string, password: string, from: string, encoding: Encoding = "json") =>
  send("/api/auth/sign-in/email", { from, fields: { email, password }, encoding });

async function verifiedUser(email: string, password: string) {
  const b = browser(t.app);
  const created = await b.call("/api/auth/sign-up/email", {
    body: { email, password, name: "Student", firstName: "Student", lastName: "One" },
  });
  expect(created.status).toBe(200);
  await b.call(pathOf((await t.smtp.waitFor(email, /Verify/)).links[0]!));
}

/** Every error of the API: JSON `{ error, code }` (and better-auth's `message`) with a 4xx status. */
async function expectJsonClientError(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what}: ${res.status} ${text}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what}: ${res.status} ${text}`).toBeLessThan(500);
  expect(res.headers.get("content-type"), what).toMatch(/application\/json/);
  const body = JSON.parse(text) as { error?: unknown; code?: unknown };
  expect(typeof body.error === "string" && body.error.length > 0, `${what}: ${text}`).toBe(true);
  return body;
}

describe("sign-in limits count failures, whatever the body's encoding", () => {
  it("limits a brute force in any encoding, and the right password still gets in from another address", async () => {
    await verifiedUser("victim@uni.edu", "right-pass");
    const attacker = "203.0.113.9";
    const encodings: Encoding[] = ["form", "multipart", "json", "form-charset", "form"];
    const statuses = [];
    for (const [i, encoding] of encodings.entries()) {
      statuses.push((await signIn("Victim@Uni.edu", `wrong-${i}`, attacker, encoding)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    for (const encoding of ["form", "multipart", "json"] as const) {
      const refused = await signIn("victim@uni.edu", "right-pass", attacker, encoding);
      expect(refused.status, encoding).toBe(429);
      const body = await expectJsonClientError(refused, encoding);
      expect(body.error).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
      expect(body.code).toBe("TOO_MANY_REQUESTS");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // text/plain is not an encoding better-auth gets to read: refused before any password check
    const asText = await signIn("victim@uni.edu", "right-pass", attacker, "text");
    expect(asText.status).toBe(415);
    await expectJsonClientError(asText, "text/plain");

    const student = await signIn("victim@uni.edu", "right-pass", "198.51.100.20", "form");
    expect(student.status).toBe(200);
    expect(student.headers.getSetCookie().some((c) => c.startsWith("lectern.session_token="))).toBe(true);
  });

  it("stops guessing spread over many addresses, but never locks out an address the student signed in from", async () => {
    await verifiedUser("spread@uni.edu", "right-pass");
    const home = "192.0.2.44";
    expect((await signIn("spread@uni.edu", "right-pass", home)).status).toBe(200);

    const failures = [];
    for (let address = 1; address <= 4; address++) {
      for (let i = 0; i < 2; i++) {
        failures.push(
          (await signIn("spread@uni.edu", `guess-${address}-${i}`, `203.0.113.${address}`)).status,
        );
      }
    }
    expect(failures).toEqual(Array(8).fill(401)); // the account's ceiling (8) reached across four addresses

    expect((await signIn("spread@uni.edu", "guess-9", "203.0.113.50")).status).toBe(429);
    expect((await signIn("spread@uni.edu", "right-pass", "203.0.113.51")).status).toBe(429);
    expect((await signIn("spread@uni.edu", "right-pass", home)).status).toBe(200);
  });

  it("does not count successes: a student signing in again and again is never limited", async () => {
    await verifiedUser("often@uni.edu", "right-pass");
    for (let i = 0; i < 7; i++) {
      expect((await signIn("often@uni.edu", "right-pass", "192.0.2.77")).status).toBe(200);
    }
  });

  it("limits reset requests on their own: they never block sign-in", async () => {
    await verifiedUser("reset-flood@uni.edu", "right-pass");
    const from = "203.0.113.77";
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await send("/api/auth/request-password-reset", {
        from,
        fields: { email: "reset-flood@uni.edu", redirectTo: "/reset-password" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await signIn("reset-flood@uni.edu", "right-pass", from)).status).toBe(200);
  });
});

describe("odd input to auth answers a JSON 4xx, never a 5xx or an empty body", () => {
  const NUL = "\u0000";
  const long = `${"a".repeat(300)}@uni.edu`;
  const from = "192.0.2.200";

  it("refuses NUL and oversized e-mails, names and tokens on every path", async () => {
    const cases: Array<[string, string, Fields, Encoding?]> = [
      ["sign-in NUL e-mail", "/api/auth/sign-in/email", { email: `a${NUL}@uni.edu`, password: "secret1" }],
      [
        "sign-in NUL e-mail (form)",
        "/api/auth/sign-in/email",
        { email: `a${NUL}@uni.edu`, password: "x" },
        "form",
      ],
      ["sign-in long e-mail", "/api/auth/sign-in/email", { email: long, password: "secret1" }],
      [
        "sign-up NUL e-mail",
        "/api/auth/sign-up/email",
        { email: `b${NUL}@uni.edu`, password: "secret1", name: "B" },
      ],
      ["sign-up long e-mail", "/api/auth/sign-up/email", { email: long, password: "secret1", name: "B" }],
      [
        "sign-up long name",
        "/api/auth/sign-up/email",
        { email: "n@uni.edu", password: "secret1", name: "N".repeat(202) },
      ],
      [
        "sign-up null name",
        "/api/auth/sign-up/email",
        { email: "n@uni.edu", password: "secret1", name: null },
      ],
      [
        "sign-up NUL name",
        "/api/auth/sign-up/email",
        { email: "n@uni.edu", password: "secret1", name: `N${NUL}` },
      ],
      ["reset NUL e-mail", "/api/auth/request-password-reset", { email: `c${NUL}@uni.edu` }],
      ["reset long e-mail", "/api/auth/request-password-reset", { email: long }],
      [
        "reset foreign redirect",
        "/api/auth/request-password-reset",
        { email: "c@uni.edu", redirectTo: "https://evil.example/" },
      ],
      ["resend NUL e-mail", "/api/auth/send-verification-email", { email: `d${NUL}@uni.edu` }],
      ["resend long e-mail", "/api/auth/send-verification-email", { email: long }],
      ["reset-password NUL token", "/api/auth/reset-password", { newPassword: "new-secret", token: NUL }],
      ["unknown auth path", "/api/auth/no-such-thing", { a: 1 }],
    ];
    for (const [what, path, fields, encoding] of cases) {
      await expectJsonClientError(await send(path, { from, fields, encoding }), what);
    }
  });

  it("refuses NUL tokens in the path and query, and bodies that are not a JSON object", async () => {
    await expectJsonClientError(await send("/api/auth/verify-email?token=%00", { from }), "verify NUL token");
    await expectJsonClientError(
      await send("/api/auth/verify-email?token=1E2&callbackURL=false", { from }),
      "verify with a callbackURL that is no URL",
    );
    await expectJsonClientError(
      await send("/api/auth/reset-password/%00?callbackURL=/reset-password", { from }),
      "reset link NUL token",
    );
    const raw: Array<[string, string, string]> = [
      ["malformed JSON", '{"email":', "application/json"],
      ["JSON array", "[1,2]", "application/json"],
      ["JSON string", '"x"', "application/json"],
      ["XML", "<email>a@uni.edu</email>", "application/xml"],
      ["broken multipart", "--x\r\nnope", "multipart/form-data; boundary=x"],
      [
        "10,000-deep password",
        `{"email":"deep@uni.edu","password":${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
        "application/json",
      ],
    ];
    for (const [what, body, type] of raw) {
      await expectJsonClientError(await send("/api/auth/sign-in/email", { from, raw: body, type }), what);
    }
  });

  it("refuses update-user with a null name, and a NUL referral on the waitlist", async () => {
    const b = await signedInBrowser(t.app, t.smtp, "profile@uni.edu");
    const cookie = [...b.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const update = await send("/api/auth/update-user", { from, fields: { name: null }, cookie });
    await expectJsonClientError(update, "update-user null name");
    const image = await send("/api/auth/update-user", {
      from,
      fields: { image: { toString: { a: 1 } } },
      cookie,
    });
    await expectJsonClientError(image, "update-user image as an object");
    const renamed = await send("/api/auth/update-user", { from, fields: { name: "Still Fine" }, cookie });
    expect(renamed.status).toBe(200);

    const waitlist = await send("/api/waitlist", {
      from,
      fields: { email: "wait@uni.edu", referral_source: `friend${NUL}` },
    });
    await expectJsonClientError(waitlist, "waitlist NUL referral");
  });

  it("answers better-auth's own refusals as { error, code } beside its message", async () => {
    const res = await signIn("nobody-here@uni.edu", "whatever", "192.0.2.201");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: "Invalid email or password",
      message: "Invalid email or password",
      code: "INVALID_EMAIL_OR_PASSWORD",
    });
  });
});

describe("mail to any address a stranger types", () => {
  it("greets with a bounded, link-free, escaped name", async () => {
    const b = browser(t.app);
    await b.call("/api/auth/sign-up/email", {
      body: { email: "greet@uni.edu", password: "secret1", name: "Claim your prize at evil.example" },
    });
    expect((await t.smtp.waitFor("greet@uni.edu", /Verify/)).text).toContain("Hi there,");
    await b.call("/api/auth/sign-up/email", {
      body: { email: "greet2@uni.edu", password: "secret1", name: "Ada\n\nLovelace <b>" },
    });
    expect((await t.smtp.waitFor("greet2@uni.edu", /Verify/)).text).toContain("Hi Ada Lovelace <b>,");
  });
});

describe("the rate_limit table stays bounded", () => {
  const countRows = async () =>
    Number(
      rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from rate_limit`))[0]
        ?.n,
    );

  it("keys better-auth's limits by route, so made-up paths and path tokens add no rows", async () => {
    await send("/api/auth/no-such-path-0", { from: "192.0.2.150" });
    await send("/api/auth/reset-password/tok-0?callbackURL=/x", { from: "192.0.2.150" });
    await send("/api/auth/made|up-0", { from: "192.0.2.150" });
    const before = await countRows();
    for (let i = 1; i <= 150; i++) {
      await send(`/api/auth/no-such-path-${i}`, { from: "192.0.2.150" });
      await send(`/api/auth/reset-password/tok-${i}?callbackURL=/x`, { from: "192.0.2.150" });
      await send(`/api/auth/made|up-${i}`, { from: "192.0.2.150" });
    }
    expect(await countRows()).toBeLessThanOrEqual(before);
  });

  it("prunes rows whose window has ended", async () => {
    const { consumeRateLimit, pruneExpiredRateLimits } = await import("../src/services/rate-limit.ts");
    const now = Date.now();
    for (let i = 0; i < 50; i++) {
      await consumeRateLimit(t.database.db, `test:old:${i}`, { max: 5, windowSeconds: 60 }, now - 120_000);
    }
    await consumeRateLimit(t.database.db, "test:live", { max: 5, windowSeconds: 60 }, now);
    const keys = async () =>
      rowsOf<{ key: string }>(
        await t.database.db.execute(sql`select key from rate_limit where key like 'test:%'`),
      ).map((r) => r.key);
    expect((await keys()).length).toBe(51);
    expect(await pruneExpiredRateLimits(t.database.db, now)).toBeGreaterThanOrEqual(50);
    expect(await keys()).toEqual(["test:live"]);
  });
});

describe("one address shared by many (a school behind one NAT)", () => {
  let shared: Awaited<ReturnType<typeof startAuthTestApp>>;
  beforeAll(async () => {
    shared = await startAuthTestApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => shared.close());

  it("others' failed sign-ins there never lock out a student who signed in from it before", async () => {
    const school = { "x-forwarded-for": "198.51.100.99" };
    const b = browser(shared.app);
    const signInAt = (email: string, password: string) =>
      b.call("/api/auth/sign-in/email", { body: { email, password }, headers: school });
    await b.call("/api/auth/sign-up/email", {
      body: { email: "pupil@uni.edu", password: "right-pass", name: "P" },
    });
    await b.call(pathOf((await shared.smtp.waitFor("pupil@uni.edu", /Verify/)).links[0]!));
    expect((await signInAt("pupil@uni.edu", "right-pass")).status).toBe(200);

    const typos = [];
    for (let i = 0; i < 4; i++) typos.push((await signInAt(`classmate${i}@uni.edu`, "typo")).status);
    expect(typos).toEqual([401, 401, 401, 429]); // the address's failures are limited…
    expect((await signInAt("pupil@uni.edu", "right-pass")).status).toBe(200); // …but not for a known student
  });
});
