import { messages, type VerifyPaymentResponse } from "@lectern/core";
import { and, eq, isNull } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { payments } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import type { Logger } from "../../logger.ts";
import { type GatewayName, PaymentGatewayError } from "../payments/gateway.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { type PaymentOutcome, settleVerifiedPayment } from "./completion.ts";
import { gatewayFor } from "./gateways.ts";

/** The callback page polls up to 6 times per payment (spec 2 §9): room for a few payments per window. */
const VERIFY_CALLS_PER_CHECKOUT = 5;

/**
 * POST /api/payments/verify (issue 20 §3): the reference from the callback URL is only a name to ask the gateway
 * about. Unknown to the gateway, or a payment of another user → 404 (the same answer, nothing revealed or changed).
 */
export async function verifyPaymentForCaller(
  deps: { db: Database; config: Config; logger: Logger },
  callerId: string,
  request: { reference: string; gateway?: GatewayName },
): Promise<VerifyPaymentResponse> {
  const { db, config, logger } = deps;
  const name = request.gateway ?? (await gatewayOfReference(db, callerId, request.reference)) ?? "dodo";
  const gateway = gatewayFor(config.payments, name);
  if (!gateway) throw new ApiError(503, messages.payments.notConfigured);

  const rule = config.payments.rateLimit;
  const verdict = await consumeRateLimit(db, `usage:payment-verify:user:${callerId}`, {
    max: rule.max * VERIFY_CALLS_PER_CHECKOUT,
    windowSeconds: rule.windowSeconds,
  });
  if (!verdict.allowed) {
    const retryAfter = verdict.retryAfter ?? rule.windowSeconds;
    throw new ApiError(429, messages.auth.tooManyAttempts(retryAfter), { retryAfter });
  }

  let verified: Awaited<ReturnType<typeof gateway.verifyPayment>>;
  try {
    verified = await gateway.verifyPayment(request.reference);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    logger.warn(
      { gateway: name, status: error.status, upstream: error.upstream, err: error.message },
      "payment verification failed",
    );
    throw new ApiError(502, messages.payments.verificationError);
  }
  if (!verified) throw new ApiError(404, messages.payments.verificationError);
  const outcome = await settleVerifiedPayment(db, verified, { callerId, logger });
  return answerOf(outcome);
}

export function answerOf(outcome: PaymentOutcome): VerifyPaymentResponse {
  switch (outcome.kind) {
    case "unknown":
      throw new ApiError(404, messages.payments.verificationError);
    case "pending":
      return { status: "pending", message: messages.payments.verificationPending };
    case "failed":
      return { status: "failed", message: messages.payments.paymentStatus(outcome.gatewayStatus) };
    case "refused":
      return { status: "failed", message: outcome.reason };
    case "completed":
      return { status: "completed", message: messages.payments.succeeded, planName: outcome.planName };
  }
}

/** Which gateway the caller's own pending payment under this reference went through (Paystack's references). */
async function gatewayOfReference(
  db: Database,
  userId: string,
  reference: string,
): Promise<GatewayName | null> {
  const [row] = await db
    .select({ gateway: payments.payment_gateway })
    .from(payments)
    .where(
      and(
        eq(payments.user_id, userId),
        eq(payments.gateway_payment_id, reference),
        isNull(payments.deleted_at),
      ),
    )
    .limit(1);
  return row?.gateway === "dodo" || row?.gateway === "paystack" ? row.gateway : null;
}
