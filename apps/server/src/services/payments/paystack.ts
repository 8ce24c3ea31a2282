import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  type Checkout,
  type CheckoutRequest,
  checkoutMetadata,
  DEFAULT_GATEWAY_TIMEOUT_MS,
  isPlausibleReference,
  lowerCaseHeaders,
  type PaymentGateway,
  PaymentGatewayError,
  parseJsonObject,
  paymentSummary,
  stringMetadata,
  upstreamMessage,
  type VerifiedPayment,
  type VerifiedPaymentStatus,
  type WebhookEvent,
  WebhookSignatureError,
} from "./gateway.ts";

export type PaystackGatewayOptions = {
  /** The secret key (sk_live_… / sk_test_…): it authorizes our calls and signs Paystack's webhooks. */
  secretKey: string;
  /** https://api.paystack.co (the default), or a fake on 127.0.0.1. */
  baseUrl?: string;
  timeoutMs?: number;
};

export const PAYSTACK_URL = "https://api.paystack.co";

/**
 * Paystack's word for a transaction → ours (issue 20): success completes; failed, abandoned and reversed end
 * it; ongoing, pending, processing, queued and anything new stay pending.
 */
export function paystackPaymentStatus(status: string): VerifiedPaymentStatus {
  if (status === "success") return "completed";
  if (status === "failed" || status === "abandoned" || status === "reversed") return "failed";
  return "pending";
}

// The fields of a Paystack transaction we rely on (verify answer and charge.* webhook data alike).
const transaction = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  status: z.string().min(1),
  reference: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  metadata: z.unknown().optional(),
  customer: z.object({ email: z.string().nullish() }).partial().nullish(),
});

const initialized = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.string().url(), reference: z.string().min(1) }),
});

const verified = z.object({ status: z.literal(true), data: transaction });

/**
 * Paystack through its REST API: POST /transaction/initialize (our own reference, our metadata, the callback
 * URL, which Paystack calls with trxref and reference), GET /transaction/verify/:reference, and webhooks signed
 * with HMAC-SHA512 of the raw body under the secret key (header x-paystack-signature).
 */
export function createPaystackGateway(options: PaystackGatewayOptions): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const baseUrl = (options.baseUrl ?? PAYSTACK_URL).replace(/\/+$/, "");

  /** One call: a timeout, an unreachable host or an unreadable answer is a PaymentGatewayError. */
  async function call(method: "GET" | "POST", path: string, action: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new PaymentGatewayError(
        timedOut
          ? `Paystack did not answer within ${timeoutMs / 1000} s (${action})`
          : `Paystack could not be reached (${action})`,
        { gateway: "paystack", cause: error },
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // The body can time out too: the signal covers the whole exchange.
      throw new PaymentGatewayError(`Paystack's answer was cut off (${action})`, {
        gateway: "paystack",
        cause: error,
      });
    }
    return { status: response.status, json: parseJsonObject(text) };
  }

  const refused = (status: number, json: unknown, action: string) =>
    new PaymentGatewayError(`Paystack answered HTTP ${status} (${action})`, {
      gateway: "paystack",
      status,
      upstream: upstreamMessage(json),
    });

  return {
    name: "paystack",

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      // Our own reference (Paystack allows letters, digits and - . =): known before the call, so a pending row
      // can be written under it even if the answer is lost.
      const reference = `lectern-${randomUUID()}`;
      const { status, json } = await call("POST", "/transaction/initialize", "create checkout", {
        email: request.email,
        amount: request.amountMinor,
        currency: request.currency,
        reference,
        callback_url: request.callbackUrl,
        metadata: checkoutMetadata(request),
      });
      if (status < 200 || status >= 300) throw refused(status, json, "create checkout");
      const parsed = initialized.safeParse(json);
      if (!parsed.success) {
        throw new PaymentGatewayError("Paystack answered a checkout of an unexpected shape", {
          gateway: "paystack",
        });
      }
      return { checkoutUrl: parsed.data.data.authorization_url, reference: parsed.data.data.reference };
    },

    async verifyPayment(reference: string): Promise<VerifiedPayment | null> {
      if (!isPlausibleReference(reference)) return null;
      const path = `/transaction/verify/${encodeURIComponent(reference)}`;
      const { status, json } = await call("GET", path, "verify payment");
      if (isNotFound(status, json)) return null;
      if (status < 200 || status >= 300) throw refused(status, json, "verify payment");
      const parsed = verified.safeParse(json);
      if (!parsed.success) {
        throw new PaymentGatewayError("Paystack answered a transaction of an unexpected shape", {
          gateway: "paystack",
        });
      }
      return verifiedPaystackPayment(parsed.data.data);
    },

    verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): WebhookEvent {
      const signature = lowerCaseHeaders(headers)["x-paystack-signature"];
      if (!signature) throw new WebhookSignatureError("Paystack webhook refused: no x-paystack-signature");
      if (!signatureMatches(rawBody, signature, options.secretKey)) {
        throw new WebhookSignatureError("Paystack webhook refused: the signature does not match");
      }
      const event = parseJsonObject(rawBody);
      const type = event?.event;
      const data = event?.data as Record<string, unknown> | undefined;
      if (typeof type !== "string" || !data || typeof data !== "object") {
        throw new WebhookSignatureError("Paystack webhook refused: the body is not an event");
      }
      // Paystack's events carry no id and no timestamp: the event and its object's id make a redelivery
      // recognisable, and the caller's idempotency by this id is the replay protection.
      const objectId = data.id ?? data.reference ?? data.transfer_code ?? data.subscription_code;
      const eventId = `${type}:${typeof objectId === "string" || typeof objectId === "number" ? objectId : ""}`;
      // charge.success is the one event whose data is a transaction (charge.dispute.* carry a dispute).
      if (type !== "charge.success") return { eventId, type, payment: null };
      const parsed = transaction.safeParse(data);
      if (!parsed.success) {
        throw new WebhookSignatureError("Paystack webhook refused: a charge event without a transaction");
      }
      return { eventId, type, payment: verifiedPaystackPayment(parsed.data) };
    },
  };
}

/** Paystack answers an unknown reference with 404, or 400 "Transaction reference not found". */
function isNotFound(status: number, json: Record<string, unknown> | null): boolean {
  if (status === 404) return true;
  if (status !== 400 || !json) return false;
  return json.code === "transaction_not_found" || /reference not found/i.test(String(json.message ?? ""));
}

/** HMAC-SHA512 of the exact raw body under the secret key, hex, compared in constant time. */
function signatureMatches(rawBody: string, signature: string, secretKey: string): boolean {
  if (!/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac("sha512", secretKey).update(rawBody, "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

function verifiedPaystackPayment(data: z.infer<typeof transaction>): VerifiedPayment {
  const payment = {
    gateway: "paystack" as const,
    reference: data.reference,
    checkoutReference: data.reference,
    status: paystackPaymentStatus(data.status),
    gatewayStatus: data.status,
    amountMinor: data.amount,
    currency: data.currency.toUpperCase(),
    metadata: stringMetadata(data.metadata),
    customerEmail: data.customer?.email ?? null,
  };
  return { ...payment, summary: paymentSummary(payment) };
}
