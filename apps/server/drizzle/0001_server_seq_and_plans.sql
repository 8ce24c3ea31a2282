-- The server change sequence (DESIGN §4): every insert or update of a synced row takes the next number, so a
-- device can pull "everything after my cursor". Writers take a per-user advisory lock before writing, so one
-- user's numbers commit in order and a cursor never skips a row.
CREATE SEQUENCE IF NOT EXISTS "lectern_server_seq" AS bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lectern_stamp_server_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.server_seq := nextval('lectern_server_seq');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notes','flashcards','flashcard_reviews','spaced_repetition_schedule','quizzes',
    'quiz_attempts','summaries','study_sessions','user_goals','document_extractions','user_subscriptions','payments']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION lectern_stamp_server_seq()',
      t || '_server_seq', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- spec 2 §3 document_counts: derived from the extraction log, never stored as a counter.
CREATE VIEW "document_counts" AS
  SELECT "user_id", count(*)::integer AS "count"
  FROM "document_extractions"
  WHERE "deleted_at" IS NULL
  GROUP BY "user_id";
--> statement-breakpoint
-- Seed plans (spec 2 §3, §6): Free, Student monthly (Most Popular) and yearly, and a Pro plan that the
-- plans list hides because its name contains "pro".
INSERT INTO "subscription_plans" ("id", "name", "description", "price", "currency", "interval", "features", "is_active", "textract_page_limit") VALUES
  ('00000000-0000-4000-8000-000000000001', 'Free', 'Try Lectern: one week of access and 5 documents.', 0, 'USD', 'monthly',
   '["5 lifetime documents","5 MB files","Basic OCR","On-device transcription","Flashcards and quizzes"]'::jsonb, true, 5),
  ('00000000-0000-4000-8000-000000000002', 'Student', 'Everything you need for a semester of lectures.', 5, 'USD', 'monthly',
   '["Unlimited documents","Premium OCR up to 500 pages","AI flashcards, quizzes and summaries","Spaced repetition","Progress dashboard and goals","Offline sync across devices"]'::jsonb, true, 500),
  ('00000000-0000-4000-8000-000000000003', 'Student Annual', 'A whole year of Lectern for the price of ten months.', 50, 'USD', 'yearly',
   '["Unlimited documents","Premium OCR up to 500 pages","AI flashcards, quizzes and summaries","Spaced repetition","Progress dashboard and goals","Offline sync across devices"]'::jsonb, true, 500),
  ('00000000-0000-4000-8000-000000000004', 'Pro', 'For teams and institutions (not offered to students).', 15, 'USD', 'monthly',
   '["Everything in Student","Team workspaces"]'::jsonb, true, 2000)
ON CONFLICT ("id") DO NOTHING;
