-- Every write to a user's synced row goes through withUserWrites (apps/server/src/db/user-writes.ts, DESIGN §4):
-- a transaction that holds the user's advisory write lock and names the user in the transaction setting
-- lectern.writer. This guard refuses any insert or update of a synced row that did not: a writer that skipped the
-- lock could commit a smaller server_seq after a larger one, and a pull's cursor would pass it forever (issue 13).
-- The trigger is named so that it fires before <table>_server_seq (triggers fire in name order): a refused write
-- takes no number.
CREATE OR REPLACE FUNCTION "lectern_guard_user_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('lectern.writer', true) IS DISTINCT FROM NEW.user_id::text
     OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    RAISE EXCEPTION 'write to % for user % outside withUserWrites (the user''s write lock is not held)',
      TG_TABLE_NAME, NEW.user_id
      USING ERRCODE = 'LW001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notes','flashcards','flashcard_reviews','spaced_repetition_schedule','quizzes',
    'quiz_attempts','summaries','study_sessions','user_goals','document_extractions']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION lectern_guard_user_write()',
      t || '_guard_writer', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The sync epoch (DESIGN §4): pull answers carry it; it changes when the server finds it has lost numbers a device
-- already holds (a restored backup), and a device seeing a new epoch starts its cursor over (services/sync/epoch.ts).
INSERT INTO "server_settings" ("key", "value") VALUES ('sync_epoch', gen_random_uuid()::text) ON CONFLICT ("key") DO NOTHING;
