CREATE TABLE "generation_requests" (
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generation_requests_user_id_request_id_kind_pk" PRIMARY KEY("user_id","request_id","kind")
);
--> statement-breakpoint
-- sync_applied_ops keeps the outcome of an op, not the pushed record (issue 13): existing rows keep their status,
-- record id and server_seq, read from the stored answer before it is dropped.
ALTER TABLE "sync_applied_ops" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "sync_applied_ops" ADD COLUMN "record_id" uuid;--> statement-breakpoint
ALTER TABLE "sync_applied_ops" ADD COLUMN "server_seq" bigint;--> statement-breakpoint
UPDATE "sync_applied_ops" SET
  "status" = coalesce("result"->>'status', 'applied'),
  "record_id" = CASE WHEN "result"->'record'->>'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    THEN ("result"->'record'->>'id')::uuid END,
  "server_seq" = CASE WHEN "result"->'record'->>'server_seq' ~ '^[0-9]{1,18}$'
    THEN ("result"->'record'->>'server_seq')::bigint END;--> statement-breakpoint
ALTER TABLE "sync_applied_ops" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_requests" ADD CONSTRAINT "generation_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_requests_created_at_idx" ON "generation_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sync_applied_ops_applied_at_idx" ON "sync_applied_ops" USING btree ("applied_at");--> statement-breakpoint
ALTER TABLE "sync_applied_ops" DROP COLUMN "result";