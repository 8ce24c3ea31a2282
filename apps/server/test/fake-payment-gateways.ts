import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/**
 * Fake Dodo Payments and fake Paystack: real HTTP servers on 127.0.0.1 (DESIGN §9) that speak exactly what our
 * clients in src/services/payments call, keep payments in memory, serve a hosted checkout page ("Pay" /
 * "Decline") that redirects to the callback URL as the real gateway does, and send signed webhooks on request.
 * No vitest import: Playwright specs use these too.
 */

/** One API call as the fake received it (the checkout page's own requests are not in it). */
export type FakeGatewayRequest = { method: string; path: string; body: unknown };

export type FakeWebhookOptions = {
  signature?: "valid" | "wrong" | "missing";
  /** Dodo only: the webhook-timestamp to sign (default now); Paystack's webhooks have none. */
  timestampSeconds?: number;
  /** Dodo only: the webhook-id (default a fresh msg_…); Paystack's id is derived from the event and payment. */
  eventId?: string;
  /** The event type (default from the payment's status: payment.succeeded …, or charge.success). */
  type?: string;
  /** Change the body after signing it. */
  tamper?: boolean;
};

/** A webhook as sent: enough to send the very same bytes again (a replay). */
export type FakeWebhook = { eventId: string; rawBody: string; headers: Record<string, string> };
export type FakeWebhookDelivery = FakeWebhook & { status: number; body: string };

export type FakePayment = {
  /** Dodo: payment_id (pay_…); Paystack: the reference. */
  reference: string;
  /** Dodo: the checkout session id (cks_…); Paystack: the reference again. */
  checkoutReference: string;
  /** The gateway's own word: Dodo requires_payment_method / succeeded / failed …; Paystack abandoned / success … */
  status: string;
  amountMinor: number;
  currency: string;
  email: string;
  metadata: Record<string, string>;
  callbackUrl: string;
  /** Paystack's numeric transaction id (Dodo: 0). */
  id: number;
};

type Gateway = {
  label: string;
  /** The checkout page path of a payment. */
  pagePath: (payment: FakePayment) => string;
  authorized: (authorization: string | undefined) => boolean;
  unauthorized: unknown;
  /** Answers an API call: [status, json]. */
  api: (method: string, path: string, body: Record<string, unknown>) => [number, unknown];
  /** The status the page's buttons set, and the query parameters of the redirect back. */
  settled: { pay: string; decline: string };
  returnParams: (payment: FakePayment) => Record<string, string>;
  sign: (payment: FakePayment, options: FakeWebhookOptions) => FakeWebhook;
};

/** The parts both fakes share: the server, the request log, failNext, the checkout page, webhooks. */
async function startFakeGateway(
  build: (state: { url: () => string; payments: Map<string, FakePayment> }) => Gateway,
) {
  const requests: FakeGatewayRequest[] = [];
  const payments = new Map<string, FakePayment>();
  const deliveries: FakeWebhookDelivery[] = [];
  const failures: Array<number | "hang"> = [];
  let webhookUrl: string | null = null;
  let url = "";
  const gateway = build({ url: () => url, payments });
  const find = (reference: string) =>
    payments.get(reference) ?? [...payments.values()].find((p) => p.checkoutReference === reference);

  async function webhook(targetUrl: string, reference: string, options: FakeWebhookOptions = {}) {
    const payment = find(reference);
    if (!payment) throw new Error(`${gateway.label} fake: no payment ${reference}`);
    const signed = gateway.sign(payment, options);
    const response = await fetch(targetUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...signed.headers },
      body: signed.rawBody,
    });
    const delivery = { ...signed, status: response.status, body: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const payment = [...payments.values()].find((p) => gateway.pagePath(p) === path);
    if (payment) return checkoutPage(req, res, payment, raw);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return send(res, 400, { message: "Invalid JSON" });
    }
    requests.push({ method: req.method ?? "GET", path, body });
    const failure = failures.shift();
    // Held until the caller gives up: the client's own timeout ends it, no timer here.
    if (failure === "hang") return;
    if (failure !== undefined) {
      return send(res, failure, { message: `${gateway.label} fake failure: upstream-secret-detail` });
    }
    if (!gateway.authorized(req.headers.authorization)) return send(res, 401, gateway.unauthorized);
    const [status, json] = gateway.api(req.method ?? "GET", path, body);
    send(res, status, json);
  });

  async function checkoutPage(req: IncomingMessage, res: ServerResponse, payment: FakePayment, raw: string) {
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(pageHtml(gateway.label, payment));
    }
    const action = new URLSearchParams(raw).get("action");
    if (action !== "pay" && action !== "decline") return send(res, 400, { message: "Pay or Decline" });
    payment.status = gateway.settled[action];
    if (webhookUrl) {
      // As the gateway would: the webhook goes out when the payment settles; a refusal is the test's to read.
      await webhook(webhookUrl, payment.reference).catch(() => undefined);
    }
    const back = new URL(payment.callbackUrl);
    for (const [key, value] of Object.entries(gateway.returnParams(payment)))
      back.searchParams.set(key, value);
    res.writeHead(303, { location: back.toString() });
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The base URL to configure for the client. */
    url,
    requests,
    /** Payments by reference (Dodo: payment_id). */
    payments,
    /** Webhooks sent so far (by `webhook` and by the checkout page), with our server's answers. */
    deliveries,
    /** The payment a reference names (Dodo: its payment_id or its checkout session id). */
    payment: (reference: string) => find(reference),
    /** Changes a payment as the gateway would (status in the gateway's own words). */
    settle(reference: string, change: { status: string; amountMinor?: number; currency?: string }) {
      const payment = find(reference);
      if (!payment) throw new Error(`${gateway.label} fake: no payment ${reference}`);
      payment.status = change.status;
      if (change.amountMinor !== undefined) payment.amountMinor = change.amountMinor;
      if (change.currency !== undefined) payment.currency = change.currency;
      return payment;
    },
    /** A signed webhook for that payment, not sent (to tamper with or send by hand). */
    signWebhook(reference: string, options: FakeWebhookOptions = {}): FakeWebhook {
      const payment = find(reference);
      if (!payment) throw new Error(`${gateway.label} fake: no payment ${reference}`);
      return gateway.sign(payment, options);
    },
    /** POSTs a signed webhook for that payment to our server and answers its response. */
    webhook,
    /** Where the checkout page's Pay/Decline also send the payment's webhook (null: nowhere, the default). */
    sendWebhooksTo(target: string | null) {
      webhookUrl = target;
    },
    /** The next API call answers this status (with a body our errors must not repeat), or hangs ("hang"). */
    failNext(status: number | "hang") {
      failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeDodoProduct = { amountMinor: number; currency: string };

/**
 * A fake Dodo Payments API: POST /checkouts (a checkout session for one product of `products`; Dodo charges the
 * product's own price) and GET /payments/:id, Bearer `apiKey`. Webhooks are Standard Webhooks signed with
 * `webhookSecret` ("whsec_" + base64). A payment exists from its checkout on, as requires_payment_method.
 */
export async function startFakeDodo(options: {
  apiKey: string;
  webhookSecret: string;
  products?: Record<string, FakeDodoProduct>;
}) {
  const products = new Map(Object.entries(options.products ?? {}));
  const signer = new Webhook(options.webhookSecret);
  const fake = await startFakeGateway(({ url, payments }) => {
    const pagePath = (p: FakePayment) => `/checkout/session/${p.checkoutReference}`;
    const paymentJson = (p: FakePayment) => ({
      payment_id: p.reference,
      business_id: "bus_fake",
      brand_id: "brand_fake",
      checkout_session_id: p.checkoutReference,
      created_at: new Date().toISOString(),
      currency: p.currency,
      customer: { customer_id: "cus_fake", email: p.email, name: p.email.split("@")[0] ?? "" },
      metadata: p.metadata,
      status: p.status,
      total_amount: p.amountMinor,
      settlement_amount: p.amountMinor,
      settlement_currency: p.currency,
      payment_link: `${url()}${pagePath(p)}`,
      disputes: [],
      refunds: [],
    });
    return {
      label: "Dodo Payments",
      pagePath,
      authorized: (authorization) => authorization === `Bearer ${options.apiKey}`,
      unauthorized: { code: "UNAUTHORIZED", message: "Invalid API key" },
      api(method, path, body) {
        if (method === "POST" && path === "/checkouts") {
          const cart = body.product_cart as Array<{ product_id?: string }> | undefined;
          const product = products.get(cart?.[0]?.product_id ?? "");
          const customer = body.customer as { email?: string } | undefined;
          if (!product) return [404, { code: "NOT_FOUND", message: "Product not found" }];
          const payment: FakePayment = {
            reference: `pay_${token()}`,
            checkoutReference: `cks_${token()}`,
            status: "requires_payment_method",
            amountMinor: product.amountMinor,
            currency: product.currency,
            email: customer?.email ?? "",
            metadata: (body.metadata as Record<string, string>) ?? {},
            callbackUrl: String(body.return_url ?? `${url()}/`),
            id: 0,
          };
          payments.set(payment.reference, payment);
          return [
            200,
            { session_id: payment.checkoutReference, checkout_url: `${url()}${pagePath(payment)}` },
          ];
        }
        const id = /^\/payments\/([^/]+)$/.exec(path)?.[1];
        if (method === "GET" && id) {
          const payment = payments.get(decodeURIComponent(id));
          return payment
            ? [200, paymentJson(payment)]
            : [404, { code: "NOT_FOUND", message: "Payment not found" }];
        }
        return [404, { code: "NOT_FOUND", message: `No route ${method} ${path}` }];
      },
      settled: { pay: "succeeded", decline: "failed" },
      returnParams: (p) => ({ payment_id: p.reference, status: p.status }),
      sign(payment, o) {
        const eventId = o.eventId ?? `msg_${token()}`;
        const seconds = o.timestampSeconds ?? Math.floor(Date.now() / 1000);
        const type = o.type ?? dodoEventType(payment.status);
        const event = { business_id: "bus_fake", type, timestamp: new Date(seconds * 1000).toISOString() };
        const signedBody = JSON.stringify({
          ...event,
          data: { payload_type: "Payment", ...paymentJson(payment) },
        });
        const signature =
          o.signature === "wrong"
            ? new Webhook(`whsec_${randomBytes(24).toString("base64")}`).sign(
                eventId,
                new Date(seconds * 1000),
                signedBody,
              )
            : signer.sign(eventId, new Date(seconds * 1000), signedBody);
        const headers: Record<string, string> = {
          "webhook-id": eventId,
          "webhook-timestamp": String(seconds),
        };
        if (o.signature !== "missing") headers["webhook-signature"] = signature;
        return { eventId, rawBody: o.tamper ? tamper(signedBody) : signedBody, headers };
      },
    };
  });
  return {
    ...fake,
    /** Adds or reprices a product (a checkout of an unknown product answers 404, as Dodo does). */
    setProduct(productId: string, product: FakeDodoProduct) {
      products.set(productId, product);
    },
  };
}

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

/** Dodo's webhook type for a payment in this status. */
function dodoEventType(status: string): string {
  if (status === "succeeded" || status === "failed" || status === "cancelled") return `payment.${status}`;
  return "payment.processing";
}

/** The body with one field more than was signed. */
function tamper(body: string): string {
  return body.replace(/^\{/, '{"tampered":true,');
}

function token(): string {
  return randomBytes(9).toString("base64url").replace(/[-_]/g, "x");
}

function pageHtml(label: string, payment: FakePayment): string {
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: payment.currency }).format(
    payment.amountMinor / 100,
  );
  const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${html(label)} checkout</title></head>
<body><main>
<h1>${html(label)} (fake) checkout</h1>
<p>Amount: <strong>${html(amount)}</strong></p>
${payment.metadata.planName ? `<p>Plan: ${html(payment.metadata.planName)}</p>\n` : ""}<p>Customer: ${html(payment.email)}</p>
<form method="post">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline</button>
</form>
</main></body></html>`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      data += chunk;
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, json: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(json));
}
