import {
  ACTIVE_SUBSCRIPTION_STATUS,
  canUseTextract as canUseTextractRule,
  decideTier,
  describeTier,
  hasPremiumAccess as hasPremiumAccessRule,
  messages,
  type SubscriptionWithPlan,
  type TierDecision,
  type TierInfo,
  unverifiableTierInfo,
} from "@lectern/core";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { DocumentsConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { documentCounts, subscriptionPlans, user, userSubscriptions } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";

/**
 * The one server module for tier rules (DESIGN §7, spec 2 §7 tier operations): it gathers the facts from the
 * database — sign-up time, the current subscription with its plan, the document count — and leaves the decisions
 * to core (decideTier, describeTier, canUseTextract, hasPremiumAccess). Every gate goes through here: generation,
 * server text extraction, the document count, /api/tier.
 *
 * When the subscription cannot be read, nobody may generate (spec 2 §8 'Unable to verify subscription status'):
 * a failed read never turns into the free tier's allowance, nor a paid one.
 */

export type TierState = { tier: TierDecision; info: TierInfo };

/** What the tier card shows as the paid tiers' engine: the server's extraction engine (issue 19 §2). */
export function paidOcrProvider(documents?: Pick<DocumentsConfig, "engine" | "textract">): string {
  if (!documents) return "server OCR";
  if (documents.engine === "textract" || (documents.engine === "auto" && documents.textract))
    return "AWS Textract";
  return "tesseract";
}

type SubscriptionRead = {
  subscription: SubscriptionWithPlan;
  plan: { features: string[]; textract_page_limit: number };
};

/** The tier decision and the tier info (spec 2 §3) of a user, read once. */
export async function getUserTierState(
  db: Database,
  userId: string,
  options: { now?: Date; documents?: Pick<DocumentsConfig, "engine" | "textract"> } = {},
): Promise<TierState> {
  const now = options.now ?? new Date();
  const [owner] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId));
  if (!owner) throw new ApiError(401, messages.auth.sessionExpired);
  const documentCount = await countDocuments(db, userId);
  let read: SubscriptionRead | null;
  try {
    read = await readSubscription(db, userId);
  } catch {
    const reason = messages.tiers.subscriptionUnverifiable;
    return {
      tier: {
        tier: "free",
        planName: "",
        remaining: 0,
        documentsGeneratedCount: documentCount,
        trialEndsAt: null,
        canGenerate: false,
        reason,
      },
      info: { ...unverifiableTierInfo(), documentsGeneratedCount: documentCount },
    };
  }
  const sub = read?.subscription ?? null;
  const tier = decideTier({
    now,
    userCreatedAt: owner.createdAt,
    documentCount,
    subscription: sub && {
      status: sub.status,
      planName: sub.plan_name,
      paymentGateway: sub.payment_gateway,
      currentPeriodEnd: sub.current_period_end,
      documentsGeneratedCount: sub.documents_generated_count,
    },
  });
  const info = describeTier({
    decision: tier,
    subscription: sub && { status: sub.status, current_period_end: sub.current_period_end },
    plan: tier.tier === "paid" ? (read?.plan ?? null) : null,
    paidOcrProvider: paidOcrProvider(options.documents),
  });
  return { tier, info };
}

export async function getUserTier(db: Database, userId: string, now = new Date()): Promise<TierDecision> {
  return (await getUserTierState(db, userId, { now })).tier;
}

/** spec 2 §7 getUserTierInfo. */
export async function getUserTierInfo(
  db: Database,
  userId: string,
  options: { now?: Date; documents?: Pick<DocumentsConfig, "engine" | "textract"> } = {},
): Promise<TierInfo> {
  return (await getUserTierState(db, userId, options)).info;
}

/** spec 2 §7 getRemainingDocuments: 999999 for paid users. */
export async function getRemainingDocuments(db: Database, userId: string, now = new Date()): Promise<number> {
  return (await getUserTier(db, userId, now)).remaining;
}

/** spec 2 §7 canUseTextract: server extraction is for a paid tier whose subscription could be read. */
export async function canUseTextract(db: Database, userId: string, now = new Date()): Promise<boolean> {
  return canUseTextractRule((await getUserTierState(db, userId, { now })).info);
}

/** spec 2 §7 hasPremiumAccess. */
export async function hasPremiumAccess(db: Database, userId: string, now = new Date()): Promise<boolean> {
  return hasPremiumAccessRule((await getUserTierState(db, userId, { now })).info);
}

/** Refuses with 403 and the spec's message when the user cannot generate (spec 1 §5, spec 2 §8). */
export async function assertCanGenerate(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<TierDecision> {
  const tier = await getUserTier(db, userId, now);
  if (!tier.canGenerate) throw new ApiError(403, tier.reason ?? messages.tiers.limitReached);
  return tier;
}

/**
 * spec 2 §7 getUserSubscription: the newest active subscription joined with its plan; failing that, the newest of
 * any status (a cancelled or expired one still says when a free user's access ended). Only the user's own.
 */
export async function getUserSubscription(
  db: Database,
  userId: string,
): Promise<SubscriptionWithPlan | null> {
  return (await readSubscription(db, userId))?.subscription ?? null;
}

/** One of the user's subscriptions, with its plan name; another user's id finds nothing. */
export async function getUserSubscriptionById(
  db: Database,
  userId: string,
  id: string,
): Promise<SubscriptionWithPlan | null> {
  return (await readSubscription(db, userId, id))?.subscription ?? null;
}

async function readSubscription(db: Database, userId: string, id?: string): Promise<SubscriptionRead | null> {
  const [row] = await db
    .select({
      subscription: {
        id: userSubscriptions.id,
        user_id: userSubscriptions.user_id,
        plan_id: userSubscriptions.plan_id,
        status: userSubscriptions.status,
        current_period_start: userSubscriptions.current_period_start,
        current_period_end: userSubscriptions.current_period_end,
        cancel_at_period_end: userSubscriptions.cancel_at_period_end,
        documents_generated_count: userSubscriptions.documents_generated_count,
        payment_gateway: userSubscriptions.payment_gateway,
        gateway_subscription_id: userSubscriptions.gateway_subscription_id,
        created_at: userSubscriptions.created_at,
        updated_at: userSubscriptions.updated_at,
      },
      planName: subscriptionPlans.name,
      features: subscriptionPlans.features,
      textractPageLimit: subscriptionPlans.textract_page_limit,
    })
    .from(userSubscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.plan_id))
    .where(
      and(
        eq(userSubscriptions.user_id, userId),
        isNull(userSubscriptions.deleted_at),
        id === undefined ? undefined : eq(userSubscriptions.id, id),
      ),
    )
    .orderBy(
      desc(sql`(${userSubscriptions.status} = ${ACTIVE_SUBSCRIPTION_STATUS})`),
      desc(userSubscriptions.created_at),
      desc(userSubscriptions.id),
    )
    .limit(1);
  if (!row) return null;
  // A subscription whose plan cannot be found cannot be verified (the foreign key keeps this from happening,
  // short of a damaged database): never guess a tier for it.
  if (row.planName === null || !Array.isArray(row.features)) {
    throw new Error(`subscription ${row.subscription.id} has no readable plan`);
  }
  return {
    subscription: {
      ...(row.subscription as Omit<SubscriptionWithPlan, "plan_name">),
      plan_name: row.planName,
    },
    plan: { features: row.features, textract_page_limit: row.textractPageLimit ?? 0 },
  };
}

/** document_counts {user_id, count} (spec 1 §3): a view over the extraction log; no row means 0. */
async function countDocuments(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: documentCounts.count })
    .from(documentCounts)
    .where(eq(documentCounts.user_id, userId));
  return row?.count ?? 0;
}
