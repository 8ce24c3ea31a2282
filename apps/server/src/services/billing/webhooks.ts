import { messages } from "@lectern/core";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { paymentWebhookEvents } from "../../db/schema/index.ts";
import { ApiError } from "../../http/errors.ts";
import type { Logger } from "../../logger.ts";
import { type GatewayName, WebhookSignatureError } from "../payments/gateway.ts";
import { settleVerifiedPayment } from "./completion.ts";
import { gatewayFor } from "./gateways.ts";

export const WEBHOOK_SIGNATURE_INVALID = "Invalid webhook signature";

export type WebhookAnswer = { received: true; duplicate?: true; outcome?: string };

/**
 * A gateway's webhook (issue 20 §3), the second path to activation: accepted only with a valid signature over the
 * exact raw body, handled once per event id (a replay answers 200 and changes nothing), then the same completion
 * path as verification. The event is remembered only after it was handled, so a delivery that failed on our side
 * (a 500) is handled again when the gateway retries it; the completion path is itself idempotent per payment.
 */
export async function handleWebhook(
  deps: { db: Database; config: Config; logger: Logger },
  name: GatewayName,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<WebhookAnswer> {
  const { db, config, logger } = deps;
  const gateway = gatewayFor(config.payments, name);
  if (!gateway) throw new ApiError(503, messages.payments.notConfigured);
  let event: ReturnType<typeof gateway.verifyWebhook>;
  try {
    event = gateway.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    logger.warn({ gateway: name, err: error.message }, "webhook refused");
    throw new ApiError(401, WEBHOOK_SIGNATURE_INVALID);
  }
  const [seen] = await db
    .select({ id: paymentWebhookEvents.id })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.gateway, name), eq(paymentWebhookEvents.event_id, event.eventId)));
  if (seen) return { received: true, duplicate: true };

  let outcome: string | undefined;
  if (event.payment) {
    const settled = await settleVerifiedPayment(db, event.payment, { logger });
    outcome = settled.kind;
    if (settled.kind === "unknown" || settled.kind === "refused") {
      logger.warn(
        { gateway: name, eventId: event.eventId, reference: event.payment.reference, outcome: settled.kind },
        "webhook payment not activated",
      );
    }
  }
  await db
    .insert(paymentWebhookEvents)
    .values({ gateway: name, event_id: event.eventId, event_type: event.type })
    .onConflictDoNothing();
  return outcome ? { received: true, outcome } : { received: true };
}
