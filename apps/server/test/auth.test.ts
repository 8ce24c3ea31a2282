import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, pathOf, startAuthTestApp } from "./auth-support.ts";
import { readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let smtp: typeof t.smtp;

beforeAll(async () => {
  t = await startAuthTestApp();
  smtp = t.smtp;
});
afterAll(() => t.close());

const signUp = (b: ReturnType<typeof browser>, email: string, password = "secret1") =>
  b.call("/api/auth/sign-up/email", {
    body: {
      email,
      password,
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      callbackURL: "/auth/login?verified=1",
    },
  });

async function verifiedUser(email: string, password = "secret1") {
  const b = browser(t.app);
  expect((await signUp(b, email, password)).status).toBe(200);
  const mail = await smtp.waitFor(email, /Verify/);
  const verify = await b.call(pathOf(mail.links[0]!));
  expect(verify.status).toBe(302);
  return b;
}

describe("sign-up, verification and sign-in", () => {
  it("keeps first, last and full name; requires the e-mailed link before sign-in; the cookie is HttpOnly and Lax", async () => {
    const b = browser(t.app);
    const created = await signUp(b, "ada@uni.edu");
    expect(created.status).toBe(200);
    expect(b.setCookies(created).filter((c) => c.includes("session_token="))).toEqual([]);

    const early = await b.call("/api/auth/sign-in/email", {
      body: { email: "ada@uni.edu", password: "secret1" },
    });
    expect(early.status).toBe(403);
    expect((await readJson(early)).code).toBe("EMAIL_NOT_VERIFIED");

    const mail = await smtp.waitFor("ada@uni.edu", /Verify your e-mail/);
    expect(mail.text).toContain("Hi Ada Lovelace");
    const link = mail.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const verify = await b.call(pathOf(link));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toContain("/auth/login?verified=1");

    const signIn = await b.call("/api/auth/sign-in/email", {
      body: { email: "ada@uni.edu", password: "secret1" },
    });
    expect(signIn.status).toBe(200);
    const cookie = b.setCookies(signIn).find((c) => c.startsWith("lectern.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // PUBLIC_URL is http here; https turns Secure on

    const session = await readJson(await b.call("/api/auth/get-session"));
    expect(session.user).toMatchObject({
      email: "ada@uni.edu",
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      emailVerified: true,
    });
    expect(session.user.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("resends the verification e-mail on request", async () => {
    const b = browser(t.app);
    await signUp(b, "resend@uni.edu");
    await smtp.waitFor("resend@uni.edu", /Verify/);
    const before = smtp.mails.length;
    const res = await b.call("/api/auth/send-verification-email", {
      body: { email: "resend@uni.edu", callbackURL: "/auth/login?verified=1" },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.mails.length).toBeGreaterThan(before);
  });

  it("refuses a wrong password with the server's message, and a short password at sign-up", async () => {
    await verifiedUser("grace@uni.edu");
    const b = browser(t.app);
    const wrong = await b.call("/api/auth/sign-in/email", {
      body: { email: "grace@uni.edu", password: "nope123" },
    });
    expect(wrong.status).toBe(401);
    expect((await readJson(wrong)).message).toBe("Invalid email or password");
    const short = await signUp(b, "short@uni.edu", "12345");
    expect(short.status).toBe(400);
    expect((await readJson(short)).code).toBe("PASSWORD_TOO_SHORT");
  });

  it("hashes passwords with scrypt, never stores them in clear", async () => {
    await verifiedUser("hash@uni.edu", "plain-secret");
    const { account, user } = await import("../src/db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    const [row] = await t.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, "hash@uni.edu"));
    expect(row?.password).toBeTruthy();
    expect(row?.password).not.toContain("plain-secret");
    expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]+$/); // scrypt salt:key
  });
});

describe("password reset by e-mailed link", () => {
  it("answers the same for an unknown e-mail as for a known one (no enumeration)", async () => {
    await verifiedUser("known@uni.edu");
    const b = browser(t.app);
    const known = await b.call("/api/auth/request-password-reset", {
      body: { email: "known@uni.edu", redirectTo: "/reset-password" },
    });
    const unknown = await b.call("/api/auth/request-password-reset", {
      body: { email: "nobody@uni.edu", redirectTo: "/reset-password" },
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    await smtp.waitFor("known@uni.edu", /Reset/);
    expect(smtp.mails.some((m) => m.to === "nobody@uni.edu")).toBe(false);
  });

  it("resets through /reset-password: the old password fails, the new one works", async () => {
    await verifiedUser("reset@uni.edu", "old-pass");
    const b = browser(t.app);
    await b.call("/api/auth/request-password-reset", {
      body: { email: "reset@uni.edu", redirectTo: "/reset-password" },
    });
    const mail = await smtp.waitFor("reset@uni.edu", /Reset your Lectern password/);
    const landing = await b.call(pathOf(mail.links[0]!));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await b.call("/api/auth/reset-password", { body: { newPassword: "new-pass", token } });
    expect(reset.status).toBe(200);
    const old = await b.call("/api/auth/sign-in/email", {
      body: { email: "reset@uni.edu", password: "old-pass" },
    });
    expect(old.status).toBe(401);
    const fresh = await b.call("/api/auth/sign-in/email", {
      body: { email: "reset@uni.edu", password: "new-pass" },
    });
    expect(fresh.status).toBe(200);

    const reused = await b.call("/api/auth/reset-password", { body: { newPassword: "other-pass", token } });
    expect(reused.status).toBe(400);
  });
});

describe("account changes", () => {
  it("updates the profile names and changes the password only with the current one", async () => {
    const b = await verifiedUser("change@uni.edu", "first-pass");
    await b.call("/api/auth/sign-in/email", { body: { email: "change@uni.edu", password: "first-pass" } });
    const update = await b.call("/api/auth/update-user", {
      body: { firstName: "Augusta", lastName: "King", name: "Augusta King" },
    });
    expect(update.status).toBe(200);
    expect((await readJson(await b.call("/api/auth/get-session"))).user).toMatchObject({
      firstName: "Augusta",
      name: "Augusta King",
    });

    const wrong = await b.call("/api/auth/change-password", {
      body: { currentPassword: "nope-nope", newPassword: "second-pass" },
    });
    expect(wrong.status).toBe(400);
    const right = await b.call("/api/auth/change-password", {
      body: { currentPassword: "first-pass", newPassword: "second-pass", revokeOtherSessions: true },
    });
    expect(right.status).toBe(200);
  });

  it("signs out of all devices", async () => {
    const laptop = await verifiedUser("devices@uni.edu");
    const phone = browser(t.app);
    await laptop.call("/api/auth/sign-in/email", { body: { email: "devices@uni.edu", password: "secret1" } });
    await phone.call("/api/auth/sign-in/email", { body: { email: "devices@uni.edu", password: "secret1" } });
    expect((await readJson(await phone.call("/api/auth/get-session")))?.user.email).toBe("devices@uni.edu");
    // The phone's API reads are remembered for a few seconds (auth/session-cache.ts)…
    expect((await phone.call("/api/notes")).status).toBe(200);
    expect((await laptop.call("/api/auth/revoke-sessions", { body: {} })).status).toBe(200);
    expect(await readJson(await phone.call("/api/auth/get-session"))).toBeNull();
    // …and forgotten the moment sessions are revoked.
    expect((await phone.call("/api/notes")).status).toBe(401);
  });
});

describe("requests from another site", () => {
  it("refuses a cross-origin POST to the API and to auth", async () => {
    for (const path of ["/api/waitlist", "/api/auth/sign-in/email"]) {
      const res = await t.app.request(path, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ email: "x@y.z", password: "whatever" }),
      });
      expect(res.status, path).toBe(403);
      expect((await readJson(res)).error).toBe("Request refused: it did not come from this site.");
    }
  });
});
