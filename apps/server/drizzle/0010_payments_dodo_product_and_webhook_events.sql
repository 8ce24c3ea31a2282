-- issue 20: Dodo charges a product's own price, so a plan names the Dodo product it is sold as (null: not buyable
-- through Dodo unless it has a live_product_link); webhook deliveries are remembered by event id so a replay changes
-- nothing. user_subscriptions and payments keep no guard trigger of migration 0006: every writer of them goes
-- through withUserWrites (services/billing/activation.ts) anyway.
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "dodo_product_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_gateway_event_uq" ON "payment_webhook_events" USING btree ("gateway","event_id");