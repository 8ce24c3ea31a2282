import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionPlans } from "../src/db/schema/index.ts";
import { activateSubscription } from "../src/services/billing/activation.ts";
import {
  getRemainingDocuments,
  getUserTier,
  getUserTierInfo,
  hasPremiumAccess,
} from "../src/services/tiers.ts";
import { type BillingApp, PLANS, startBillingApp } from "./billing-support.ts";
import { documentsGenerated, saveNote, signedUpDaysAgo } from "./generation-support.ts";
import { readJson } from "./support.ts";

// Issue 20: activation's period arithmetic (with an injected clock), cancel at period end, and the tier gates
// (lifetime limit, trial, paid, 'Unable to verify subscription status').

let t: BillingApp;
beforeAll(async () => {
  t = await startBillingApp();
});
afterAll(() => t.close());

const plan = async (id: string) => {
  const [row] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  if (!row) throw new Error(`no plan ${id}`);
  return row;
};

async function otherPlan(name: string, features = sql`'[]'::jsonb`) {
  const [row] = await t.database.db
    .insert(subscriptionPlans)
    .values({ name, price: 3, interval: "other", textract_page_limit: 10 })
    .returning();
  if (!row) throw new Error("no plan");
  await t.database.db.execute(sql`update subscription_plans set features = ${features} where id = ${row.id}`);
  return row;
}

describe("activation (spec 2 §4)", () => {
  it("ends a month started on 31 January on the last day of February, a year on 28 February, 'other' after 30 days", async () => {
    const buyer = await t.newUser();
    const at = (iso: string) => new Date(iso);
    const activate = async (planRow: { id: string; name: string; interval: string }, now: Date) => {
      await activateSubscription(t.database.db, {
        userId: buyer.userId,
        plan: planRow,
        gateway: "dodo",
        now,
      });
      return (await t.subscriptions(buyer.userId)).find((s) => s.status === "active");
    };
    const monthly = await activate(await plan(PLANS.student), at("2027-01-31T08:00:00.000Z"));
    expect(new Date(monthly.current_period_start).toISOString()).toBe("2027-01-31T08:00:00.000Z");
    expect(new Date(monthly.current_period_end).toISOString()).toBe("2027-02-28T08:00:00.000Z");

    const yearly = await activate(await plan(PLANS.annual), at("2028-02-29T12:00:00.000Z"));
    expect(new Date(yearly.current_period_end).toISOString()).toBe("2029-02-28T12:00:00.000Z");
    // the monthly subscription was expired first, its period ending at the new activation
    const expired = (await t.subscriptions(buyer.userId)).find((s) => s.id === monthly.id);
    expect(expired).toMatchObject({ status: "expired" });
    expect(new Date(expired.current_period_end).toISOString()).toBe("2028-02-29T12:00:00.000Z");

    const other = await activate(await otherPlan("Term pass"), at("2028-02-01T00:00:00.000Z"));
    expect(new Date(other.current_period_end).toISOString()).toBe("2028-03-02T00:00:00.000Z");
    const rows = await t.subscriptions(buyer.userId);
    expect(rows.filter((s) => s.status === "active")).toHaveLength(1);
    expect(rows).toHaveLength(3);
  });

  it("makes the existing row for the plan active again instead of inserting one", async () => {
    const buyer = await t.newUser();
    const student = await plan(PLANS.student);
    await activateSubscription(t.database.db, { userId: buyer.userId, plan: student, gateway: "paystack" });
    await activateSubscription(t.database.db, {
      userId: buyer.userId,
      plan: await plan(PLANS.annual),
      gateway: "paystack",
    });
    await activateSubscription(t.database.db, { userId: buyer.userId, plan: student, gateway: "paystack" });
    const rows = await t.subscriptions(buyer.userId);
    expect(rows).toHaveLength(2);
    expect(rows.map((s) => `${s.plan_name}: ${s.status}`).sort()).toEqual([
      "Student Annual: expired",
      "Student: active",
    ]);
  });
});

describe("cancel at period end (spec 2 §4)", () => {
  it("keeps the plan until the period ends, then the user is free; cancelling twice is 409", async () => {
    const buyer = await t.newUser();
    await signedUpDaysAgo(t.database.db, buyer.userId, 30);
    const start = new Date();
    await activateSubscription(t.database.db, {
      userId: buyer.userId,
      plan: await plan(PLANS.student),
      gateway: "dodo",
      now: start,
    });
    const { subscription } = await readJson(await buyer.call("/api/subscription"));
    const res = await buyer.call("/api/subscription/cancel", { body: { subscriptionId: subscription.id } });
    expect(res.status).toBe(200);
    const cancelled = (await readJson(res)).subscription;
    expect(cancelled).toMatchObject({
      id: subscription.id,
      status: "active",
      cancel_at_period_end: true,
      plan_name: "Student",
    });

    const end = new Date(cancelled.current_period_end);
    const justBefore = new Date(end.getTime() - 1000);
    expect(await getUserTier(t.database.db, buyer.userId, justBefore)).toMatchObject({ tier: "paid" });
    expect(await getRemainingDocuments(t.database.db, buyer.userId, justBefore)).toBe(999999);
    const after = await getUserTier(t.database.db, buyer.userId, new Date(end.getTime() + 1000));
    // free again, and signed up a month ago: past the trial
    expect(after).toMatchObject({
      tier: "free",
      canGenerate: false,
      reason: "Free trial has expired. Please upgrade to continue.",
    });

    const again = await buyer.call("/api/subscription/cancel", { body: { subscriptionId: subscription.id } });
    expect(again.status).toBe(409);
    expect((await buyer.call("/api/subscription/cancel", { body: { subscriptionId: "nope" } })).status).toBe(
      400,
    );
    expect(
      (
        await buyer.call("/api/subscription/cancel", {
          body: { subscriptionId: "6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("tier gates (spec 1 §5, spec 2 §5, §8)", () => {
  const textract = (buyer: Awaited<ReturnType<BillingApp["newUser"]>>) =>
    buyer.call("/api/textract-document", {
      body: {
        fileData: "data:application/pdf;base64,JVBERi0=",
        fileName: "a.pdf",
        mimeType: "application/pdf",
      },
    });

  it("refuses a free user's 6th document with the spec's message", async () => {
    const buyer = await t.newUser();
    await documentsGenerated(t.database.db, buyer.userId, 4);
    expect((await readJson(await buyer.call("/api/tier"))).tier).toMatchObject({
      remaining: 1,
      canGenerate: true,
    });
    await documentsGenerated(t.database.db, buyer.userId, 1);
    const { tier, info } = await readJson(await buyer.call("/api/tier"));
    const message = "You've reached your lifetime limit of 5 documents. Please upgrade to continue.";
    expect(tier).toMatchObject({ remaining: 0, canGenerate: false, reason: message });
    expect(info).toMatchObject({
      isFreeTier: true,
      pageLimit: 5,
      documentsGeneratedCount: 5,
      canGenerate: false,
    });
    const refused = await textract(buyer);
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toEqual({ error: message });
  });

  it("refuses a free user whose one-week trial is over", async () => {
    const buyer = await t.newUser();
    await signedUpDaysAgo(t.database.db, buyer.userId, 8);
    const { tier } = await readJson(await buyer.call("/api/tier"));
    expect(tier).toMatchObject({
      canGenerate: false,
      reason: "Free trial has expired. Please upgrade to continue.",
    });
    const note = await saveNote(buyer, "Late");
    const res = await buyer.call("/api/ai/generate-summary", { body: { note } });
    expect(res.status).toBe(403);
  });

  it("gives a paid user unlimited documents (999999), page limit 500 and the plan's Textract pages", async () => {
    const buyer = await t.newUser();
    await signedUpDaysAgo(t.database.db, buyer.userId, 60);
    await documentsGenerated(t.database.db, buyer.userId, 7);
    await activateSubscription(t.database.db, {
      userId: buyer.userId,
      plan: await plan(PLANS.student),
      gateway: "dodo",
    });
    const { tier, info } = await readJson(await buyer.call("/api/tier"));
    expect(tier).toMatchObject({ tier: "paid", remaining: 999999, canGenerate: true });
    expect(info).toMatchObject({
      isFreeTier: false,
      planName: "Student",
      pageLimit: 500,
      textractPageLimit: 500,
    });
    expect(await hasPremiumAccess(t.database.db, buyer.userId)).toBe(true);
  });

  it("blocks generation with 'Unable to verify subscription status' when the subscription's plan cannot be read", async () => {
    const buyer = await t.newUser();
    const note = await saveNote(buyer, "Broken");
    // an operator's plan whose features are not a list: the tier cannot be told, so nothing is guessed
    const broken = await otherPlan("Broken plan", sql`'{"not":"a list"}'::jsonb`);
    await activateSubscription(t.database.db, { userId: buyer.userId, plan: broken, gateway: "admin" });
    const { tier, info } = await readJson(await buyer.call("/api/tier"));
    const message = "Unable to verify subscription status";
    expect(tier).toMatchObject({ canGenerate: false, reason: message });
    expect(info).toMatchObject({ subscriptionStatus: "error", canGenerate: false, reason: message });
    expect(await getUserTierInfo(t.database.db, buyer.userId)).toMatchObject({ subscriptionStatus: "error" });
    const generation = await buyer.call("/api/ai/generate-summary", { body: { note } });
    expect(generation.status).toBe(403);
    expect(await readJson(generation)).toEqual({ error: message });
    const extraction = await textract(buyer);
    expect(await readJson(extraction)).toEqual({ error: message });
  });
});
