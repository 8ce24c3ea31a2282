import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDodoGateway } from "../src/services/payments/dodo.ts";
import {
  type CheckoutRequest,
  type PaymentGateway,
  PaymentGatewayError,
  WebhookSignatureError,
} from "../src/services/payments/gateway.ts";
import { createPaystackGateway } from "../src/services/payments/paystack.ts";
import { startFakeDodo, startFakePaystack } from "./fake-payment-gateways.ts";

const DODO_KEY = "dodo-test-key";
const DODO_SECRET = `whsec_${Buffer.from("a test webhook secret of 32 bytes").toString("base64")}`;
const PAYSTACK_KEY = "sk_test_paystack";
const CALLBACK = "http://127.0.0.1:9/payment/callback";

let dodoFake: Awaited<ReturnType<typeof startFakeDodo>>;
let paystackFake: Awaited<ReturnType<typeof startFakePaystack>>;
let dodo: PaymentGateway;
let paystack: PaymentGateway;
beforeAll(async () => {
  dodoFake = await startFakeDodo({
    apiKey: DODO_KEY,
    webhookSecret: DODO_SECRET,
    products: { pdt_student_monthly: { amountMinor: 999, currency: "USD" } },
  });
  paystackFake = await startFakePaystack({ secretKey: PAYSTACK_KEY });
  dodo = createDodoGateway({ apiKey: DODO_KEY, baseUrl: dodoFake.url, webhookSecret: DODO_SECRET });
  paystack = createPaystackGateway({ secretKey: PAYSTACK_KEY, baseUrl: paystackFake.url });
});
afterAll(async () => {
  await dodoFake?.close();
  await paystackFake?.close();
});

const request = (extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  amountMinor: 999,
  currency: "USD",
  email: "ada@pay.test",
  userId: "user-ada",
  planId: "plan-student",
  planName: "Student",
  interval: "monthly",
  callbackUrl: CALLBACK,
  productId: "pdt_student_monthly",
  ...extra,
});

/** The error a promise rejects with (a test fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

/** Pays (or declines) on the fake's hosted page as a browser's form would; answers the redirect's URL. */
async function submitCheckoutPage(checkoutUrl: string, action: "pay" | "decline") {
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  expect(html).toContain(">Pay</button>");
  expect(html).toContain(">Decline</button>");
  const response = await fetch(checkoutUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `action=${action}`,
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

describe("Dodo Payments client against the fake Dodo", () => {
  it("creates a checkout session for the plan's product with our metadata and return URL", async () => {
    dodoFake.requests.length = 0;
    const checkout = await dodo.createCheckout(request());
    expect(checkout.reference).toMatch(/^cks_/);
    expect(checkout.checkoutUrl.startsWith(`${dodoFake.url}/checkout/`)).toBe(true);
    expect(dodoFake.requests).toEqual([
      {
        method: "POST",
        path: "/checkouts",
        body: {
          product_cart: [{ product_id: "pdt_student_monthly", quantity: 1 }],
          customer: { email: "ada@pay.test" },
          metadata: { userId: "user-ada", planId: "plan-student", planName: "Student", interval: "monthly" },
          return_url: CALLBACK,
        },
      },
    ]);
  });

  it("refuses a checkout without a product id before calling Dodo, and an unknown product as Dodo's 404", async () => {
    dodoFake.requests.length = 0;
    const missing = await rejection(dodo.createCheckout(request({ productId: undefined })));
    expect(missing).toBeInstanceOf(PaymentGatewayError);
    expect(dodoFake.requests).toHaveLength(0);
    const unknown = await rejection(dodo.createCheckout(request({ productId: "pdt_nope" })));
    expect(unknown).toMatchObject({ name: "PaymentGatewayError", status: 404 });
  });

  it("verifies pending, completed, failed and cancelled payments with amount, currency and metadata", async () => {
    const checkout = await dodo.createCheckout(request());
    const paymentId = (dodoFake.payment(checkout.reference) as { reference: string }).reference;
    const pending = await dodo.verifyPayment(paymentId);
    expect(pending).toMatchObject({ status: "pending", gatewayStatus: "requires_payment_method" });

    dodoFake.settle(paymentId, { status: "processing" });
    expect((await dodo.verifyPayment(paymentId))?.status).toBe("pending");

    dodoFake.settle(paymentId, { status: "succeeded" });
    expect(await dodo.verifyPayment(paymentId)).toEqual({
      gateway: "dodo",
      reference: paymentId,
      checkoutReference: checkout.reference,
      status: "completed",
      gatewayStatus: "succeeded",
      amountMinor: 999,
      currency: "USD",
      metadata: { userId: "user-ada", planId: "plan-student", planName: "Student", interval: "monthly" },
      customerEmail: "ada@pay.test",
      summary: {
        payment_id: paymentId,
        status: "succeeded",
        plan_id: "plan-student",
        amount: 999,
        currency: "USD",
      },
    });

    dodoFake.settle(paymentId, { status: "failed", amountMinor: 500, currency: "EUR" });
    expect(await dodo.verifyPayment(paymentId)).toMatchObject({
      status: "failed",
      amountMinor: 500,
      currency: "EUR",
    });
    dodoFake.settle(paymentId, { status: "cancelled" });
    expect((await dodo.verifyPayment(paymentId))?.status).toBe("failed");
  });

  it("answers null for a reference Dodo does not know, and for one that cannot be an id without asking", async () => {
    expect(await dodo.verifyPayment("pay_madeup")).toBeNull();
    dodoFake.requests.length = 0;
    expect(await dodo.verifyPayment("../checkouts")).toBeNull();
    expect(await dodo.verifyPayment("")).toBeNull();
    expect(await dodo.verifyPayment("x".repeat(201))).toBeNull();
    expect(dodoFake.requests).toHaveLength(0);
  });

  it("turns a wrong API key into a PaymentGatewayError", async () => {
    const wrong = createDodoGateway({ apiKey: "not-the-key", baseUrl: dodoFake.url });
    const error = await rejection(wrong.verifyPayment("pay_anything"));
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ status: 401, gateway: "dodo" });
  });

  it("turns an upstream 500 into one PaymentGatewayError, without retrying and without the upstream body", async () => {
    dodoFake.requests.length = 0;
    dodoFake.failNext(500);
    const error = (await rejection(dodo.createCheckout(request()))) as PaymentGatewayError;
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error.status).toBe(500);
    expect(error.message).toBe("Dodo Payments answered HTTP 500 (create checkout)");
    expect(error.message).not.toContain("upstream-secret-detail");
    expect(dodoFake.requests).toHaveLength(1);
  });

  it("turns a gateway that does not answer into a PaymentGatewayError after the timeout", async () => {
    const impatient = createDodoGateway({ apiKey: DODO_KEY, baseUrl: dodoFake.url, timeoutMs: 300 });
    dodoFake.failNext("hang");
    const error = (await rejection(impatient.verifyPayment("pay_slow"))) as PaymentGatewayError;
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error.message).toBe("Dodo Payments did not answer within 0.3 s (verify payment)");
  });

  it("accepts a validly signed webhook and names its payment; a replay has the same event id", async () => {
    const checkout = await dodo.createCheckout(request());
    const paymentId = dodoFake.settle(checkout.reference, { status: "succeeded" }).reference;
    const signed = dodoFake.signWebhook(paymentId);
    const event = dodo.verifyWebhook(signed.rawBody, signed.headers);
    expect(event.eventId).toBe(signed.eventId);
    expect(event.type).toBe("payment.succeeded");
    expect(event.payment).toMatchObject({
      reference: paymentId,
      checkoutReference: checkout.reference,
      status: "completed",
      amountMinor: 999,
      metadata: { userId: "user-ada", planId: "plan-student" },
    });
    // Header names are case-insensitive.
    const shouted = Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toUpperCase(), v]));
    expect(dodo.verifyWebhook(signed.rawBody, shouted).eventId).toBe(event.eventId);
    const refund = dodoFake.signWebhook(paymentId, { type: "refund.succeeded" });
    expect(dodo.verifyWebhook(refund.rawBody, refund.headers)).toMatchObject({
      type: "refund.succeeded",
      payment: null,
    });
  });

  it("refuses wrong, missing, stale and tampered webhooks, and every webhook without a configured secret", async () => {
    const checkout = await dodo.createCheckout(request());
    const cases = [
      dodoFake.signWebhook(checkout.reference, { signature: "wrong" }),
      dodoFake.signWebhook(checkout.reference, { signature: "missing" }),
      dodoFake.signWebhook(checkout.reference, { timestampSeconds: Math.floor(Date.now() / 1000) - 6 * 60 }),
      dodoFake.signWebhook(checkout.reference, { timestampSeconds: Math.floor(Date.now() / 1000) + 6 * 60 }),
      dodoFake.signWebhook(checkout.reference, { tamper: true }),
    ];
    for (const signed of cases) {
      expect(() => dodo.verifyWebhook(signed.rawBody, signed.headers)).toThrow(WebhookSignatureError);
    }
    const valid = dodoFake.signWebhook(checkout.reference);
    expect(() => dodo.verifyWebhook(valid.rawBody, {})).toThrow(WebhookSignatureError);
    const noSecret = createDodoGateway({ apiKey: DODO_KEY, baseUrl: dodoFake.url });
    expect(() => noSecret.verifyWebhook(valid.rawBody, valid.headers)).toThrow(WebhookSignatureError);
    // A malformed secret is a configuration error at construction, not a refusal of every webhook later.
    expect(() => createDodoGateway({ apiKey: DODO_KEY, webhookSecret: "whsec_%%%" })).toThrow(
      'The Dodo webhook secret is not a Standard Webhooks secret ("whsec_" + base64)',
    );
  });

  it("hosts a checkout page whose Pay and Decline redirect with payment_id and status", async () => {
    const paid = await dodo.createCheckout(request({ callbackUrl: `${CALLBACK}?planId=plan-student` }));
    const back = await submitCheckoutPage(paid.checkoutUrl, "pay");
    const paymentId = back.searchParams.get("payment_id") ?? "";
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get("planId")).toBe("plan-student");
    expect(back.searchParams.get("status")).toBe("succeeded");
    expect((await dodo.verifyPayment(paymentId))?.status).toBe("completed");

    const declined = await dodo.createCheckout(request());
    const failedBack = await submitCheckoutPage(declined.checkoutUrl, "decline");
    expect(failedBack.searchParams.get("status")).toBe("failed");
    expect((await dodo.verifyPayment(failedBack.searchParams.get("payment_id") ?? ""))?.status).toBe(
      "failed",
    );
  });

  it("sends the payment's signed webhook when the page settles it, if told where", async () => {
    const received: Array<{ status: string | undefined; eventId: string }> = [];
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        const event = dodo.verifyWebhook(body, req.headers as Record<string, string>);
        received.push({ status: event.payment?.status, eventId: event.eventId });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      dodoFake.sendWebhooksTo(
        `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/dodo`,
      );
      const checkout = await dodo.createCheckout(request());
      await submitCheckoutPage(checkout.checkoutUrl, "pay");
      expect(received).toEqual([{ status: "completed", eventId: expect.stringMatching(/^msg_/) }]);
      expect(dodoFake.deliveries.at(-1)?.status).toBe(204);
    } finally {
      dodoFake.sendWebhooksTo(null);
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe("Paystack client against the fake Paystack", () => {
  it("initializes a transaction with our reference, the amount in minor units, metadata and the callback URL", async () => {
    paystackFake.requests.length = 0;
    const checkout = await paystack.createCheckout(request({ currency: "NGN", amountMinor: 500_000 }));
    expect(checkout.reference).toMatch(/^lectern-[0-9a-f-]{36}$/);
    expect(checkout.checkoutUrl.startsWith(`${paystackFake.url}/checkout/`)).toBe(true);
    expect(paystackFake.requests).toEqual([
      {
        method: "POST",
        path: "/transaction/initialize",
        body: {
          email: "ada@pay.test",
          amount: 500_000,
          currency: "NGN",
          reference: checkout.reference,
          callback_url: CALLBACK,
          metadata: { userId: "user-ada", planId: "plan-student", planName: "Student", interval: "monthly" },
        },
      },
    ]);
  });

  it("verifies success, failed, abandoned, reversed and ongoing transactions with amount, currency and metadata", async () => {
    const { reference } = await paystack.createCheckout(request());
    // Paystack reports a transaction nobody has paid yet as abandoned.
    expect(await paystack.verifyPayment(reference)).toMatchObject({
      status: "failed",
      gatewayStatus: "abandoned",
    });
    paystackFake.settle(reference, { status: "ongoing" });
    expect((await paystack.verifyPayment(reference))?.status).toBe("pending");
    paystackFake.settle(reference, { status: "success" });
    expect(await paystack.verifyPayment(reference)).toEqual({
      gateway: "paystack",
      reference,
      checkoutReference: reference,
      status: "completed",
      gatewayStatus: "success",
      amountMinor: 999,
      currency: "USD",
      // Paystack adds a key of its own (referrer): ours come back beside it.
      metadata: expect.objectContaining({
        userId: "user-ada",
        planId: "plan-student",
        planName: "Student",
        interval: "monthly",
      }),
      customerEmail: "ada@pay.test",
      summary: {
        payment_id: reference,
        status: "success",
        plan_id: "plan-student",
        amount: 999,
        currency: "USD",
      },
    });
    paystackFake.settle(reference, { status: "reversed", amountMinor: 100 });
    expect(await paystack.verifyPayment(reference)).toMatchObject({ status: "failed", amountMinor: 100 });
    paystackFake.settle(reference, { status: "failed" });
    expect((await paystack.verifyPayment(reference))?.status).toBe("failed");
  });

  it("answers null for an unknown reference, and for one that cannot be a reference without asking", async () => {
    expect(await paystack.verifyPayment("lectern-made-up")).toBeNull();
    paystackFake.requests.length = 0;
    expect(await paystack.verifyPayment("a/../../bank")).toBeNull();
    expect(await paystack.verifyPayment("ref?x=1")).toBeNull();
    expect(paystackFake.requests).toHaveLength(0);
  });

  it("turns a wrong secret key into a PaymentGatewayError", async () => {
    const wrong = createPaystackGateway({ secretKey: "sk_test_wrong", baseUrl: paystackFake.url });
    const error = await rejection(wrong.createCheckout(request()));
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ status: 401, gateway: "paystack" });
  });

  it("turns an upstream 500 and a timeout into PaymentGatewayErrors without the upstream body", async () => {
    paystackFake.failNext(500);
    const failed = (await rejection(paystack.verifyPayment("lectern-any"))) as PaymentGatewayError;
    expect(failed).toBeInstanceOf(PaymentGatewayError);
    expect(failed.message).toBe("Paystack answered HTTP 500 (verify payment)");
    expect(failed.message).not.toContain("upstream-secret-detail");

    const impatient = createPaystackGateway({
      secretKey: PAYSTACK_KEY,
      baseUrl: paystackFake.url,
      timeoutMs: 300,
    });
    paystackFake.failNext("hang");
    const slow = (await rejection(impatient.createCheckout(request()))) as PaymentGatewayError;
    expect(slow).toBeInstanceOf(PaymentGatewayError);
    expect(slow.message).toBe("Paystack did not answer within 0.3 s (create checkout)");
  });

  it("accepts a validly signed charge.success webhook; a replay has the same event id", async () => {
    const { reference } = await paystack.createCheckout(request());
    const payment = paystackFake.settle(reference, { status: "success" });
    const signed = paystackFake.signWebhook(reference);
    const event = paystack.verifyWebhook(signed.rawBody, signed.headers);
    expect(event).toMatchObject({
      eventId: `charge.success:${payment.id}`,
      type: "charge.success",
      payment: { reference, status: "completed", amountMinor: 999, metadata: { userId: "user-ada" } },
    });
    expect(paystack.verifyWebhook(signed.rawBody, signed.headers).eventId).toBe(event.eventId);
    const other = paystackFake.signWebhook(reference, { type: "transfer.success" });
    expect(paystack.verifyWebhook(other.rawBody, other.headers)).toMatchObject({ payment: null });
  });

  it("refuses wrong, missing and tampered webhook signatures", async () => {
    const { reference } = await paystack.createCheckout(request());
    for (const signed of [
      paystackFake.signWebhook(reference, { signature: "wrong" }),
      paystackFake.signWebhook(reference, { signature: "missing" }),
      paystackFake.signWebhook(reference, { tamper: true }),
    ]) {
      expect(() => paystack.verifyWebhook(signed.rawBody, signed.headers)).toThrow(WebhookSignatureError);
    }
    const valid = paystackFake.signWebhook(reference);
    expect(() => paystack.verifyWebhook(valid.rawBody, { "x-paystack-signature": "00" })).toThrow(
      WebhookSignatureError,
    );
  });

  it("hosts a checkout page whose Pay and Decline redirect with trxref and reference", async () => {
    const paid = await paystack.createCheckout(request());
    const back = await submitCheckoutPage(paid.checkoutUrl, "pay");
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get("trxref")).toBe(paid.reference);
    expect(back.searchParams.get("reference")).toBe(paid.reference);
    expect((await paystack.verifyPayment(paid.reference))?.status).toBe("completed");

    const declined = await paystack.createCheckout(request());
    const declinedBack = await submitCheckoutPage(declined.checkoutUrl, "decline");
    expect(declinedBack.searchParams.get("reference")).toBe(declined.reference);
    expect((await paystack.verifyPayment(declined.reference))?.status).toBe("failed");
  });

  it("delivers a signed webhook to a server with webhook(), answering its status and body", async () => {
    const receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        try {
          const event = paystack.verifyWebhook(body, req.headers as Record<string, string>);
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify({ id: event.eventId }));
        } catch {
          res.writeHead(401).end("refused");
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/paystack`;
      const { reference } = await paystack.createCheckout(request());
      const good = await paystackFake.webhook(target, reference);
      expect(good).toMatchObject({ status: 200, body: JSON.stringify({ id: good.eventId }) });
      expect(await paystackFake.webhook(target, reference, { signature: "wrong" })).toMatchObject({
        status: 401,
      });
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
