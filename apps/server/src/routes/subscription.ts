import { canCancelSubscription, cancelSubscriptionRequestSchema, isUuidV4 } from "@lectern/core";
import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { userSubscriptions } from "../db/schema/index.ts";
import { withUserWrites } from "../db/user-writes.ts";
import { ApiError } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { getUserSubscription, getUserSubscriptionById } from "../services/tiers.ts";

export const SUBSCRIPTION_NOT_FOUND = "Subscription not found";
/** Lectern wording (spec 2 §4: Cancel only when active and not already set to cancel). */
export const SUBSCRIPTION_NOT_CANCELLABLE =
  "This subscription cannot be cancelled: it is not active, or it is already set to cancel at period end.";

/**
 * The caller's subscription (spec 2 §7): GET the current one, and cancel at period end (spec 2 §4: the plan stays
 * until current_period_end). Another user's subscription answers exactly like a missing one (DESIGN §3).
 */
export const subscriptionRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", async (c) => {
    const subscription = await getUserSubscription(c.get("deps").database.db, c.get("user").id);
    return c.json({ subscription });
  })
  .post("/cancel", async (c) => {
    const { subscriptionId } = await jsonBody(c, cancelSubscriptionRequestSchema);
    const { db } = c.get("deps").database;
    const userId = c.get("user").id;
    if (!isUuidV4(subscriptionId)) throw new ApiError(404, SUBSCRIPTION_NOT_FOUND);
    await withUserWrites(db, userId, async (tx) => {
      const mine = and(
        eq(userSubscriptions.id, subscriptionId),
        eq(userSubscriptions.user_id, userId),
        isNull(userSubscriptions.deleted_at),
      );
      const [row] = await tx.select().from(userSubscriptions).where(mine);
      if (!row) throw new ApiError(404, SUBSCRIPTION_NOT_FOUND);
      if (!canCancelSubscription(row)) throw new ApiError(409, SUBSCRIPTION_NOT_CANCELLABLE);
      await tx
        .update(userSubscriptions)
        .set({ cancel_at_period_end: true, updated_at: new Date().toISOString() })
        .where(mine);
    });
    return c.json({ subscription: await getUserSubscriptionById(db, userId, subscriptionId) });
  });
