import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { handleWebhook } from "../services/billing/webhooks.ts";
import type { GatewayName } from "../services/payments/gateway.ts";

/** Webhook bodies are small JSON events; anything larger is refused with 413 before it is read (app.ts). */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * POST /api/webhooks/dodo and /api/webhooks/paystack (issue 20 §3): no session and no same-origin check (the
 * gateway's server calls them; app.ts exempts the prefix), the signature over the exact raw body is the proof.
 */
const webhook = (name: GatewayName) =>
  new Hono<AppEnv>().post("/", async (c) => {
    const { database, config, logger } = c.get("deps");
    const rawBody = await c.req.text();
    // c.req.header() gives every header by its lower-case name (and type-checks without the DOM iterables).
    const headers: Record<string, string> = c.req.header();
    return c.json(await handleWebhook({ db: database.db, config, logger }, name, rawBody, headers));
  });

export const webhookRoutes = new Hono<AppEnv>()
  .route("/dodo", webhook("dodo"))
  .route("/paystack", webhook("paystack"));
