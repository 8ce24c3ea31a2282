-- The progress dashboard (issue 17): the indexes its aggregates read by user and time (notes created, reviews), the
-- user's newest attempts (subject performance, weak areas) and each quiz's newest attempts (their look-up further
-- back), partial on live rows since tombstones are never counted.
CREATE INDEX "notes_user_created_live_idx" ON "notes" USING btree ("user_id","created_at") WHERE "notes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "flashcard_reviews_user_reviewed_live_idx" ON "flashcard_reviews" USING btree ("user_id","reviewed_at") WHERE "flashcard_reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_recent_live_idx" ON "quiz_attempts" USING btree ("user_id","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "quiz_attempts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_recent_live_idx" ON "quiz_attempts" USING btree ("quiz_id","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "quiz_attempts"."deleted_at" is null;