import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT_BYTES } from "../src/app.ts";
import { createTestApp, readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("reports ok, the version and which database answers", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toEqual({
      ok: true,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });
});

describe("API errors are JSON, never HTML or 5xx for bad input", () => {
  it("unknown API route → 404 JSON", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope/deeper"],
      ["DELETE", "/api/health/extra"],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = await readJson(res);
      expect(body.error).toContain(path);
    }
  });

  it("malformed JSON → 400 JSON", async () => {
    for (const raw of ["{", "not json", '{"email": }', ""]) {
      const res = await t.app.request("/api/waitlist", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: raw,
      });
      expect(res.status, raw).toBe(400);
      expect(await readJson(res)).toEqual({ error: "Malformed JSON body" });
    }
  });

  it("validation failure → 400 naming the field", async () => {
    const res = await t.app.request("/api/waitlist", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "not-an-email" }),
    });
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.error).toMatch(/^Invalid email: /);
    expect(body.details.field).toBe("email");

    const wrongType = await t.app.request("/api/waitlist", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", referral_source: 42 }),
    });
    expect(wrongType.status).toBe(400);
    expect((await readJson(wrongType)).details.field).toBe("referral_source");
  });

  it("a body over the route's limit → 413 JSON, before it is read", async () => {
    const big = JSON.stringify({ email: "a@b.co", referral_source: "x".repeat(DEFAULT_BODY_LIMIT_BYTES) });
    const res = await t.app.request("/api/waitlist", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(big.length) },
      body: big,
    });
    expect(res.status).toBe(413);
    expect((await readJson(res)).error).toMatch(/too large/);
  });

  it("an invalid UUID in a lookup is 'not found', not a database error", async () => {
    for (const id of ["123", "not-a-uuid", "00000000-0000-1000-8000-000000000001", "%27%20or%201%3D1"]) {
      const res = await t.app.request(`/api/plans/${id}`);
      expect(res.status, id).toBe(404);
      expect(await readJson(res)).toEqual({ error: "Plan not found" });
    }
  });

  it("sends a Content-Security-Policy that allows only our own origin", async () => {
    const res = await t.app.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the SPA fallback", () => {
  it("says the web app is not built (503, plain text) when dist is missing, and 404s missing assets", async () => {
    const page = await t.app.request("/note/8a7c9d5e-1234-4abc-8def-0123456789ab");
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("npm run build");
    const asset = await t.app.request("/assets/missing-abc.js");
    expect(asset.status).toBe(404);
  });
});
