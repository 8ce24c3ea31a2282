import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { dodoEventType, type FakePayment, startFakeGateway, tamper, token } from "./fake-gateway-core.ts";

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
