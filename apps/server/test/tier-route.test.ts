import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());

describe("GET /api/tier", () => {
  it("answers the signed-in user's tier: a new student is free with 5 documents and a trial", async () => {
    const student = await signedInBrowser(t.app, t.smtp, "tier@route.test");
    const res = await student.call("/api/tier");
    expect(res.status).toBe(200);
    const { tier } = await readJson(res);
    expect(tier).toMatchObject({ tier: "free", remaining: 5, canGenerate: true });
    expect(Date.parse(tier.trialEndsAt)).toBeGreaterThan(Date.now());
  });

  it("refuses a signed-out caller with 401 JSON", async () => {
    const res = await t.app.request("/api/tier");
    expect(res.status).toBe(401);
    expect((await readJson(res)).error).toBeTruthy();
  });
});
