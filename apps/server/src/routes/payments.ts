import { createPaymentRequestSchema, verifyPaymentRequestSchema } from "@lectern/core";
import { and, desc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { payments, subscriptionPlans } from "../db/schema/index.ts";
import { jsonBody } from "../http/validate.ts";
import { createPayment } from "../services/billing/create.ts";
import { configuredGateways } from "../services/billing/gateways.ts";
import { verifyPaymentForCaller } from "../services/billing/verify.ts";

/**
 * Payments (spec 2 §7, issue 20): the caller's billing history, which gateways this server offers, checkout
 * (create-payment) and verification of a callback's reference. Only the signed-in user's payments, ever.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", async (c) => {
    const { db } = c.get("deps").database;
    const rows = await db
      .select({
        id: payments.id,
        user_id: payments.user_id,
        plan_id: payments.plan_id,
        payment_gateway: payments.payment_gateway,
        gateway_payment_id: payments.gateway_payment_id,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        payment_method: payments.payment_method,
        gateway_response: payments.gateway_response,
        created_at: payments.created_at,
        plan_name: subscriptionPlans.name,
      })
      .from(payments)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.plan_id))
      .where(and(eq(payments.user_id, c.get("user").id), isNull(payments.deleted_at)))
      .orderBy(desc(payments.created_at), desc(payments.id));
    return c.json({
      payments: rows.map((row) => ({ ...row, gateway_response: row.gateway_response ?? {} })),
    });
  })
  .get("/config", (c) => c.json({ gateways: configuredGateways(c.get("deps").config.payments) }))
  .post("/create", async (c) => {
    const body = await jsonBody(c, createPaymentRequestSchema);
    const { database, config, logger } = c.get("deps");
    const user = c.get("user");
    const answer = await createPayment(
      { db: database.db, config, logger },
      { id: user.id, email: user.email },
      { gateway: body.gateway, planId: body.planId },
    );
    return c.json(answer);
  })
  .post("/verify", async (c) => {
    const body = await jsonBody(c, verifyPaymentRequestSchema);
    const { database, config, logger } = c.get("deps");
    const answer = await verifyPaymentForCaller({ db: database.db, config, logger }, c.get("user").id, body);
    return c.json(answer);
  });
