import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { subscriptionPlans } from "../src/db/schema/index.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { type FakeWebhook, startFakeDodo, startFakePaystack } from "./fake-payment-gateways.ts";
import { PLAN } from "./generation-support.ts";
import { type Json, rowsOf } from "./support.ts";

// The app with both gateways configured against the fake Dodo and fake Paystack on 127.0.0.1 (issue 20 tests).

export const DODO_API_KEY = "dodo_test_key_h2";
export const DODO_WEBHOOK_SECRET = `whsec_${randomBytes(24).toString("base64")}`;
export const PAYSTACK_SECRET_KEY = "sk_test_h2_secret";
/** The seeded plans (migration 0001): Student 5 USD a month, Student Annual 50 USD a year, Pro hidden. */
export const PLANS = {
  ...PLAN,
  annual: "00000000-0000-4000-8000-000000000003",
  pro: "00000000-0000-4000-8000-000000000004",
};

export async function startBillingApp(env: Record<string, string> = {}) {
  const dodo = await startFakeDodo({
    apiKey: DODO_API_KEY,
    webhookSecret: DODO_WEBHOOK_SECRET,
    products: {
      pdt_student: { amountMinor: 500, currency: "USD" },
      pdt_annual: { amountMinor: 5000, currency: "USD" },
    },
  });
  const paystack = await startFakePaystack({ secretKey: PAYSTACK_SECRET_KEY });
  const t = await startAuthTestApp({
    DODO_PAYMENTS_API_KEY: DODO_API_KEY,
    DODO_PAYMENTS_BASE_URL: dodo.url,
    DODO_PAYMENTS_WEBHOOK_SECRET: DODO_WEBHOOK_SECRET,
    PAYSTACK_SECRET_KEY,
    PAYSTACK_BASE_URL: paystack.url,
    PAYMENTS_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  const { db } = t.database;
  await db
    .update(subscriptionPlans)
    .set({ dodo_product_id: "pdt_student" })
    .where(eq(subscriptionPlans.id, PLANS.student));
  await db
    .update(subscriptionPlans)
    .set({ dodo_product_id: "pdt_annual" })
    .where(eq(subscriptionPlans.id, PLANS.annual));
  let users = 0;
  return {
    ...t,
    dodo,
    paystack,
    newUser: (name = "buyer") => signedInBrowser(t.app, t.smtp, `${name}${users++}@billing.test`),
    /** Delivers a webhook the fake signed to the in-process app, exactly as signed (or as a test changed it). */
    deliver: (gateway: "dodo" | "paystack", webhook: FakeWebhook, headers: Record<string, string> = {}) =>
      t.app.request(`/api/webhooks/${gateway}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...webhook.headers, ...headers },
        body: webhook.rawBody,
      }),
    /** Every subscription row of a user, newest first. */
    subscriptions: async (userId: string) =>
      rowsOf<Json>(
        await db.execute(
          sql`select s.*, p.name as plan_name from user_subscriptions s join subscription_plans p on p.id = s.plan_id
              where s.user_id = ${userId} order by s.created_at desc, s.updated_at desc`,
        ),
      ),
    /** Every payment row of a user. */
    payments: async (userId: string) =>
      rowsOf<Json>(
        await db.execute(sql`select * from payments where user_id = ${userId} order by created_at`),
      ),
    close: async () => {
      await t.close();
      await dodo.close();
      await paystack.close();
    },
  };
}

export type BillingApp = Awaited<ReturnType<typeof startBillingApp>>;
