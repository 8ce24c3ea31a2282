import DodoPayments, { APIConnectionError, APIConnectionTimeoutError, APIError } from "dodopayments";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
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

export type DodoGatewayOptions = {
  /** The API key (Bearer token) from the Dodo dashboard. */
  apiKey: string;
  /** https://live.dodopayments.com (the default), https://test.dodopayments.com, or a fake on 127.0.0.1. */
  baseUrl?: string;
  /** The endpoint's Standard Webhooks secret ("whsec_…"); without it every webhook is refused. */
  webhookSecret?: string;
  timeoutMs?: number;
};

export const DODO_LIVE_URL = "https://live.dodopayments.com";

/** Dodo's word for a payment → ours (issue 20): only succeeded completes; failed and cancelled end it. */
export function dodoPaymentStatus(status: string | null | undefined): VerifiedPaymentStatus {
  if (status === "succeeded") return "completed";
  if (status === "failed" || status === "cancelled") return "failed";
  return "pending";
}

// The fields of the SDK's `Payment` we rely on, checked: a changed API fails loudly, never activates by accident.
const dodoPayment = z.object({
  payment_id: z.string().min(1),
  status: z.string().nullish(),
  total_amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  metadata: z.unknown().optional(),
  customer: z.object({ email: z.string().nullish() }).partial().nullish(),
  checkout_session_id: z.string().nullish(),
});

/** The webhook types whose `data` is a Payment (the SDK's PaymentSucceededWebhookEvent and siblings). */
const PAYMENT_EVENTS = new Set([
  "payment.succeeded",
  "payment.failed",
  "payment.cancelled",
  "payment.processing",
]);

/**
 * Dodo Payments through the official SDK: a checkout session per purchase (the SDK's current way;
 * `payments.create` is deprecated), `payments.retrieve` to verify the payment_id the return URL names, and
 * Standard Webhooks signatures (webhook-id / webhook-timestamp / webhook-signature, 5 minutes' tolerance).
 */
export function createDodoGateway(options: DodoGatewayOptions): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const client = new DodoPayments({
    bearerToken: options.apiKey,
    // Given explicitly, so DODO_PAYMENTS_BASE_URL in the environment never redirects our calls.
    baseURL: options.baseUrl ?? DODO_LIVE_URL,
    webhookKey: null,
    timeout: timeoutMs,
    // No silent retries: a caller's deadline is ours (the callback page retries 5 times at 3 s itself).
    maxRetries: 0,
    // We log failures ourselves, without the upstream body.
    logLevel: "off",
  });
  // Built once: a malformed secret is a configuration error at start, not a refused webhook later.
  const webhook = options.webhookSecret ? webhookVerifier(options.webhookSecret) : null;

  const fail = (error: unknown, action: string): PaymentGatewayError => {
    if (error instanceof PaymentGatewayError) return error;
    if (error instanceof APIConnectionTimeoutError) {
      return new PaymentGatewayError(
        `Dodo Payments did not answer within ${timeoutMs / 1000} s (${action})`,
        {
          gateway: "dodo",
          cause: error,
        },
      );
    }
    if (error instanceof APIConnectionError) {
      return new PaymentGatewayError(`Dodo Payments could not be reached (${action})`, {
        gateway: "dodo",
        cause: error,
      });
    }
    if (error instanceof APIError && typeof error.status === "number") {
      return new PaymentGatewayError(`Dodo Payments answered HTTP ${error.status} (${action})`, {
        gateway: "dodo",
        status: error.status,
        upstream: upstreamMessage(error.error),
      });
    }
    return new PaymentGatewayError(`Dodo Payments failed (${action})`, { gateway: "dodo", cause: error });
  };

  return {
    name: "dodo",

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      // Dodo charges the product's own price: a checkout without a product cannot be made.
      if (!request.productId) {
        throw new PaymentGatewayError("Dodo checkout needs the plan's Dodo product id", { gateway: "dodo" });
      }
      let session: DodoPayments.CheckoutSessionResponse;
      try {
        session = await client.checkoutSessions.create({
          product_cart: [{ product_id: request.productId, quantity: 1 }],
          customer: { email: request.email },
          metadata: checkoutMetadata(request),
          // Dodo adds payment_id and status to it.
          return_url: request.callbackUrl,
        });
      } catch (error) {
        throw fail(error, "create checkout");
      }
      if (typeof session?.session_id !== "string" || typeof session.checkout_url !== "string") {
        throw new PaymentGatewayError("Dodo Payments answered a checkout without a URL", { gateway: "dodo" });
      }
      return { checkoutUrl: session.checkout_url, reference: session.session_id };
    },

    async verifyPayment(reference: string): Promise<VerifiedPayment | null> {
      if (!isPlausibleReference(reference)) return null;
      let payment: unknown;
      try {
        payment = await client.payments.retrieve(reference);
      } catch (error) {
        if (error instanceof APIError && error.status === 404) return null;
        throw fail(error, "verify payment");
      }
      const parsed = dodoPayment.safeParse(payment);
      if (!parsed.success) {
        throw new PaymentGatewayError("Dodo Payments answered a payment of an unexpected shape", {
          gateway: "dodo",
        });
      }
      return verifiedDodoPayment(parsed.data);
    },

    verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): WebhookEvent {
      if (!webhook)
        throw new WebhookSignatureError("Dodo webhooks are refused: no webhook secret is configured");
      const lower = lowerCaseHeaders(headers);
      try {
        // Checks the signature over the exact bytes and that webhook-timestamp is within 5 minutes of now.
        webhook.verify(rawBody, lower, { jsonParse: false });
      } catch (error) {
        const reason = error instanceof WebhookVerificationError ? error.message : "unreadable signature";
        throw new WebhookSignatureError(`Dodo webhook refused: ${reason}`, { cause: error });
      }
      const event = parseJsonObject(rawBody);
      const type = event?.type;
      if (typeof type !== "string")
        throw new WebhookSignatureError("Dodo webhook refused: the body is not an event");
      // webhook-id is the message id: Dodo sends a retry of the same event with the same id.
      const eventId = lower["webhook-id"] as string;
      if (!PAYMENT_EVENTS.has(type)) return { eventId, type, payment: null };
      const parsed = dodoPayment.safeParse(event?.data);
      if (!parsed.success) {
        throw new WebhookSignatureError("Dodo webhook refused: a payment event without a payment");
      }
      return { eventId, type, payment: verifiedDodoPayment(parsed.data) };
    },
  };
}

function verifiedDodoPayment(payment: z.infer<typeof dodoPayment>): VerifiedPayment {
  const gatewayStatus = payment.status ?? "unknown";
  const metadata = stringMetadata(payment.metadata);
  const verified = {
    gateway: "dodo" as const,
    reference: payment.payment_id,
    checkoutReference: payment.checkout_session_id ?? null,
    status: dodoPaymentStatus(payment.status),
    gatewayStatus,
    amountMinor: payment.total_amount,
    currency: payment.currency.toUpperCase(),
    metadata,
    customerEmail: payment.customer?.email ?? null,
  };
  return { ...verified, summary: paymentSummary(verified) };
}

/** The Standard Webhooks verifier for a secret; a malformed secret is named as such, never echoed. */
function webhookVerifier(secret: string): Webhook {
  try {
    return new Webhook(secret);
  } catch (error) {
    throw new Error('The Dodo webhook secret is not a Standard Webhooks secret ("whsec_" + base64)', {
      cause: error,
    });
  }
}
