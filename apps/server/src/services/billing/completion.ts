import { FALLBACK_PLAN_NAME, fromMinorUnits, isUuidV4, messages, paymentCoversPlan } from "@lectern/core";
import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, subscriptionPlans, user } from "../../db/schema/index.ts";
import { withUserWrites } from "../../db/user-writes.ts";
import type { Logger } from "../../logger.ts";
import type { VerifiedPayment } from "../payments/gateway.ts";
import { activateSubscription, findPaymentRow } from "./activation.ts";

/** What a verified payment came to. `unknown`: not a payment of ours (or not the caller's): nothing changed. */
export type PaymentOutcome =
  | { kind: "completed"; planName: string; alreadyActivated: boolean }
  | { kind: "pending" }
  | { kind: "failed"; gatewayStatus: string }
  | { kind: "unknown" }
  | { kind: "refused"; reason: string };

type OurRow = { userId: string; planId: string | null };

/**
 * The one completion path (issue 20 §3), for POST /api/payments/verify and both webhooks alike: `payment` is a
 * fact the server checked itself (the gateway's answer to our call, or a signed webhook). Whose payment it is
 * comes from our own pending row for it, else from the metadata we put into the checkout; `callerId` (verify)
 * must be that owner, or the payment is answered as unknown. A completed payment activates only when its amount
 * and currency cover the plan's price (core paymentCoversPlan); a failed one is recorded; pending changes nothing.
 */
export async function settleVerifiedPayment(
  db: Database,
  payment: VerifiedPayment,
  options: { callerId?: string; logger?: Logger; now?: Date } = {},
): Promise<PaymentOutcome> {
  const ours = await ourPaymentRow(db, payment);
  const ownerId = ours?.userId ?? (await metadataUser(db, payment.metadata.userId));
  if (!ownerId || (options.callerId !== undefined && ownerId !== options.callerId))
    return { kind: "unknown" };
  if (payment.status === "pending") return { kind: "pending" };

  const plan = await planOf(db, ours?.planId ?? null, payment.metadata.planId);
  if (payment.status === "failed") {
    await recordFailedPayment(db, ownerId, plan?.id ?? null, payment);
    return { kind: "failed", gatewayStatus: payment.gatewayStatus };
  }
  if (!plan) return { kind: "refused", reason: messages.payments.noPlanToActivate };
  if (!paymentCoversPlan(payment, plan)) {
    options.logger?.warn(
      {
        reference: payment.reference,
        gateway: payment.gateway,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        planId: plan.id,
      },
      "payment does not cover its plan's price: nothing activated",
    );
    return { kind: "refused", reason: messages.payments.verificationError };
  }
  const result = await activateSubscription(db, {
    userId: ownerId,
    plan,
    gateway: payment.gateway,
    payment,
    now: options.now,
  });
  return { kind: "completed", planName: plan.name, alreadyActivated: result.alreadyActivated };
}

/** Our row for this payment, of any user: by the gateway's payment id or the checkout reference it came from. */
async function ourPaymentRow(db: Database, payment: VerifiedPayment): Promise<OurRow | null> {
  const ids = [payment.reference, payment.checkoutReference].filter((id): id is string => Boolean(id));
  const [row] = await db
    .select({ userId: payments.user_id, planId: payments.plan_id, id: payments.gateway_payment_id })
    .from(payments)
    .where(
      and(
        eq(payments.payment_gateway, payment.gateway),
        isNull(payments.deleted_at),
        or(...ids.map((id) => eq(payments.gateway_payment_id, id))),
      ),
    )
    .orderBy(desc(payments.created_at))
    .limit(1);
  return row ? { userId: row.userId, planId: row.planId } : null;
}

/** The user our checkout metadata names, when it is one (a live product link's payment has no row of ours). */
async function metadataUser(db: Database, userId: string | undefined): Promise<string | null> {
  if (!userId || !isUuidV4(userId)) return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row?.id ?? null;
}

/** spec 2 §7: the plan of our payment row, else the metadata's planId, else the plan named Student. */
export async function planOf(db: Database, rowPlanId: string | null, metadataPlanId: string | undefined) {
  const columns = {
    id: subscriptionPlans.id,
    name: subscriptionPlans.name,
    interval: subscriptionPlans.interval,
    price: subscriptionPlans.price,
    currency: subscriptionPlans.currency,
  };
  for (const id of [rowPlanId, metadataPlanId]) {
    if (!id || !isUuidV4(id)) continue;
    const [plan] = await db.select(columns).from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    if (plan) return plan;
  }
  const [fallback] = await db
    .select(columns)
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, FALLBACK_PLAN_NAME))
    .orderBy(desc(subscriptionPlans.is_active))
    .limit(1);
  return fallback ?? null;
}

/** A failed payment is recorded (spec 2 §4 payment status failed); a completed row is never turned back. */
async function recordFailedPayment(
  db: Database,
  userId: string,
  planId: string | null,
  payment: VerifiedPayment,
): Promise<void> {
  await withUserWrites(db, userId, async (tx) => {
    const rowId = await findPaymentRow(tx, userId, payment.gateway, payment);
    const values = {
      gateway_payment_id: payment.reference,
      status: "failed",
      gateway_response: payment.summary,
      updated_at: new Date().toISOString(),
    };
    if (rowId) {
      await tx
        .update(payments)
        .set(values)
        .where(
          and(eq(payments.id, rowId), or(eq(payments.status, "pending"), eq(payments.status, "failed"))),
        );
      return;
    }
    await tx
      .insert(payments)
      .values({
        ...values,
        user_id: userId,
        plan_id: planId,
        payment_gateway: payment.gateway,
        amount: fromMinorUnits(payment.amountMinor, payment.currency),
        currency: payment.currency,
      })
      .onConflictDoNothing();
  });
}
