// Server-side, online-only records: waitlist, plans, subscriptions, payments, tier info
// (ENTITIES "Not synced"; spec 1 §3, spec 2 §3).

import { z } from "zod";
import { DEFAULT_PAYMENT_GATEWAY, DEFAULT_PAYMENT_METHOD, PAYMENT_GATEWAYS } from "../constants/tiers.ts";
import { countSchema, emailSchema, isoTimestampSchema, uuidSchema } from "./common.ts";
import { PAYMENT_STATUSES, PLAN_INTERVALS, SUBSCRIPTION_STATUSES } from "./enums.ts";
import { checkStorableJson, int4, money, text } from "./primitives.ts";

/** ISO 4217 currency code, e.g. 'USD'. */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, "Currency must be a 3-letter ISO code");

export const waitlistEntrySchema = z.object({
  id: uuidSchema,
  email: emailSchema,
  referral_source: text().nullable(),
  position: int4().positive(),
  created_at: isoTimestampSchema,
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const subscriptionPlanSchema = z.object({
  id: uuidSchema,
  name: text().trim().min(1).max(200),
  description: text().max(5000),
  price: money().nonnegative(),
  currency: currencySchema,
  interval: z.enum(PLAN_INTERVALS),
  features: z.array(text()),
  is_active: z.boolean(),
  live_product_link: text().pipe(z.url()).nullable(),
  textract_page_limit: countSchema,
  created_at: isoTimestampSchema,
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const userSubscriptionSchema = z.object({
  id: uuidSchema,
  user_id: uuidSchema,
  plan_id: uuidSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  // null while a subscription is pending payment
  current_period_start: isoTimestampSchema.nullable(),
  current_period_end: isoTimestampSchema.nullable(),
  cancel_at_period_end: z.boolean(),
  documents_generated_count: countSchema,
  payment_gateway: text().nullable(),
  gateway_subscription_id: text().nullable(),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const paymentSchema = z.object({
  id: uuidSchema,
  user_id: uuidSchema,
  plan_id: uuidSchema.nullable(),
  payment_gateway: text().min(1),
  gateway_payment_id: text().min(1),
  amount: money().nonnegative(),
  currency: currencySchema,
  status: z.enum(PAYMENT_STATUSES),
  payment_method: text().default(DEFAULT_PAYMENT_METHOD),
  gateway_response: z.record(z.string(), z.unknown()).superRefine(checkStorableJson),
  created_at: isoTimestampSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** What the tier service tells the screens (spec 2 §3 Tier info). */
export const tierInfoSchema = z.object({
  isFreeTier: z.boolean(),
  planName: text(),
  // active, none, error or another gateway status (spec 2 §3)
  subscriptionStatus: text(),
  pageLimit: countSchema,
  documentsGeneratedCount: countSchema,
  ocrProvider: text(),
  maxFileSize: countSchema,
  textractPageLimit: countSchema,
  features: z.array(text()),
  subscriptionEndDate: isoTimestampSchema.nullable(),
  canGenerate: z.boolean(),
  reason: text().optional(),
});
export type TierInfo = z.infer<typeof tierInfoSchema>;

// ---- API payloads of issue 20 (checkout, verification, subscription, billing history) ----

/** A subscription as the Current Subscription tab reads it: joined with its plan's name (spec 2 §3, §7). */
export const subscriptionWithPlanSchema = userSubscriptionSchema.extend({ plan_name: text() });
export type SubscriptionWithPlan = z.infer<typeof subscriptionWithPlanSchema>;

/** A Billing History row: a payment joined with its plan's name (spec 2 §3, §7). */
export const paymentWithPlanSchema = paymentSchema.extend({ plan_name: text().nullable() });
export type PaymentWithPlan = z.infer<typeof paymentWithPlanSchema>;

/**
 * POST /api/payments/create (spec 2 §7 create-payment). The body keeps the spec's fields, but the server charges
 * the plan's own price in the plan's currency and the signed-in user: amount, userId and email from the device are
 * never trusted.
 */
export const createPaymentRequestSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS).default(DEFAULT_PAYMENT_GATEWAY),
  planId: uuidSchema,
  amount: z.number().optional(),
  currency: currencySchema.optional(),
  userId: z.string().optional(),
  email: z.string().optional(),
  metadata: z.object({ planName: text().optional(), interval: text().optional() }).optional(),
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

/** create-payment's answer (spec 2 §7): Paystack's authorization_url and reference, or Dodo's checkout_url and payment_id. */
export const createPaymentResponseSchema = z.union([
  z.object({ authorization_url: z.url(), reference: text().min(1) }),
  z.object({ checkout_url: z.url(), payment_id: text().min(1) }),
]);
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** POST /api/payments/verify: the reference from the callback URL; the server asks the gateway (issue 20 §3). */
export const verifyPaymentRequestSchema = z.object({
  reference: text().trim().min(1).max(200),
  gateway: z.enum(PAYMENT_GATEWAYS).optional(),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** What verification found: completed (the subscription is active), failed, or still pending at the gateway. */
export const verifyPaymentResponseSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  message: text(),
  planName: text().optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** POST /api/subscription/cancel (spec 2 §7 PATCH user_subscriptions … cancel_at_period_end). */
export const cancelSubscriptionRequestSchema = z.object({ subscriptionId: uuidSchema });

/** GET /api/payments/config: which gateways this server can take payments through (issue 20 §2). */
export const paymentsConfigSchema = z.object({
  gateways: z.object({ dodo: z.boolean(), paystack: z.boolean() }),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
