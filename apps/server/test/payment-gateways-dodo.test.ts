import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDodoGateway } from "../src/services/payments/dodo.ts";
import {
  type PaymentGateway,
  PaymentGatewayError,
  WebhookSignatureError,
} from "../src/services/payments/gateway.ts";
import { startFakeDodo } from "./fake-payment-gateways.ts";
import {
  CALLBACK,
  DODO_KEY,
  DODO_SECRET,
  rejection,
  request,
  submitCheckoutPage,
} from "./payment-gateways-support.ts";

let dodoFake: Awaited<ReturnType<typeof startFakeDodo>>;
let dodo: PaymentGateway;
beforeAll(async () => {
  dodoFake = await startFakeDodo({
    apiKey: DODO_KEY,
    webhookSecret: DODO_SECRET,
    products: { pdt_student_monthly: { amountMinor: 999, currency: "USD" } },
  });
  dodo = createDodoGateway({ apiKey: DODO_KEY, baseUrl: dodoFake.url, webhookSecret: DODO_SECRET });
});
afterAll(async () => {
  await dodoFake?.close();
});

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
