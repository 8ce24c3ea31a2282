// Server-side, online-only records: waitlist, plans, subscriptions, payments, tier info
// (ENTITIES "Not synced"; spec 1 §3, spec 2 §3).

import { z } from "zod";
import { DEFAULT_PAYMENT_METHOD } from "../constants/tiers.ts";
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
