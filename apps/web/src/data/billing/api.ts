// The subscription, payment and tier endpoints of issue 20 (packages/core/src/schemas/billing.ts). Answers are
// parsed with the core schemas, so a server that drifts fails loudly here, not in a component.

import {
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  createPaymentResponseSchema,
  type PaymentsConfig,
  type PaymentWithPlan,
  paymentsConfigSchema,
  paymentWithPlanSchema,
  type SubscriptionPlan,
  type SubscriptionWithPlan,
  subscriptionPlanSchema,
  subscriptionWithPlanSchema,
  type TierInfo,
  tierInfoSchema,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
  verifyPaymentResponseSchema,
} from "@lectern/core";
import { z } from "zod";
import { fetchJson } from "@/data/api/fetch-json";

const plansAnswer = z.object({ plans: z.array(subscriptionPlanSchema) });
const subscriptionAnswer = z.object({ subscription: subscriptionWithPlanSchema.nullable() });
const cancelAnswer = z.object({ subscription: subscriptionWithPlanSchema });
const paymentsAnswer = z.object({ payments: z.array(paymentWithPlanSchema) });
// GET /api/tier also carries the tier decision (read by useTier); this side needs only the spec's Tier info.
const tierAnswer = z.object({ info: tierInfoSchema });

const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

/** GET /api/plans: the active plans, cheapest first (spec 2 §7). */
export async function fetchPlans(): Promise<SubscriptionPlan[]> {
  return plansAnswer.parse(await fetchJson<unknown>("/api/plans")).plans;
}

/** GET /api/subscription: the user's subscription joined with its plan's name, or null (spec 2 §7). */
export async function fetchSubscription(): Promise<SubscriptionWithPlan | null> {
  return subscriptionAnswer.parse(await fetchJson<unknown>("/api/subscription")).subscription;
}

/** GET /api/payments: the user's payments with plan names, newest first (spec 2 §7). */
export async function fetchPayments(): Promise<PaymentWithPlan[]> {
  return paymentsAnswer.parse(await fetchJson<unknown>("/api/payments")).payments;
}

/** GET /api/payments/config: which gateways this server can take payments through. */
export async function fetchPaymentsConfig(): Promise<PaymentsConfig> {
  return paymentsConfigSchema.parse(await fetchJson<unknown>("/api/payments/config"));
}

/** GET /api/tier's Tier info (spec 2 §3). */
export async function fetchTierInfo(): Promise<TierInfo> {
  return tierAnswer.parse(await fetchJson<unknown>("/api/tier")).info;
}

/** POST /api/payments/create (spec 2 §7 create-payment): where to send the student to pay. */
export async function postCreatePayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  return createPaymentResponseSchema.parse(await fetchJson<unknown>("/api/payments/create", post(request)));
}

/** POST /api/payments/verify: the server asks the gateway about the reference (issue 20 §3). */
export async function postVerifyPayment(request: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  return verifyPaymentResponseSchema.parse(await fetchJson<unknown>("/api/payments/verify", post(request)));
}

/** POST /api/subscription/cancel: cancel at period end (spec 2 §4). */
export async function postCancelSubscription(subscriptionId: string): Promise<SubscriptionWithPlan> {
  const answer = await fetchJson<unknown>("/api/subscription/cancel", post({ subscriptionId }));
  return cancelAnswer.parse(answer).subscription;
}

/** Where a create-payment answer sends the student: Dodo's checkout_url or Paystack's authorization_url. */
export function checkoutUrlOf(answer: CreatePaymentResponse): string {
  return "checkout_url" in answer ? answer.checkout_url : answer.authorization_url;
}
