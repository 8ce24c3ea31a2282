// The payment callback and checkout links — spec 2 §2 (Payment callback), §5, §7, §9; issue 20 §2-§3.

import {
  PAYMENT_CALLBACK_PATH,
  PAYMENT_SUCCESS_STATUS,
  PAYMENT_VERIFICATION_MAX_RETRIES,
} from "../constants/tiers.ts";
import { messages } from "../messages.ts";

export type PaymentGatewayName = "dodo" | "paystack";

/** Query parameters as the callback page reads them (URLSearchParams or a plain record). */
type QueryGetter = { get(name: string): string | null };
type QueryLike = QueryGetter | Record<string, string | undefined>;

const read = (query: QueryLike, name: string): string | null => {
  const value =
    typeof query.get === "function"
      ? (query as QueryGetter).get(name)
      : (query as Record<string, string | undefined>)[name];
  const trimmed = typeof value === "string" ? value.trim() : "";
  return trimmed === "" ? null : trimmed;
};

/**
 * The payment reference a gateway sent the student back with (spec 2 §5, §7): Dodo's `payment_id`, else Paystack's
 * `trxref` or `reference`. null means 'No payment reference found. Payment verification failed.'
 */
export function paymentReferenceFromQuery(
  query: QueryLike,
): { reference: string; gateway: PaymentGatewayName } | null {
  const paymentId = read(query, "payment_id");
  if (paymentId) return { reference: paymentId, gateway: "dodo" };
  const paystack = read(query, "trxref") ?? read(query, "reference");
  return paystack ? { reference: paystack, gateway: "paystack" } : null;
}

/**
 * spec 2 §5: "A status other than succeeded fails." A `status` in the URL can only ever make the callback fail at
 * once ('Payment {status}. …'); `status=succeeded` proves nothing and still goes to the server's verification
 * (issue 20 §3). Returns the failure message, or null to go on and verify.
 */
export function callbackStatusFailure(query: QueryLike): string | null {
  const status = read(query, "status");
  if (status === null || status === PAYMENT_SUCCESS_STATUS) return null;
  return messages.payments.paymentStatus(status);
}

/** spec 2 §9: verification is retried up to 5 times (3 s apart) while the gateway still says pending. */
export function shouldRetryVerification(retriesDone: number): boolean {
  return retriesDone < PAYMENT_VERIFICATION_MAX_RETRIES;
}

/**
 * spec 2 §7: a plan with a live_product_link is paid through that link, built on the device without a server call:
 * the link plus planId, amount, currency, userId and a redirect_url of /payment/callback on this origin. Query
 * parameters the link already has are kept (ours replace any of the same name). A link that is not an http(s) URL
 * gives null (nothing to open). Core has no URL class (it runs without DOM or Node types), so the query is joined
 * by hand.
 */
export function liveProductCheckoutUrl(
  link: string,
  details: { planId: string; amount: number; currency: string; userId: string; origin: string },
): string | null {
  const trimmed = link.trim();
  if (!/^https?:\/\/[^\s/?#]+/i.test(trimmed) || /\s/.test(trimmed)) return null;
  const hashAt = trimmed.indexOf("#");
  const hash = hashAt === -1 ? "" : trimmed.slice(hashAt);
  const beforeHash = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const ours: [string, string][] = [
    ["planId", details.planId],
    ["amount", String(details.amount)],
    ["currency", details.currency],
    ["userId", details.userId],
    ["redirect_url", `${details.origin.replace(/\/+$/, "")}${PAYMENT_CALLBACK_PATH}`],
  ];
  const names = new Set(ours.map(([name]) => name));
  const kept = (queryAt === -1 ? "" : beforeHash.slice(queryAt + 1))
    .split("&")
    .filter((pair) => pair !== "" && !names.has(decodeURIComponent(pair.split("=")[0] ?? "")));
  const added = ours.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${base}?${[...kept, ...added].join("&")}${hash}`;
}
