/**
 * What the server needs from a payment gateway (issue 20, DESIGN §7): a hosted checkout, a verification call the
 * server makes itself, and signed webhooks. A subscription becomes active only from a `VerifiedPayment`: one the
 * gateway answered to our own call, or one in a webhook whose signature checked out. Query parameters of the
 * callback URL are hints (which reference to verify), never proof.
 *
 * The clients: `createDodoGateway` in ./dodo.ts (the official SDK) and `createPaystackGateway` in ./paystack.ts
 * (REST via fetch). They import this file; this file imports neither, so there is no import cycle.
 */

export type GatewayName = "dodo" | "paystack";

export type CheckoutRequest = {
  /** The plan's price in minor units (cents, kobo). */
  amountMinor: number;
  /** ISO 4217, e.g. "USD". */
  currency: string;
  email: string;
  userId: string;
  planId: string;
  planName: string;
  interval: string;
  /** Absolute URL of /payment/callback on our server; the gateway adds its own query parameters. */
  callbackUrl: string;
  /** Dodo's product id (Dodo charges the product's price; required there). Paystack ignores it. */
  productId?: string;
};

/** reference: Dodo's checkout session id (cks_…); Paystack's transaction reference. */
export type Checkout = { checkoutUrl: string; reference: string };

export type VerifiedPaymentStatus = "completed" | "failed" | "pending";

export type VerifiedPayment = {
  gateway: GatewayName;
  /** The id the callback and the webhook name: Dodo's payment_id (pay_…), Paystack's reference. */
  reference: string;
  /**
   * The reference `createCheckout` answered for this payment, so a pending row stored at checkout can be found:
   * Dodo's checkout_session_id (null when the payment did not come from a session), Paystack's reference again.
   */
  checkoutReference: string | null;
  status: VerifiedPaymentStatus;
  /** The gateway's own word (succeeded, failed, success, abandoned, …). */
  gatewayStatus: string;
  amountMinor: number;
  currency: string;
  /** What we put in at checkout (userId, planId, planName, interval), string values only. */
  metadata: Record<string, string>;
  customerEmail: string | null;
  /** A small record to store as payments.gateway_response (spec 2 §3); never a secret. */
  summary: Record<string, unknown>;
};

/** eventId: what makes a delivery recognisable when it comes again (idempotency is the caller's, by this id). */
export type WebhookEvent = { eventId: string; type: string; payment: VerifiedPayment | null };

export interface PaymentGateway {
  readonly name: GatewayName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Asks the gateway itself. null when the gateway does not know the reference (404) or it cannot be an id. */
  verifyPayment(reference: string): Promise<VerifiedPayment | null>;
  /** Checks the signature over the exact raw body; throws WebhookSignatureError when missing/wrong/stale. */
  verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): WebhookEvent;
}

/**
 * The gateway failed us: unreachable, timed out, 5xx, refused our key or our request, or answered nonsense.
 * The message is short and log-safe (no upstream body, no key); a user is shown the spec's own text instead
 * ('Payment initialization failed', …). `upstream` holds at most 200 characters of the gateway's own message,
 * for the log only.
 */
export class PaymentGatewayError extends Error {
  readonly gateway: GatewayName | undefined;
  /** The gateway's HTTP status, when it answered. */
  readonly status: number | undefined;
  readonly upstream: string | undefined;
  constructor(
    message: string,
    options: { gateway?: GatewayName; status?: number; upstream?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "PaymentGatewayError";
    this.gateway = options.gateway;
    this.status = options.status;
    this.upstream = options.upstream?.slice(0, 200);
  }
}

/** A webhook whose signature is missing, wrong or stale, or whose signed body is not an event. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WebhookSignatureError";
  }
}

export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

export const GATEWAY_LABELS: Record<GatewayName, string> = { dodo: "Dodo Payments", paystack: "Paystack" };

/**
 * Whether a reference from a callback URL can be an id at all (both gateways use letters, digits and - _ . =).
 * Anything else is unknown without a call: a made-up reference never reaches the gateway's path.
 */
export function isPlausibleReference(reference: string): boolean {
  return /^[A-Za-z0-9_.=-]{1,200}$/.test(reference);
}

/** What we put into a checkout's metadata: enough to know whose payment it is and for which plan. */
export function checkoutMetadata(request: CheckoutRequest): Record<string, string> {
  return {
    userId: request.userId,
    planId: request.planId,
    planName: request.planName,
    interval: request.interval,
  };
}

/** A gateway's metadata as strings only (Paystack may send it as a JSON string, and adds keys of its own). */
export function stringMetadata(value: unknown): Record<string, string> {
  let object = value;
  if (typeof value === "string") {
    try {
      object = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!object || typeof object !== "object" || Array.isArray(object)) return {};
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(object)) {
    if (typeof entry === "string") out[key] = entry;
    else if (typeof entry === "number" || typeof entry === "boolean") out[key] = String(entry);
  }
  return out;
}

/** spec 2 §3: gateway_response is {payment_id, status, plan_id, amount, currency}; amount in minor units. */
export function paymentSummary(payment: {
  reference: string;
  gatewayStatus: string;
  metadata: Record<string, string>;
  amountMinor: number;
  currency: string;
}): Record<string, unknown> {
  return {
    payment_id: payment.reference,
    status: payment.gatewayStatus,
    plan_id: payment.metadata.planId ?? null,
    amount: payment.amountMinor,
    currency: payment.currency,
  };
}

/** Header names as HTTP has them: case-insensitive (Hono and node give lower case; a test may not). */
export function lowerCaseHeaders(headers: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (typeof value === "string") out[key.toLowerCase()] = value;
  }
  return out;
}

/** The gateway's own error message from a JSON body, if any (for the log only). */
export function upstreamMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body.slice(0, 200) || undefined;
  if (body && typeof body === "object") {
    const { message } = body as { message?: unknown };
    if (typeof message === "string") return message.slice(0, 200);
  }
  return undefined;
}

/** A JSON object from text, or null (not JSON, or JSON of another shape). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
