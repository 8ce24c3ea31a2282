// Who may generate, and how many documents are left — spec 1 §5, §6 and spec 2 §3, §5, §6, §9.

import { FREE_PLAN_NAME, FREE_TIER, UNLIMITED_DOCUMENTS } from "./constants/tiers.ts";
import { messages } from "./messages.ts";

/** A subscription on this gateway is the free tier whatever its plan (spec 1 §6: "the free-tier gateway"). */
export const FREE_TIER_GATEWAY = "free";
/** The only subscription status that gives a plan's tier (spec 1 §6: "no active subscription" is free). */
export const ACTIVE_SUBSCRIPTION_STATUS = "active";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's current subscription, as far as the tier rule needs it. */
export type TierSubscription = {
  status: string;
  planName: string;
  paymentGateway: string | null;
  /** ISO timestamp; for a free subscription this is when its access ends (spec 2 §5). */
  currentPeriodEnd: string | null;
  documentsGeneratedCount: number;
};

/** Everything the tier rule reads; the server gathers it from the database. */
export type TierFacts = {
  now: Date;
  /** When the user signed up (ISO or Date): the free trial runs one week from here (spec 2 §9). */
  userCreatedAt: string | Date;
  /** The newest active subscription, else the newest of any status, else null (spec 2 §7). */
  subscription: TierSubscription | null;
  /** Documents the user has generated so far (document_counts, spec 1 §3). */
  documentCount: number;
};

export type TierName = "free" | "paid";

export type TierDecision = {
  tier: TierName;
  planName: string;
  /** Documents left; UNLIMITED_DOCUMENTS (999999) for paid users (spec 2 §3, §9). */
  remaining: number;
  /** The generated count the lifetime limit is checked against (spec 2 §5). */
  documentsGeneratedCount: number;
  /** When a free user's access ends (ISO); null for paid users. */
  trialEndsAt: string | null;
  canGenerate: boolean;
  /** Why the user cannot generate: the spec's message (spec 1 §5). */
  reason?: string;
};

/**
 * spec 1 §6: free is "no active subscription, a plan named Free, or the free-tier gateway". The plan name
 * is compared without regard to case or surrounding spaces.
 */
export function isFreeTier(subscription: TierSubscription | null, now = new Date()): boolean {
  if (!subscription || subscription.status !== ACTIVE_SUBSCRIPTION_STATUS) return true;
  // A paid period that has ended gives no plan, cancelled or not (spec 2 §4: access "until period end").
  if (subscription.currentPeriodEnd && new Date(subscription.currentPeriodEnd).getTime() <= now.getTime()) {
    return true;
  }
  return isFreeSubscription(subscription);
}

/** A subscription to the free tier itself: a plan named Free (any case) or the free-tier gateway. */
export function isFreeSubscription(subscription: TierSubscription): boolean {
  if (subscription.planName.trim().toLowerCase() === FREE_PLAN_NAME.toLowerCase()) return true;
  return subscription.paymentGateway === FREE_TIER_GATEWAY;
}

/**
 * When a free user's access ends (spec 2 §5, §9 "one week access"): the end date of their free subscription
 * when it has one, otherwise one week after sign-up. A lapsed paid subscription's end date does not count.
 */
export function freeTrialEnd(facts: Pick<TierFacts, "userCreatedAt" | "subscription">): Date {
  const { subscription } = facts;
  if (subscription?.currentPeriodEnd && isFreeSubscription(subscription)) {
    return new Date(subscription.currentPeriodEnd);
  }
  return new Date(new Date(facts.userCreatedAt).getTime() + FREE_TIER.trialDays * DAY_MS);
}

/**
 * The generated count the lifetime limit is checked against: the document count, or the subscription's own
 * counter when that is higher (a counter carried over from elsewhere never lets a user past the limit).
 */
export function documentsGenerated(facts: Pick<TierFacts, "subscription" | "documentCount">): number {
  return Math.max(facts.documentCount, facts.subscription?.documentsGeneratedCount ?? 0);
}

/**
 * The tier rule (spec 1 §5, §6; spec 2 §5, §9). Free users cannot generate once the trial has ended
 * ('Free trial has expired...') or once the generated count is at or above the lifetime limit of 5
 * ('You've reached your lifetime limit of 5 documents...'); the trial is checked first. Paid users always
 * can, with 999999 reported as remaining.
 */
export function decideTier(facts: TierFacts): TierDecision {
  const generated = documentsGenerated(facts);
  const paid = !isFreeTier(facts.subscription, facts.now);
  const planName = paid && facts.subscription ? facts.subscription.planName : "";
  if (paid) {
    return {
      tier: "paid",
      planName,
      remaining: UNLIMITED_DOCUMENTS,
      documentsGeneratedCount: generated,
      trialEndsAt: null,
      canGenerate: true,
    };
  }
  const limit = FREE_TIER.lifetimeDocuments;
  const trialEnd = freeTrialEnd(facts);
  const free = {
    tier: "free" as const,
    planName: planName || FREE_PLAN_NAME,
    remaining: Math.max(0, limit - generated),
    documentsGeneratedCount: generated,
    trialEndsAt: trialEnd.toISOString(),
  };
  if (facts.now.getTime() > trialEnd.getTime()) {
    return { ...free, canGenerate: false, reason: messages.tiers.freeTrialExpired };
  }
  if (generated >= limit) {
    return { ...free, canGenerate: false, reason: messages.tiers.lifetimeLimit(limit) };
  }
  return { ...free, canGenerate: true };
}
