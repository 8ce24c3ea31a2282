CREATE TABLE "study_preferences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"server_seq" bigint DEFAULT 0 NOT NULL,
	"scheduler" text DEFAULT 'spec' NOT NULL,
	"desired_retention" double precision DEFAULT 0.9 NOT NULL,
	"daily_review_cap" integer DEFAULT 200 NOT NULL,
	"exam_dates" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_preferences" ADD CONSTRAINT "study_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_preferences_user_uq" ON "study_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_preferences_user_seq_idx" ON "study_preferences" USING btree ("user_id","server_seq");--> statement-breakpoint
-- study_preferences is a synced table like the others (issue 14): every write takes the next server_seq
-- (migration 0001) and must come through withUserWrites (migration 0006; the guard's name sorts before the stamp's,
-- so a refused write takes no number).
CREATE TRIGGER "study_preferences_guard_writer" BEFORE INSERT OR UPDATE ON "study_preferences" FOR EACH ROW EXECUTE FUNCTION lectern_guard_user_write();--> statement-breakpoint
CREATE TRIGGER "study_preferences_server_seq" BEFORE INSERT OR UPDATE ON "study_preferences" FOR EACH ROW EXECUTE FUNCTION lectern_stamp_server_seq();
