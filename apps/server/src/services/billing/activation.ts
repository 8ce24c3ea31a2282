import {
  ACTIVE_SUBSCRIPTION_STATUS,
  DEFAULT_PAYMENT_METHOD,
  fromMinorUnits,
  subscriptionPeriodEnd,
} from "@lectern/core";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, userSubscriptions } from "../../db/schema/index.ts";
import { type Tx, withUserWrites } from "../../db/user-writes.ts";

export type ActivationPlan = { id: string; name: string; interval: string };

/** The verified payment that pays for an activation (absent for an operator's grant). */
export type ActivationPayment = {
  /** The gateway's id of the payment (Dodo's payment_id, Paystack's reference). */
  reference: string;
  /** The id createCheckout answered (our pending rows carry it); the reference again on Paystack. */
  checkoutReference: string | null;
  amountMinor: number;
  currency: string;
  summary: Record<string, unknown>;
};

export type ActivationRequest = {
  userId: string;
  plan: ActivationPlan;
  /** dodo, paystack, or admin for `npm run admin -- grant-plan`. */
  gateway: string;
  payment?: ActivationPayment;
  now?: Date;
};

export type ActivationResult = {
  subscriptionId: string;
  /** True when this payment had activated its subscription already (a replayed webhook, a second verify). */
  alreadyActivated: boolean;
};

const PAYMENT_COMPLETED = "completed";

/**
 * Activation (spec 2 §4), the one way a plan becomes a user's: in one transaction holding the user's write lock
 * (withUserWrites, DESIGN §4), any active subscription of the user is set to expired with period end now; then the
 * pending row for the plan (the one this checkout made, else the newest pending one) or the existing row for the
 * plan becomes active, or a new active row is inserted. The period runs from now to subscriptionPeriodEnd (1 month,
 * 1 year, 30 days). The payment row is completed in the same transaction; a payment that completed before (the
 * payments unique index keeps one row per gateway payment id) activates nothing again. The lock serialises a
 * webhook and a verification of the same payment arriving together: the second sees the first's completed row.
 */
export function activateSubscription(db: Database, request: ActivationRequest): Promise<ActivationResult> {
  const now = request.now ?? new Date();
  return withUserWrites(db, request.userId, async (tx) => {
    const { userId, plan, gateway, payment } = request;
    if (payment) {
      const [done] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.payment_gateway, gateway),
            eq(payments.gateway_payment_id, payment.reference),
            eq(payments.status, PAYMENT_COMPLETED),
          ),
        );
      if (done) {
        const current = await activeSubscriptionId(tx, userId);
        return { subscriptionId: current ?? "", alreadyActivated: true };
      }
    }
    const nowIso = now.toISOString();
    await tx
      .update(userSubscriptions)
      .set({ status: "expired", current_period_end: nowIso, updated_at: nowIso })
      .where(
        and(
          eq(userSubscriptions.user_id, userId),
          eq(userSubscriptions.status, ACTIVE_SUBSCRIPTION_STATUS),
          isNull(userSubscriptions.deleted_at),
        ),
      );
    const period = {
      status: ACTIVE_SUBSCRIPTION_STATUS,
      current_period_start: nowIso,
      current_period_end: subscriptionPeriodEnd(now, plan.interval).toISOString(),
      cancel_at_period_end: false,
      payment_gateway: gateway,
      updated_at: nowIso,
    };
    const existing = await rowToActivate(tx, userId, plan.id, payment?.checkoutReference ?? null);
    let subscriptionId: string;
    if (existing) {
      await tx.update(userSubscriptions).set(period).where(eq(userSubscriptions.id, existing));
      subscriptionId = existing;
    } else {
      const [inserted] = await tx
        .insert(userSubscriptions)
        .values({
          ...period,
          user_id: userId,
          plan_id: plan.id,
          gateway_subscription_id: payment?.checkoutReference ?? payment?.reference ?? null,
        })
        .returning({ id: userSubscriptions.id });
      subscriptionId = inserted?.id as string;
    }
    if (payment) await completePaymentRow(tx, userId, plan.id, gateway, payment, nowIso);
    return { subscriptionId, alreadyActivated: false };
  });
}

async function activeSubscriptionId(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.user_id, userId),
        eq(userSubscriptions.status, ACTIVE_SUBSCRIPTION_STATUS),
        isNull(userSubscriptions.deleted_at),
      ),
    )
    .orderBy(desc(userSubscriptions.updated_at))
    .limit(1);
  return row?.id ?? null;
}

/**
 * spec 2 §4, §7: the pending row this checkout made (gateway_subscription_id = its reference), else the newest
 * pending row for the plan, else the newest row for the plan of any status; null → insert one.
 */
async function rowToActivate(
  tx: Tx,
  userId: string,
  planId: string,
  checkoutReference: string | null,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.user_id, userId),
        eq(userSubscriptions.plan_id, planId),
        isNull(userSubscriptions.deleted_at),
      ),
    )
    .orderBy(
      // (a constant in ORDER BY is an error, so without a reference this key is the pending one again)
      desc(
        checkoutReference === null
          ? sql`(${userSubscriptions.status} = 'pending')`
          : sql`(${userSubscriptions.gateway_subscription_id} is not distinct from ${checkoutReference})`,
      ),
      desc(sql`(${userSubscriptions.status} = 'pending')`),
      desc(userSubscriptions.created_at),
      desc(userSubscriptions.id),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The payment row (spec 2 §3): the pending one create-payment stored under the checkout reference becomes the
 * completed payment under the gateway's payment id; without one (a live product link, a lost row) it is inserted.
 */
async function completePaymentRow(
  tx: Tx,
  userId: string,
  planId: string,
  gateway: string,
  payment: ActivationPayment,
  nowIso: string,
) {
  const values = {
    plan_id: planId,
    gateway_payment_id: payment.reference,
    amount: fromMinorUnits(payment.amountMinor, payment.currency),
    currency: payment.currency.toUpperCase(),
    status: PAYMENT_COMPLETED,
    gateway_response: payment.summary,
    updated_at: nowIso,
  };
  const pending = await findPaymentRow(tx, userId, gateway, payment);
  if (pending) {
    await tx.update(payments).set(values).where(eq(payments.id, pending));
    return;
  }
  await tx
    .insert(payments)
    .values({ ...values, user_id: userId, payment_gateway: gateway, payment_method: DEFAULT_PAYMENT_METHOD });
}

/** The user's row for this payment: by its payment id, else a still-pending row under its checkout reference. */
export async function findPaymentRow(
  tx: Tx | Database,
  userId: string,
  gateway: string,
  payment: Pick<ActivationPayment, "reference" | "checkoutReference">,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.user_id, userId),
        eq(payments.payment_gateway, gateway),
        isNull(payments.deleted_at),
        payment.checkoutReference && payment.checkoutReference !== payment.reference
          ? sql`(${payments.gateway_payment_id} = ${payment.reference} or (${payments.gateway_payment_id} = ${payment.checkoutReference} and ${payments.status} = 'pending'))`
          : eq(payments.gateway_payment_id, payment.reference),
      ),
    )
    .orderBy(desc(sql`(${payments.gateway_payment_id} = ${payment.reference})`))
    .limit(1);
  return row?.id ?? null;
}
