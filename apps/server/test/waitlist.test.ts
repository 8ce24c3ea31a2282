import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("waitlist (spec 1 §2, §5)", () => {
  it("joins with an e-mail and optional referral source and returns the position", async () => {
    const first = await t.app.request(
      "/api/waitlist",
      json({ email: "Ada@Example.com ", referral_source: "friend" }),
    );
    expect(first.status).toBe(201);
    expect(await readJson(first)).toEqual({ position: 1, alreadyOnWaitlist: false, message: null });
    const second = await t.app.request("/api/waitlist", json({ email: "grace@example.com" }));
    expect((await readJson(second)).position).toBe(2);
  });

  it("a duplicate e-mail (any case) gets the spec's message and its existing position", async () => {
    const res = await t.app.request("/api/waitlist", json({ email: "ADA@example.com" }));
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      position: 1,
      alreadyOnWaitlist: true,
      message: "This email is already on the waitlist!",
    });
  });

  it("20 concurrent joins get 20 distinct, gap-free positions", async () => {
    const before = (await readJson(await t.app.request("/api/waitlist/stats"))).count as number;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.request("/api/waitlist", json({ email: `student${i}@uni.edu` })),
      ),
    );
    const positions = await Promise.all(answers.map(async (r) => (await readJson(r)).position as number));
    expect(new Set(positions).size).toBe(20);
    expect([...positions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => before + i + 1),
    );
    expect((await readJson(await t.app.request("/api/waitlist/stats"))).count).toBe(before + 20);
  });
});
