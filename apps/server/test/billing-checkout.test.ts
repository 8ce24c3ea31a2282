import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { type BillingApp, PLANS, startBillingApp } from "./billing-support.ts";
import { readJson } from "./support.ts";

// Issue 20 acceptance (server): checkout through both gateways' real clients against the fakes on 127.0.0.1,
// activation by webhook and by verification on the callback, pending, failed, and a short payment.

let t: BillingApp;
beforeAll(async () => {
  t = await startBillingApp();
});
afterAll(() => t.close());

type Buyer = Awaited<ReturnType<BillingApp["newUser"]>>;

/** create-payment through Dodo; answers the checkout and the payment the fake made for it. */
async function dodoCheckout(buyer: Buyer, planId: string = PLANS.student) {
  const res = await buyer.call("/api/payments/create", { body: { gateway: "dodo", planId } });
  expect(res.status).toBe(200);
  const checkout = await readJson(res);
  const payment = t.dodo.payment(checkout.payment_id);
  if (!payment) throw new Error("the fake has no payment for the checkout");
  return { checkout, payment };
}

describe("checkout (issue 20 §2)", () => {
  it("checkout → the hosted page's Pay → signed webhook → active subscription (Dodo)", async () => {
    const buyer = await t.newUser();
    const { checkout, payment } = await dodoCheckout(buyer);
    expect(checkout.checkout_url).toMatch(new RegExp(`^${t.dodo.url}/`));
    // pending rows under the checkout reference, before anything is paid
    expect(await t.subscriptions(buyer.userId)).toMatchObject([
      { status: "pending", payment_gateway: "dodo", gateway_subscription_id: checkout.payment_id },
    ]);
    expect(await t.payments(buyer.userId)).toMatchObject([
      { status: "pending", gateway_payment_id: checkout.payment_id, amount: "5.00" },
    ]);

    const server = await listen(t.app);
    t.dodo.sendWebhooksTo(`${server.url}/api/webhooks/dodo`);
    try {
      const page = await fetch(checkout.checkout_url);
      expect(await page.text()).toContain("Pay");
      const paid = await fetch(checkout.checkout_url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "action=pay",
        redirect: "manual",
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(
        `http://localhost:3000/payment/callback?payment_id=${payment.reference}&status=succeeded`,
      );
    } finally {
      t.dodo.sendWebhooksTo(null);
      await server.close();
    }
    expect(t.dodo.deliveries.at(-1)).toMatchObject({ status: 200 });

    const [subscription] = await t.subscriptions(buyer.userId);
    expect(subscription).toMatchObject({
      status: "active",
      plan_name: "Student",
      cancel_at_period_end: false,
    });
    const tier = await readJson(await buyer.call("/api/tier"));
    expect(tier.tier).toMatchObject({
      tier: "paid",
      planName: "Student",
      remaining: 999999,
      canGenerate: true,
    });
    expect(tier.info).toMatchObject({ isFreeTier: false, pageLimit: 500, subscriptionStatus: "active" });
    const history = await readJson(await buyer.call("/api/payments"));
    expect(history.payments).toMatchObject([
      {
        status: "completed",
        gateway_payment_id: payment.reference,
        amount: 5,
        currency: "USD",
        plan_name: "Student",
        payment_method: "card",
        gateway_response: {
          payment_id: payment.reference,
          status: "succeeded",
          plan_id: PLANS.student,
          amount: 500,
        },
      },
    ]);
    // the callback page's verification after the webhook: completed, nothing activated twice
    const again = await buyer.call("/api/payments/verify", {
      body: { reference: payment.reference, gateway: "dodo" },
    });
    expect(await readJson(again)).toMatchObject({ status: "completed", planName: "Student" });
    expect(await t.subscriptions(buyer.userId)).toHaveLength(1);
    expect(await t.payments(buyer.userId)).toHaveLength(1);
  });

  it("charges the plan's price and currency for the signed-in user, whatever the body says (Paystack)", async () => {
    const buyer = await t.newUser();
    const res = await buyer.call("/api/payments/create", {
      body: {
        gateway: "paystack",
        planId: PLANS.annual,
        amount: 1,
        currency: "NGN",
        userId: "00000000-0000-4000-8000-00000000dead",
        email: "someone@else.test",
      },
    });
    expect(res.status).toBe(200);
    const { authorization_url, reference } = await readJson(res);
    expect(authorization_url).toMatch(new RegExp(`^${t.paystack.url}/`));
    const sent = t.paystack.requests.at(-1)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      amount: 5000,
      currency: "USD",
      email: expect.stringMatching(/^buyer\d+@billing\.test$/),
    });
    expect(t.paystack.payment(reference)?.metadata).toMatchObject({
      userId: buyer.userId,
      planId: PLANS.annual,
    });
    expect(sent.callback_url).toBe("http://localhost:3000/payment/callback");
  });

  it("verifies on the callback: pending while the gateway says so, completed after it settles (Paystack)", async () => {
    const buyer = await t.newUser();
    const { reference } = await readJson(
      await buyer.call("/api/payments/create", { body: { gateway: "paystack", planId: PLANS.student } }),
    );
    t.paystack.settle(reference, { status: "ongoing" });
    const pending = await buyer.call("/api/payments/verify", { body: { reference } });
    expect(pending.status).toBe(200);
    expect(await readJson(pending)).toEqual({ status: "pending", message: "Payment verification pending" });
    expect((await readJson(await buyer.call("/api/tier"))).tier.tier).toBe("free");

    t.paystack.settle(reference, { status: "success" });
    const done = await buyer.call("/api/payments/verify", { body: { reference, gateway: "paystack" } });
    expect(await readJson(done)).toEqual({
      status: "completed",
      message: "Payment successful! Your subscription is now active.",
      planName: "Student",
    });
    expect((await readJson(await buyer.call("/api/tier"))).tier).toMatchObject({
      tier: "paid",
      remaining: 999999,
    });
    // idempotent: verifying again answers completed and activates nothing new
    const before = await t.subscriptions(buyer.userId);
    expect(await readJson(await buyer.call("/api/payments/verify", { body: { reference } }))).toMatchObject({
      status: "completed",
    });
    expect(await t.subscriptions(buyer.userId)).toEqual(before);
    expect(await t.payments(buyer.userId)).toMatchObject([
      { status: "completed", gateway_payment_id: reference },
    ]);
    const current = await readJson(await buyer.call("/api/subscription"));
    expect(current.subscription).toMatchObject({
      status: "active",
      plan_name: "Student",
      user_id: buyer.userId,
    });
  });

  it("pending at Dodo (requires_payment_method), then completed after it settles", async () => {
    const buyer = await t.newUser();
    const { payment } = await dodoCheckout(buyer, PLANS.annual);
    const ask = () =>
      buyer.call("/api/payments/verify", { body: { reference: payment.reference, gateway: "dodo" } });
    expect(await readJson(await ask())).toMatchObject({ status: "pending" });
    t.dodo.settle(payment.reference, { status: "succeeded" });
    expect(await readJson(await ask())).toMatchObject({ status: "completed", planName: "Student Annual" });
    const [subscription] = await t.subscriptions(buyer.userId);
    const start = Date.parse(subscription.current_period_start);
    const end = new Date(subscription.current_period_end);
    // a yearly plan ends a year later, to the day (core subscriptionPeriodEnd)
    expect(end.getUTCFullYear() - new Date(start).getUTCFullYear()).toBe(1);
    expect(end.getUTCMonth()).toBe(new Date(start).getUTCMonth());
  });

  it("records a failed payment and activates nothing", async () => {
    const buyer = await t.newUser();
    const { payment } = await dodoCheckout(buyer);
    t.dodo.settle(payment.reference, { status: "failed" });
    const res = await buyer.call("/api/payments/verify", {
      body: { reference: payment.reference, gateway: "dodo" },
    });
    expect(await readJson(res)).toEqual({
      status: "failed",
      message: "Payment failed. Please try again or contact support.",
    });
    expect(await t.payments(buyer.userId)).toMatchObject([
      { status: "failed", gateway_payment_id: payment.reference },
    ]);
    expect((await t.subscriptions(buyer.userId)).map((s) => s.status)).toEqual(["pending"]);
    expect((await readJson(await buyer.call("/api/tier"))).tier.tier).toBe("free");
  });

  it("never activates a payment lower than the plan's price, by verification or by webhook", async () => {
    const buyer = await t.newUser();
    const { payment } = await dodoCheckout(buyer);
    t.dodo.settle(payment.reference, { status: "succeeded", amountMinor: 499 });
    const res = await buyer.call("/api/payments/verify", {
      body: { reference: payment.reference, gateway: "dodo" },
    });
    expect(await readJson(res)).toMatchObject({ status: "failed" });
    expect((await t.deliver("dodo", t.dodo.signWebhook(payment.reference))).status).toBe(200);
    // another currency at the same number never covers it either
    t.dodo.settle(payment.reference, { status: "succeeded", amountMinor: 500, currency: "NGN" });
    expect(
      await readJson(
        await buyer.call("/api/payments/verify", { body: { reference: payment.reference, gateway: "dodo" } }),
      ),
    ).toMatchObject({ status: "failed" });
    expect((await t.subscriptions(buyer.userId)).map((s) => s.status)).toEqual(["pending"]);
    expect((await t.payments(buyer.userId)).map((p) => p.status)).toEqual(["pending"]);
    expect((await readJson(await buyer.call("/api/tier"))).tier.tier).toBe("free");
  });
});

describe("create-payment refusals", () => {
  it("answers 404 for a hidden, inactive or unknown plan and 400 for the free plan", async () => {
    const buyer = await t.newUser();
    const create = (planId: string) =>
      buyer.call("/api/payments/create", { body: { gateway: "paystack", planId } });
    expect((await create(PLANS.pro)).status).toBe(404);
    expect((await create("6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f")).status).toBe(404);
    const free = await create(PLANS.free);
    expect(free.status).toBe(400);
    expect((await readJson(free)).error).toBe("The free plan needs no payment");
    expect(
      (await buyer.call("/api/payments/create", { body: { gateway: "paystack", planId: "nope" } })).status,
    ).toBe(400);
  });

  it("answers 502 'Payment initialization failed' when the gateway fails, without its words", async () => {
    const buyer = await t.newUser();
    t.paystack.failNext(500);
    const res = await buyer.call("/api/payments/create", {
      body: { gateway: "paystack", planId: PLANS.student },
    });
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: "Payment initialization failed" });
    expect(text).not.toContain("upstream-secret-detail");
    expect(await t.payments(buyer.userId)).toEqual([]);
    expect(await t.subscriptions(buyer.userId)).toEqual([]);
  });

  it("answers 502 with the verification error while the gateway is down (the page asks again)", async () => {
    const buyer = await t.newUser();
    const { reference } = await readJson(
      await buyer.call("/api/payments/create", { body: { gateway: "paystack", planId: PLANS.student } }),
    );
    t.paystack.failNext(503);
    const res = await buyer.call("/api/payments/verify", { body: { reference } });
    expect(res.status).toBe(502);
    expect(await readJson(res)).toEqual({
      error: "An error occurred during payment verification. Please try again or contact support.",
    });
  });

  it("answers 503 'not configured' for a Dodo plan without a Dodo product, and on a server without keys", async () => {
    const buyer = await t.newUser();
    const res = await buyer.call("/api/payments/create", { body: { gateway: "dodo", planId: PLANS.pro } });
    expect(res.status).toBe(404);
    await t.database.db.execute(
      // a plan sold only through Paystack (no Dodo product)
      sql`update subscription_plans set dodo_product_id = null where id = ${PLANS.annual}`,
    );
    const noProduct = await buyer.call("/api/payments/create", {
      body: { gateway: "dodo", planId: PLANS.annual },
    });
    expect(noProduct.status).toBe(503);
    expect((await readJson(noProduct)).error).toMatch(/^Payments are not configured on this server/);
    await t.database.db.execute(
      sql`update subscription_plans set dodo_product_id = 'pdt_annual' where id = ${PLANS.annual}`,
    );

    expect(await readJson(await buyer.call("/api/payments/config"))).toEqual({
      gateways: { dodo: true, paystack: true },
    });
    // the embedded default: no keys, no gateway
    const bare = await startAuthTestApp();
    try {
      const student = await signedInBrowser(bare.app, bare.smtp, "nokeys@billing.test");
      expect(await readJson(await student.call("/api/payments/config"))).toEqual({
        gateways: { dodo: false, paystack: false },
      });
      for (const gateway of ["dodo", "paystack"]) {
        const refused = await student.call("/api/payments/create", {
          body: { gateway, planId: PLANS.student },
        });
        expect(refused.status).toBe(503);
        expect((await readJson(refused)).error).toMatch(/grant-plan/);
      }
    } finally {
      await bare.close();
    }
  });
});
