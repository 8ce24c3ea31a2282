import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, pathOf, startAuthTestApp } from "./auth-support.ts";
import { readJson } from "./support.ts";
import { totpFromUri } from "./totp.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let smtp: typeof t.smtp;
beforeAll(async () => {
  t = await startAuthTestApp();
  smtp = t.smtp;
});
afterAll(() => t.close());

describe("optional TOTP two-factor", () => {
  it("enrols, challenges at sign-in, verifies a code, and disables", async () => {
    const b = browser(t.app);
    const email = "totp@uni.edu";
    await b.call("/api/auth/sign-up/email", {
      body: { email, password: "secret1", name: "T O", firstName: "T", lastName: "O" },
    });
    await b.call(pathOf((await smtp.waitFor(email, /Verify/)).links[0]!));
    expect((await b.call("/api/auth/sign-in/email", { body: { email, password: "secret1" } })).status).toBe(
      200,
    );

    const enable = await b.call("/api/auth/two-factor/enable", { body: { password: "secret1" } });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = await readJson(enable);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Lectern:/);
    expect(backupCodes.length).toBeGreaterThan(0);
    const wrongCode = await b.call("/api/auth/two-factor/verify-totp", { body: { code: "000000" } });
    expect(wrongCode.status).toBe(401);
    const confirm = await b.call("/api/auth/two-factor/verify-totp", {
      body: { code: totpFromUri(totpURI) },
    });
    expect(confirm.status).toBe(200);
    expect((await readJson(await b.call("/api/auth/get-session"))).user.twoFactorEnabled).toBe(true);

    const phone = browser(t.app);
    const challenged = await phone.call("/api/auth/sign-in/email", { body: { email, password: "secret1" } });
    expect((await readJson(challenged)).twoFactorRedirect).toBe(true);
    expect(await readJson(await phone.call("/api/auth/get-session"))).toBeNull();
    const verified = await phone.call("/api/auth/two-factor/verify-totp", {
      body: { code: totpFromUri(totpURI, Date.now() + 30_000) },
    });
    expect(verified.status).toBe(200);
    expect((await readJson(await phone.call("/api/auth/get-session"))).user.email).toBe(email);

    const disable = await phone.call("/api/auth/two-factor/disable", { body: { password: "secret1" } });
    expect(disable.status).toBe(200);
    expect((await readJson(await phone.call("/api/auth/get-session"))).user.twoFactorEnabled).toBe(false);
  });
});
