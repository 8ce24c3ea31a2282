import {
  type CreatePaymentResponse,
  isPlanHidden,
  messages,
  PAYMENT_CALLBACK_PATH,
  toMinorUnits,
} from "@lectern/core";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { payments, subscriptionPlans, userSubscriptions } from "../../db/schema/index.ts";
import { withUserWrites } from "../../db/user-writes.ts";
import { ApiError } from "../../http/errors.ts";
import type { Logger } from "../../logger.ts";
import { type GatewayName, PaymentGatewayError } from "../payments/gateway.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { gatewayFor } from "./gateways.ts";

/** Lectern wording: the Free plan is the free tier itself; there is nothing to pay for. */
export const FREE_PLAN_NOT_FOR_SALE = "The free plan needs no payment";
export const PLAN_NOT_FOUND = "Plan not found";

export type CheckoutCaller = { id: string; email: string };

/**
 * create-payment (spec 2 §7, issue 20 §2): a hosted checkout at the gateway for one of the offered plans, at the
 * PLAN's price in the plan's currency, for the signed-in user (whatever amount, user or e-mail the body names).
 * The pending subscription and the pending payment are stored under the checkout's reference, so verification
 * and webhooks find whose payment it is without trusting anything the browser says.
 */
export async function createPayment(
  deps: { db: Database; config: Config; logger: Logger },
  caller: CheckoutCaller,
  request: { gateway: GatewayName; planId: string },
): Promise<CreatePaymentResponse> {
  const { db, config, logger } = deps;
  const gateway = gatewayFor(config.payments, request.gateway);
  if (!gateway) throw new ApiError(503, messages.payments.notConfigured);

  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, request.planId), eq(subscriptionPlans.is_active, true)));
  // a hidden plan ('pro', spec 2 §6) is not offered, so it cannot be bought either
  if (!plan || isPlanHidden(plan.name)) throw new ApiError(404, PLAN_NOT_FOUND);
  if (plan.price <= 0) throw new ApiError(400, FREE_PLAN_NOT_FOR_SALE);
  // Dodo charges a product's own price: a plan not set up as a Dodo product cannot be sold through Dodo here
  if (request.gateway === "dodo" && !plan.dodo_product_id) {
    throw new ApiError(503, messages.payments.notConfigured);
  }

  const rule = config.payments.rateLimit;
  const verdict = await consumeRateLimit(db, `usage:payments:user:${caller.id}`, rule);
  if (!verdict.allowed) {
    const retryAfter = verdict.retryAfter ?? rule.windowSeconds;
    throw new ApiError(429, messages.auth.tooManyAttempts(retryAfter), { retryAfter });
  }

  let checkout: { checkoutUrl: string; reference: string };
  try {
    checkout = await gateway.createCheckout({
      amountMinor: toMinorUnits(plan.price, plan.currency),
      currency: plan.currency,
      email: caller.email,
      userId: caller.id,
      planId: plan.id,
      planName: plan.name,
      interval: plan.interval,
      callbackUrl: `${config.publicUrl}${PAYMENT_CALLBACK_PATH}`,
      ...(plan.dodo_product_id && { productId: plan.dodo_product_id }),
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // the gateway's own words stay in the log (issue 18 §3)
    logger.warn(
      { gateway: request.gateway, status: error.status, upstream: error.upstream, err: error.message },
      "payment initialization failed",
    );
    throw new ApiError(502, messages.payments.initFailed);
  }

  await withUserWrites(db, caller.id, async (tx) => {
    await tx.insert(userSubscriptions).values({
      user_id: caller.id,
      plan_id: plan.id,
      status: "pending",
      payment_gateway: request.gateway,
      gateway_subscription_id: checkout.reference,
    });
    await tx.insert(payments).values({
      user_id: caller.id,
      plan_id: plan.id,
      payment_gateway: request.gateway,
      gateway_payment_id: checkout.reference,
      amount: plan.price,
      currency: plan.currency,
      status: "pending",
      gateway_response: {
        payment_id: checkout.reference,
        status: "pending",
        plan_id: plan.id,
        amount: toMinorUnits(plan.price, plan.currency),
        currency: plan.currency,
      },
    });
  });
  return request.gateway === "dodo"
    ? { checkout_url: checkout.checkoutUrl, payment_id: checkout.reference }
    : { authorization_url: checkout.checkoutUrl, reference: checkout.reference };
}
