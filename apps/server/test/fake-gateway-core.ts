import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * What the fake Dodo and fake Paystack share: real HTTP servers on 127.0.0.1 (DESIGN §9) that speak exactly what our
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

export type Gateway = {
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
export async function startFakeGateway(
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
/** Dodo's webhook type for a payment in this status. */
export function dodoEventType(status: string): string {
  if (status === "succeeded" || status === "failed" || status === "cancelled") return `payment.${status}`;
  return "payment.processing";
}

/** The body with one field more than was signed. */
export function tamper(body: string): string {
  return body.replace(/^\{/, '{"tampered":true,');
}

export function token(): string {
  return randomBytes(9).toString("base64url").replace(/[-_]/g, "x");
}

export function pageHtml(label: string, payment: FakePayment): string {
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

export function readBody(req: IncomingMessage): Promise<string> {
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

export function send(res: ServerResponse, status: number, json: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(json));
}
