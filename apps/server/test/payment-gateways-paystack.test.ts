import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PaymentGateway,
  PaymentGatewayError,
  WebhookSignatureError,
} from "../src/services/payments/gateway.ts";
import { createPaystackGateway } from "../src/services/payments/paystack.ts";
import { startFakePaystack } from "./fake-payment-gateways.ts";
import {
  CALLBACK,
  PAYSTACK_KEY,
  rejection,
  request,
  submitCheckoutPage,
} from "./payment-gateways-support.ts";

let paystackFake: Awaited<ReturnType<typeof startFakePaystack>>;
let paystack: PaymentGateway;
beforeAll(async () => {
  paystackFake = await startFakePaystack({ secretKey: PAYSTACK_KEY });
  paystack = createPaystackGateway({ secretKey: PAYSTACK_KEY, baseUrl: paystackFake.url });
});
afterAll(async () => {
  await paystackFake?.close();
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
