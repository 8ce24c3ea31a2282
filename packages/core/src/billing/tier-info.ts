// Tier info for the tier card and /test-user-tier — spec 2 §2 (Subscription tier card), §3 (Tier info), §6, §9.

import { FREE_TIER, PAID_TIER_PAGE_LIMIT, TIER_CARD_FEATURES_SHOWN } from "../constants/tiers.ts";
import { messages } from "../messages.ts";
import type { TierInfo } from "../schemas/billing.ts";
import type { TierDecision } from "../tiers.ts";

/** What a free user gets, when no plan named Free lists its own features (Lectern wording of spec 2 §6, §9). */
export const FREE_TIER_FEATURES = [
  `${FREE_TIER.lifetimeDocuments} lifetime documents`,
  `${FREE_TIER.maxFileSizeBytes / (1024 * 1024)} MB max file size`,
  "Basic OCR",
  "One week access",
] as const;

export type TierInfoFacts = {
  decision: TierDecision;
  /** The subscription the tier was decided from (status and period end), if any. */
  subscription: { status: string; current_period_end: string | null } | null;
  /** The plan of an active subscription (its features and Textract pages), if any. */
  plan: { features: string[]; textract_page_limit: number } | null;
  /** The server's text extraction engine offered to paid users (e.g. 'AWS Textract', 'tesseract'). */
  paidOcrProvider: string;
};

/**
 * spec 2 §3 Tier info, from the tier decision. Free: 5 documents, 5 MB, basic OCR, no Textract (spec 2 §6:
 * "Textract and premium access unavailable", so its pages show as None). Paid: page limit 500, the plan's
 * Textract pages (500 when the plan names none), the server's engine.
 */
export function describeTier(facts: TierInfoFacts): TierInfo {
  const { decision, subscription, plan } = facts;
  const free = decision.tier === "free";
  const info: TierInfo = {
    isFreeTier: free,
    planName: decision.planName,
    subscriptionStatus: subscription?.status ?? "none",
    pageLimit: free ? FREE_TIER.lifetimeDocuments : PAID_TIER_PAGE_LIMIT,
    documentsGeneratedCount: decision.documentsGeneratedCount,
    ocrProvider: free ? FREE_TIER.ocrProvider : facts.paidOcrProvider,
    maxFileSize: FREE_TIER.maxFileSizeBytes,
    textractPageLimit: free ? 0 : plan?.textract_page_limit || PAID_TIER_PAGE_LIMIT,
    features: plan?.features.length ? [...plan.features] : free ? [...FREE_TIER_FEATURES] : [],
    subscriptionEndDate: free ? decision.trialEndsAt : (subscription?.current_period_end ?? null),
    canGenerate: decision.canGenerate,
  };
  if (decision.reason) info.reason = decision.reason;
  return info;
}

/** spec 2 §3, §8: when the subscription cannot be read, the user cannot generate ('Unable to verify …'). */
export function unverifiableTierInfo(): TierInfo {
  return {
    isFreeTier: true,
    planName: "",
    subscriptionStatus: "error",
    pageLimit: 0,
    documentsGeneratedCount: 0,
    ocrProvider: FREE_TIER.ocrProvider,
    maxFileSize: FREE_TIER.maxFileSizeBytes,
    textractPageLimit: 0,
    features: [],
    subscriptionEndDate: null,
    canGenerate: false,
    reason: messages.tiers.subscriptionUnverifiable,
  };
}

/** spec 2 §7 canUseTextract: server extraction is for paid tiers. */
export function canUseTextract(info: Pick<TierInfo, "isFreeTier" | "subscriptionStatus">): boolean {
  return !info.isFreeTier && info.subscriptionStatus !== "error";
}

/** spec 2 §7 hasPremiumAccess: a paid tier that may generate now. */
export function hasPremiumAccess(info: Pick<TierInfo, "isFreeTier" | "canGenerate">): boolean {
  return !info.isFreeTier && info.canGenerate;
}

/** Tier card (spec 2 §2): the first 3 features, then '+N more features' when there are more. */
export function tierCardFeatures(features: readonly string[]): { shown: string[]; more: string | null } {
  const shown = features.slice(0, TIER_CARD_FEATURES_SHOWN);
  const hidden = features.length - shown.length;
  return { shown, more: hidden > 0 ? messages.tiers.moreFeatures(hidden) : null };
}

/** Tier card (spec 2 §2): 'Textract pages (or None)'. */
export function textractPagesLabel(pages: number): string {
  return pages > 0 ? String(pages) : messages.tiers.textractNone;
}

/** Tier card (spec 2 §2): 'max file size in MB' — 5242880 bytes → '5 MB'. */
export function maxFileSizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** Tier card (spec 2 §2): 'status (none is shown as Free Tier)'. */
export function tierStatusLabel(status: string): string {
  return status === "none" ? messages.tiers.freeTier : status;
}
