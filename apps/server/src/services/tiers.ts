import {
  ACTIVE_SUBSCRIPTION_STATUS,
  decideTier,
  messages,
  type TierDecision,
  type TierSubscription,
} from "@lectern/core";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { documentCounts, subscriptionPlans, user, userSubscriptions } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";

/**
 * The one server module for tier rules (DESIGN §7): it gathers the facts from the database — sign-up time,
 * the current subscription with its plan, the document count — and leaves the decision to core's `decideTier`.
 * Every gate (generation today, document extraction and payments later) goes through here.
 */
export async function getUserTier(db: Database, userId: string, now = new Date()): Promise<TierDecision> {
  const [owner, subscription, documentCount] = await Promise.all([
    db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId)),
    currentSubscription(db, userId),
    countDocuments(db, userId),
  ]);
  const createdAt = owner[0]?.createdAt;
  if (!createdAt) throw new ApiError(401, "User not found");
  return decideTier({ now, userCreatedAt: createdAt, subscription, documentCount });
}

/** Refuses with 403 and the spec's message when the user cannot generate (spec 1 §5). */
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
 * spec 2 §7: the newest active subscription joined with its plan; failing that, the newest of any status
 * (a cancelled or expired one still says when a free user's access ended).
 */
async function currentSubscription(db: Database, userId: string): Promise<TierSubscription | null> {
  const [row] = await db
    .select({
      status: userSubscriptions.status,
      planName: subscriptionPlans.name,
      paymentGateway: userSubscriptions.payment_gateway,
      currentPeriodEnd: userSubscriptions.current_period_end,
      documentsGeneratedCount: userSubscriptions.documents_generated_count,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.plan_id))
    .where(and(eq(userSubscriptions.user_id, userId), isNull(userSubscriptions.deleted_at)))
    .orderBy(
      desc(sql`(${userSubscriptions.status} = ${ACTIVE_SUBSCRIPTION_STATUS})`),
      desc(userSubscriptions.created_at),
      desc(userSubscriptions.id),
    )
    .limit(1);
  return row ?? null;
}

/** document_counts {user_id, count} (spec 1 §3): a view over the extraction log; no row means 0. */
async function countDocuments(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: documentCounts.count })
    .from(documentCounts)
    .where(eq(documentCounts.user_id, userId));
  return row?.count ?? 0;
}
