ALTER TABLE "rate_limit" ADD COLUMN "expires_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_expires_at_idx" ON "rate_limit" USING btree ("expires_at");