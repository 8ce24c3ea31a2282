import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client.ts";
import { ApiError } from "../src/http/errors.ts";
import { assertCanGenerate, getUserTier } from "../src/services/tiers.ts";
import { documentsGenerated, PLAN, signedUpDaysAgo, subscribe } from "./generation-support.ts";
import { openTestDatabase, rowsOf } from "./support.ts";

// The tiers service reads the real tables (user, user_subscriptions + subscription_plans, document_counts) and
// applies core's decideTier (spec 1 §5, §6; spec 2 §5, §9).

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function newUser(signedUpDays = 0) {
  const id = randomUUID();
  await database.db.execute(
    sql`INSERT INTO "user" (id, name, email) VALUES (${id}, 'Tier Test', ${`${id}@tiers.test`})`,
  );
  if (signedUpDays) await signedUpDaysAgo(database.db, id, signedUpDays);
  return id;
}

describe("getUserTier", () => {
  it("makes a new user free, with 5 documents left and a trial ending one week after sign-up", async () => {
    const id = await newUser();
    const [row] = rowsOf<{ created_at: string | Date }>(
      await database.db.execute(sql`SELECT created_at FROM "user" WHERE id = ${id}`),
    );
    const tier = await getUserTier(database.db, id);
    expect(tier).toMatchObject({ tier: "free", planName: "Free", remaining: 5, canGenerate: true });
    expect(tier.reason).toBeUndefined();
    const signUp = new Date(row?.created_at ?? Number.NaN).getTime();
    expect(new Date(tier.trialEndsAt ?? 0).getTime() - signUp).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("counts the user's documents from document_counts and stops at the lifetime limit of 5", async () => {
    const id = await newUser();
    await documentsGenerated(database.db, id, 4);
    expect(await getUserTier(database.db, id)).toMatchObject({ remaining: 1, canGenerate: true });
    await documentsGenerated(database.db, id, 1);
    expect(await getUserTier(database.db, id)).toMatchObject({
      remaining: 0,
      documentsGeneratedCount: 5,
      canGenerate: false,
      reason: "You've reached your lifetime limit of 5 documents. Please upgrade to continue.",
    });
  });

  it("ends the trial one week after sign-up", async () => {
    expect((await getUserTier(database.db, await newUser(6))).canGenerate).toBe(true);
    expect(await getUserTier(database.db, await newUser(8))).toMatchObject({
      canGenerate: false,
      reason: "Free trial has expired. Please upgrade to continue.",
    });
  });

  it("makes an active paid subscription unlimited (999999), even after the trial and past 5 documents", async () => {
    const id = await newUser(30);
    await documentsGenerated(database.db, id, 6);
    await subscribe(database.db, id, { planId: PLAN.student });
    expect(await getUserTier(database.db, id)).toMatchObject({
      tier: "paid",
      planName: "Student",
      remaining: 999999,
      canGenerate: true,
      trialEndsAt: null,
    });
  });

  it("keeps the Free plan and the free-tier gateway on the free tier", async () => {
    const onFreePlan = await newUser(30);
    await subscribe(database.db, onFreePlan, { planId: PLAN.free });
    expect(await getUserTier(database.db, onFreePlan)).toMatchObject({ tier: "free", canGenerate: false });

    const onFreeGateway = await newUser(30);
    await subscribe(database.db, onFreeGateway, { planId: PLAN.student, gateway: "free" });
    expect(await getUserTier(database.db, onFreeGateway)).toMatchObject({ tier: "free", canGenerate: false });
  });

  it("ends a Free-plan user's access at their subscription's end date (spec 2 §5)", async () => {
    const ended = await newUser();
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    await subscribe(database.db, ended, { planId: PLAN.free, periodEnd: yesterday });
    expect(await getUserTier(database.db, ended)).toMatchObject({
      tier: "free",
      canGenerate: false,
      reason: "Free trial has expired. Please upgrade to continue.",
    });
  });

  it("prefers the active subscription to a newer cancelled one, and treats only-cancelled as free", async () => {
    const id = await newUser(30);
    await subscribe(database.db, id, { planId: PLAN.student, createdDaysAgo: 10 });
    await subscribe(database.db, id, { planId: PLAN.student, status: "cancelled", createdDaysAgo: 1 });
    expect((await getUserTier(database.db, id)).tier).toBe("paid");

    const lapsed = await newUser(30);
    await subscribe(database.db, lapsed, { planId: PLAN.student, status: "cancelled" });
    expect(await getUserTier(database.db, lapsed)).toMatchObject({ tier: "free", canGenerate: false });
  });
});

describe("assertCanGenerate", () => {
  it("refuses with 403 and the tier's message, and passes otherwise", async () => {
    const blocked = await newUser(8);
    const error = await assertCanGenerate(database.db, blocked).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: "Free trial has expired. Please upgrade to continue.",
    });
    await expect(assertCanGenerate(database.db, await newUser())).resolves.toMatchObject({
      canGenerate: true,
    });
  });
});
