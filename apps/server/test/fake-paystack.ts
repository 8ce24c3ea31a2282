import { createHmac } from "node:crypto";
import { type FakePayment, startFakeGateway, tamper, token } from "./fake-gateway-core.ts";

/**
 * A fake Paystack API: POST /transaction/initialize and GET /transaction/verify/:reference, Bearer `secretKey`;
 * an unknown reference answers 400 "Transaction reference not found". A transaction starts as "abandoned" (what
 * Paystack reports until the customer pays). Webhooks are signed with HMAC-SHA512 of the body under the key.
 */
export async function startFakePaystack(options: { secretKey: string }) {
  let nextId = 4_000_000_001;
  return startFakeGateway(({ url, payments }) => {
    const transactionJson = (p: FakePayment) => ({
      id: p.id,
      domain: "test",
      status: p.status,
      reference: p.reference,
      amount: p.amountMinor,
      gateway_response: p.status === "success" ? "Successful" : p.status,
      paid_at: p.status === "success" ? new Date().toISOString() : null,
      channel: "card",
      currency: p.currency,
      metadata: { ...p.metadata, referrer: p.callbackUrl },
      customer: { id: 1, email: p.email, customer_code: "CUS_fake" },
    });
    return {
      label: "Paystack",
      pagePath: (p) => `/checkout/ac_${p.id}`,
      authorized: (authorization) => authorization === `Bearer ${options.secretKey}`,
      unauthorized: { status: false, message: "Invalid key" },
      api(method, path, body) {
        if (method === "POST" && path === "/transaction/initialize") {
          const amount = body.amount;
          const reference = typeof body.reference === "string" ? body.reference : `T${token()}`;
          if (typeof body.email !== "string" || !body.email.includes("@")) {
            return [400, { status: false, message: "Invalid Email Address Passed" }];
          }
          if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
            return [400, { status: false, message: "Invalid Amount Sent" }];
          }
          if (!/^[A-Za-z0-9.=-]+$/.test(reference) || payments.has(reference)) {
            return [400, { status: false, message: "Duplicate Transaction Reference" }];
          }
          const payment: FakePayment = {
            reference,
            checkoutReference: reference,
            status: "abandoned",
            amountMinor: amount,
            currency: typeof body.currency === "string" ? body.currency : "NGN",
            email: body.email,
            metadata: (body.metadata as Record<string, string>) ?? {},
            callbackUrl: String(body.callback_url ?? `${url()}/`),
            id: nextId++,
          };
          payments.set(reference, payment);
          const accessCode = `ac_${payment.id}`;
          return [
            200,
            {
              status: true,
              message: "Authorization URL created",
              data: {
                authorization_url: `${url()}/checkout/${accessCode}`,
                access_code: accessCode,
                reference,
              },
            },
          ];
        }
        const reference = /^\/transaction\/verify\/([^/]+)$/.exec(path)?.[1];
        if (method === "GET" && reference) {
          const payment = payments.get(decodeURIComponent(reference));
          if (!payment) {
            return [
              400,
              { status: false, message: "Transaction reference not found", code: "transaction_not_found" },
            ];
          }
          return [200, { status: true, message: "Verification successful", data: transactionJson(payment) }];
        }
        return [404, { status: false, message: `No route ${method} ${path}` }];
      },
      settled: { pay: "success", decline: "failed" },
      returnParams: (p) => ({ trxref: p.reference, reference: p.reference }),
      sign(payment, o) {
        const type = o.type ?? "charge.success";
        const eventId = `${type}:${payment.id}`;
        const signedBody = JSON.stringify({ event: type, data: transactionJson(payment) });
        const key = o.signature === "wrong" ? `sk_test_${token()}` : options.secretKey;
        const headers: Record<string, string> = {};
        if (o.signature !== "missing") {
          headers["x-paystack-signature"] = createHmac("sha512", key).update(signedBody).digest("hex");
        }
        return { eventId, rawBody: o.tamper ? tamper(signedBody) : signedBody, headers };
      },
    };
  });
}
