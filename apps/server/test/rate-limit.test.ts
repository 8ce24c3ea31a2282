import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeRateLimit } from "../src/services/rate-limit.ts";
import { browser, startAuthTestApp } from "./auth-support.ts";
import { readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  t = await startAuthTestApp({ AUTH_RATE_LIMIT_MAX: "3", AUTH_EMAIL_RATE_LIMIT_MAX: "2" });
});
afterAll(() => t.close());

describe("abuse limits (stored in the database)", () => {
  it("answers 429 with a clear message after the per-address limit", async () => {
    const b = browser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await b.call("/api/auth/sign-in/email", {
        body: { email: `who${i}@uni.edu`, password: "whatever" },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        const body = await readJson(res);
        expect(body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
        expect(body.code).toBe("TOO_MANY_REQUESTS");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("limits per e-mail and address too: the third reset for one e-mail from one address is refused", async () => {
    const b = browser(t.app);
    const send = () =>
      b.call("/api/auth/request-password-reset", {
        body: { email: "Target@Uni.edu", redirectTo: "/reset-password" },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect((await readJson(third)).error).toMatch(/Too many attempts/);
  });

  it("consumes atomically: 20 concurrent requests against max 5 let exactly 5 through, then the window resets", async () => {
    const rule = { max: 5, windowSeconds: 60 };
    const now = Date.now();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(t.database.db, "test:burst", rule, now)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.find((v) => !v.allowed)?.retryAfter).toBe(60);
    const later = await consumeRateLimit(t.database.db, "test:burst", rule, now + 61_000);
    expect(later.allowed).toBe(true);
  });
});
