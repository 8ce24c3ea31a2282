import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { syncedColumns } from "./columns.ts";
import { now, ts } from "./time.ts";

/** spec 1 §3 waitlist; positions are unique so concurrent joins never share one. */
export const waitlist = pgTable("waitlist", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  referral_source: text("referral_source"),
  position: integer("position").notNull().unique(),
  created_at: ts("created_at").notNull().default(now),
});

/** spec 2 §3 subscription plan. Price in major units of `currency`. */
export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    interval: text("interval").notNull().default("monthly"),
    features: jsonb("features").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    is_active: boolean("is_active").notNull().default(true),
    live_product_link: text("live_product_link"),
    textract_page_limit: integer("textract_page_limit").notNull().default(0),
    /** Dodo charges a product's own price: the Dodo product sold for this plan (issue 20); null = not on Dodo. */
    dodo_product_id: text("dodo_product_id"),
    created_at: ts("created_at").notNull().default(now),
    updated_at: ts("updated_at").notNull().default(now),
  },
  (t) => [index("subscription_plans_active_price_idx").on(t.is_active, t.price)],
);

/** User-owned rows the server creates (not the device): the synced columns, with an id the database makes. */
const ownedColumns = () => ({ ...syncedColumns(), id: uuid("id").primaryKey().defaultRandom() });

/** spec 2 §3 user subscription. */
export const userSubscriptions = pgTable(
  "user_subscriptions",
  {
    ...ownedColumns(),
    plan_id: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text("status").notNull().default("pending"),
    current_period_start: ts("current_period_start"),
    current_period_end: ts("current_period_end"),
    cancel_at_period_end: boolean("cancel_at_period_end").notNull().default(false),
    documents_generated_count: integer("documents_generated_count").notNull().default(0),
    payment_gateway: text("payment_gateway"),
    gateway_subscription_id: text("gateway_subscription_id"),
  },
  (t) => [
    // spec 2 §7: by user and status, newest first; by user and plan
    index("user_subscriptions_user_status_idx").on(t.user_id, t.status, t.created_at),
    index("user_subscriptions_user_plan_idx").on(t.user_id, t.plan_id, t.created_at),
  ],
);

/** spec 2 §3 payment. One row per gateway payment id, so a replayed verification never pays twice. */
export const payments = pgTable(
  "payments",
  {
    ...ownedColumns(),
    plan_id: uuid("plan_id").references(() => subscriptionPlans.id),
    payment_gateway: text("payment_gateway").notNull(),
    gateway_payment_id: text("gateway_payment_id").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull().default("USD"),
    status: text("status").notNull().default("pending"),
    payment_method: text("payment_method").notNull().default("card"),
    gateway_response: jsonb("gateway_response").$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex("payments_gateway_payment_uq").on(t.payment_gateway, t.gateway_payment_id),
    index("payments_user_created_idx").on(t.user_id, t.created_at),
  ],
);

/**
 * Webhook deliveries already handled, by the gateway's event id (issue 20 §3): a replayed delivery answers 200 and
 * changes nothing. Not user-owned: an event is recorded before (or without) knowing whose payment it names.
 */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gateway: text("gateway").notNull(),
    event_id: text("event_id").notNull(),
    event_type: text("event_type").notNull(),
    received_at: ts("received_at").notNull().default(now),
  },
  (t) => [uniqueIndex("payment_webhook_events_gateway_event_uq").on(t.gateway, t.event_id)],
);
