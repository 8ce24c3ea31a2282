import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingApp, PLANS, startBillingApp } from "./billing-support.ts";
import { readJson, rowsOf } from "./support.ts";

// Issue 20 security: a subscription becomes active only from a verified fact. Unsigned, wrongly signed, stale,
// tampered and replayed webhooks, made-up references and callback-style hints activate nothing; another user's
// subscription and payments are never read or changed.

let t: BillingApp;
beforeAll(async () => {
  t = await startBillingApp();
});
afterAll(() => t.close());

type Buyer = Awaited<ReturnType<BillingApp["newUser"]>>;

async function paidDodoPayment(buyer: Buyer) {
  const checkout = await readJson(
    await buyer.call("/api/payments/create", { body: { gateway: "dodo", planId: PLANS.student } }),
  );
  const payment = t.dodo.payment(checkout.payment_id);
  if (!payment) throw new Error("no fake payment");
  t.dodo.settle(payment.reference, { status: "succeeded" });
  return payment;
}

const statuses = async (userId: string) => (await t.subscriptions(userId)).map((s) => s.status);
const webhookEvents = async () =>
  Number(
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from payment_webhook_events`),
    )[0]?.n,
  );

describe("webhooks", () => {
  it("refuses unsigned, wrongly signed, stale and tampered Dodo webhooks with 401, activating nothing", async () => {
    const buyer = await t.newUser();
    const payment = await paidDodoPayment(buyer);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    for (const options of [
      { signature: "missing" as const },
      { signature: "wrong" as const },
      { timestampSeconds: tenMinutesAgo },
      { tamper: true },
    ]) {
      const res = await t.deliver("dodo", t.dodo.signWebhook(payment.reference, options));
      expect(res.status, JSON.stringify(options)).toBe(401);
      expect(await readJson(res)).toEqual({ error: "Invalid webhook signature" });
    }
    expect(await statuses(buyer.userId)).toEqual(["pending"]);
    expect((await t.payments(buyer.userId)).map((p) => p.status)).toEqual(["pending"]);
  });

  it("refuses unsigned and wrongly signed Paystack webhooks", async () => {
    const buyer = await t.newUser();
    const { reference } = await readJson(
      await buyer.call("/api/payments/create", { body: { gateway: "paystack", planId: PLANS.student } }),
    );
    t.paystack.settle(reference, { status: "success" });
    for (const options of [
      { signature: "missing" as const },
      { signature: "wrong" as const },
      { tamper: true },
    ]) {
      expect((await t.deliver("paystack", t.paystack.signWebhook(reference, options))).status).toBe(401);
    }
    expect(await statuses(buyer.userId)).toEqual(["pending"]);
    // the valid one activates, even from another origin (its signature is the proof, not the Origin header)
    const valid = await t.deliver("paystack", t.paystack.signWebhook(reference), {
      origin: "https://evil.example",
    });
    expect(valid.status).toBe(200);
    expect(await statuses(buyer.userId)).toEqual(["active"]);
  });

  it("handles a replayed webhook once: 200, nothing changes", async () => {
    const buyer = await t.newUser();
    const payment = await paidDodoPayment(buyer);
    const webhook = t.dodo.signWebhook(payment.reference);
    const first = await t.deliver("dodo", webhook);
    expect(await readJson(first)).toEqual({ received: true, outcome: "completed" });
    const after = await t.subscriptions(buyer.userId);
    const events = await webhookEvents();
    const replay = await t.deliver("dodo", webhook);
    expect(replay.status).toBe(200);
    expect(await readJson(replay)).toEqual({ received: true, duplicate: true });
    // a second delivery of the same payment under a new event id changes nothing either (the payment completed)
    expect(await readJson(await t.deliver("dodo", t.dodo.signWebhook(payment.reference)))).toMatchObject({
      received: true,
    });
    expect(await t.subscriptions(buyer.userId)).toEqual(after);
    expect(await t.payments(buyer.userId)).toHaveLength(1);
    expect(await webhookEvents()).toBe(events + 1);
  });

  it("activates once when the webhook and the callback's verification arrive together", async () => {
    const buyer = await t.newUser();
    const payment = await paidDodoPayment(buyer);
    const verify = () =>
      buyer.call("/api/payments/verify", { body: { reference: payment.reference, gateway: "dodo" } });
    const answers = await Promise.all([
      t.deliver("dodo", t.dodo.signWebhook(payment.reference)),
      verify(),
      t.deliver("dodo", t.dodo.signWebhook(payment.reference)),
      verify(),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(await statuses(buyer.userId)).toEqual(["active"]);
    expect(await t.payments(buyer.userId)).toMatchObject([{ status: "completed" }]);
  });

  it("records a failed payment that a webhook reports, activating nothing", async () => {
    const buyer = await t.newUser();
    const checkout = await readJson(
      await buyer.call("/api/payments/create", { body: { gateway: "dodo", planId: PLANS.student } }),
    );
    const payment = t.dodo.settle(checkout.payment_id, { status: "failed" });
    const res = await t.deliver("dodo", t.dodo.signWebhook(payment.reference));
    expect(await readJson(res)).toEqual({ received: true, outcome: "failed" });
    expect(await t.payments(buyer.userId)).toMatchObject([
      { status: "failed", gateway_payment_id: payment.reference },
    ]);
    expect(await statuses(buyer.userId)).toEqual(["pending"]);
  });

  it("refuses a body over 256 KB with 413 before reading it", async () => {
    const res = await t.app.request("/api/webhooks/paystack", {
      method: "POST",
      headers: { "content-type": "application/json", "x-paystack-signature": "00" },
      body: JSON.stringify({ event: "charge.success", pad: "x".repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});

describe("verification never trusts the callback URL", () => {
  it("answers 404 for a made-up reference and changes nothing", async () => {
    const buyer = await t.newUser();
    for (const body of [
      { reference: "pay_madeup123", gateway: "dodo" },
      { reference: "lectern-made-up", gateway: "paystack" },
      { reference: "../../etc/passwd" },
    ]) {
      const res = await buyer.call("/api/payments/verify", { body });
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(await readJson(res)).toEqual({
        error: "An error occurred during payment verification. Please try again or contact support.",
      });
    }
    expect(await t.subscriptions(buyer.userId)).toEqual([]);
    expect(await t.payments(buyer.userId)).toEqual([]);
  });

  it("ignores status=succeeded and an amount sent along with a real, unpaid reference", async () => {
    const buyer = await t.newUser();
    const checkout = await readJson(
      await buyer.call("/api/payments/create", { body: { gateway: "dodo", planId: PLANS.student } }),
    );
    const payment = t.dodo.payment(checkout.payment_id);
    const res = await buyer.call("/api/payments/verify", {
      body: {
        reference: payment?.reference,
        gateway: "dodo",
        status: "succeeded",
        amount: 500,
        planId: PLANS.annual,
        userId: buyer.userId,
      },
    });
    expect(await readJson(res)).toMatchObject({ status: "pending" });
    // the callback page's own query string reaches the server only as a reference to ask about
    const page = await buyer.call(`/api/payments/verify?status=succeeded&amount=500`, {
      body: { reference: payment?.reference },
    });
    expect(await readJson(page)).toMatchObject({ status: "pending" });
    expect(await statuses(buyer.userId)).toEqual(["pending"]);
    expect((await readJson(await buyer.call("/api/tier"))).tier.tier).toBe("free");
  });
});

describe("another user's subscription", () => {
  it("is never read, cancelled or activated by someone else", async () => {
    const alice = await t.newUser("alice");
    const mallory = await t.newUser("mallory");
    const { reference } = await readJson(
      await alice.call("/api/payments/create", { body: { gateway: "paystack", planId: PLANS.student } }),
    );
    t.paystack.settle(reference, { status: "success" });

    // Mallory verifies Alice's paid reference: 404, and nothing activates for either of them
    const stolen = await mallory.call("/api/payments/verify", { body: { reference, gateway: "paystack" } });
    expect(stolen.status).toBe(404);
    expect(await statuses(alice.userId)).toEqual(["pending"]);
    expect(await t.subscriptions(mallory.userId)).toEqual([]);

    expect(await readJson(await alice.call("/api/payments/verify", { body: { reference } }))).toMatchObject({
      status: "completed",
    });
    const [aliceSub] = await t.subscriptions(alice.userId);
    expect(await readJson(await mallory.call("/api/subscription"))).toEqual({ subscription: null });
    expect(await readJson(await mallory.call("/api/payments"))).toEqual({ payments: [] });

    const cancel = await mallory.call("/api/subscription/cancel", { body: { subscriptionId: aliceSub.id } });
    expect(cancel.status).toBe(404);
    expect(await readJson(cancel)).toEqual({ error: "Subscription not found" });
    expect((await t.subscriptions(alice.userId))[0]).toEqual(aliceSub);

    // and signed out, nothing at all
    for (const path of ["/api/subscription", "/api/payments", "/api/payments/config", "/api/tier"]) {
      expect((await t.app.request(path)).status).toBe(401);
    }
  });
});

describe("payment settings", () => {
  it("refuse a malformed Dodo webhook secret at start, without echoing it", async () => {
    const { loadConfig } = await import("../src/config.ts");
    const secret = "whsec_not base64 %%%";
    let message = "";
    try {
      loadConfig({ DODO_PAYMENTS_API_KEY: "k", DODO_PAYMENTS_WEBHOOK_SECRET: secret });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/DODO_PAYMENTS_WEBHOOK_SECRET/);
    expect(message).not.toContain("%%%");
    const good = `whsec_${Buffer.from("a webhook secret of thirty-two by").toString("base64")}`;
    expect(
      loadConfig({ DODO_PAYMENTS_API_KEY: "k", DODO_PAYMENTS_WEBHOOK_SECRET: good }).payments.dodo
        ?.webhookSecret,
    ).toBe(good);
  });
});
