import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("subscription plans (seeded by migration)", () => {
  it("lists active plans by price ascending and hides plans whose name contains 'pro'", async () => {
    const res = await t.app.request("/api/plans");
    expect(res.status).toBe(200);
    const { plans } = await readJson(res);
    const names = plans.map((p: { name: string }) => p.name);
    expect(names).toEqual(["Free", "Student", "Student Annual"]);
    const prices = plans.map((p: { price: number }) => p.price);
    expect(prices).toEqual([0, 5, 50]);
    expect(plans[2]).toMatchObject({ interval: "yearly", currency: "USD", textract_page_limit: 500 });
    expect(Array.isArray(plans[1].features)).toBe(true);
  });

  it("finds one plan by id, including the hidden one a subscription may still point at", async () => {
    const res = await t.app.request("/api/plans/00000000-0000-4000-8000-000000000004");
    expect(res.status).toBe(200);
    expect((await readJson(res)).plan.name).toBe("Pro");
  });

  it("answers 404 for a well-formed id that does not exist", async () => {
    const res = await t.app.request("/api/plans/4b0c2d6e-9f1a-4c3b-8d2e-1f0a9b8c7d6e");
    expect(res.status).toBe(404);
  });
});
