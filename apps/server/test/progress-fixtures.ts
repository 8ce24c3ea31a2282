import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import { withUserWrites } from "../src/db/user-writes.ts";

// Hand-made activity for the progress and goal tests: rows written straight into the synced tables (through
// withUserWrites, as every server writer does), each at a pinned instant, so the expected figures can be worked
// out by hand from the instants alone.

type Fields = Record<string, unknown>;

export function seeder(db: Database, userId: string) {
  const write = (query: ReturnType<typeof sql>) => withUserWrites(db, userId, (tx) => tx.execute(query));
  return {
    async note(
      fields: {
        title?: string;
        subject?: string;
        topics?: string[];
        tags?: string[];
        at?: string;
        deleted?: boolean;
      } = {},
    ) {
      const id = randomUUID();
      const at = fields.at ?? "2026-01-01T00:00:00.000Z";
      await write(sql`insert into notes (id, user_id, title, subject, topics, tags, created_at, updated_at, deleted_at)
        values (${id}::uuid, ${userId}::uuid, ${fields.title ?? "A note"}, ${fields.subject ?? "General"},
          ${JSON.stringify(fields.topics ?? [])}::jsonb, ${JSON.stringify(fields.tags ?? [])}::jsonb,
          ${at}::timestamptz, ${at}::timestamptz, ${fields.deleted ? at : null}::timestamptz)`);
      return id;
    },
    async quiz(noteId: string | null, title = "Quiz: A note") {
      const id = randomUUID();
      await write(sql`insert into quizzes (id, user_id, note_id, title)
        values (${id}::uuid, ${userId}::uuid, ${noteId}::uuid, ${title})`);
      return id;
    },
    async attempt(
      quizId: string,
      at: string,
      fields: { score?: number; total?: number; seconds?: number; deleted?: boolean } = {},
    ) {
      const id = randomUUID();
      await write(sql`insert into quiz_attempts (id, user_id, quiz_id, score, total_questions, time_taken, completed_at, deleted_at)
        values (${id}::uuid, ${userId}::uuid, ${quizId}::uuid, ${fields.score ?? 100}, ${fields.total ?? 10},
          ${fields.seconds ?? 0}, ${at}::timestamptz, ${fields.deleted ? at : null}::timestamptz)`);
      return id;
    },
    async session(
      at: string,
      fields: { seconds?: number; deckId?: string; cards?: number; deleted?: boolean } = {},
    ) {
      const id = randomUUID();
      await write(sql`insert into study_sessions (id, user_id, flashcard_deck_id, cards_studied, session_duration, completed_at, deleted_at)
        values (${id}::uuid, ${userId}::uuid, ${fields.deckId ?? "direct-study"}, ${fields.cards ?? 1},
          ${fields.seconds ?? 0}, ${at}::timestamptz, ${fields.deleted ? at : null}::timestamptz)`);
      return id;
    },
    async card(fields: { noteId?: string | null; front?: string; deleted?: boolean } = {}) {
      const id = randomUUID();
      await write(sql`insert into flashcards (id, user_id, note_id, front, back, deleted_at)
        values (${id}::uuid, ${userId}::uuid, ${fields.noteId ?? null}::uuid, ${fields.front ?? "Front"}, 'Back',
          ${fields.deleted ? "2026-01-01T00:00:00Z" : null}::timestamptz)`);
      return id;
    },
    async review(cardId: string, at: string, fields: { deleted?: boolean } = {}) {
      await write(sql`insert into flashcard_reviews (id, user_id, flashcard_id, quality, correct, reviewed_at, deleted_at)
        values (${randomUUID()}::uuid, ${userId}::uuid, ${cardId}::uuid, 4, true, ${at}::timestamptz,
          ${fields.deleted ? at : null}::timestamptz)`);
    },
    async schedule(cardId: string, due: string, fields: { deleted?: boolean } = {}) {
      await write(sql`insert into spaced_repetition_schedule (id, user_id, flashcard_id, next_review_date, deleted_at)
        values (${randomUUID()}::uuid, ${userId}::uuid, ${cardId}::uuid, ${due}::timestamptz,
          ${fields.deleted ? due : null}::timestamptz)`);
    },
    async goal(fields: Fields) {
      const id = randomUUID();
      await write(sql`insert into user_goals (id, user_id, title, goal_type, target_value, current_value, unit, period,
          start_date, end_date, is_active)
        values (${id}::uuid, ${userId}::uuid, ${fields.title ?? "Goal"}, ${fields.goalType}, ${fields.target ?? 1},
          ${fields.current ?? 0}, ${fields.unit ?? "items"}, ${fields.period ?? "daily"},
          ${fields.start ?? "2026-01-01T00:00:00Z"}::timestamptz, ${fields.end ?? null}::timestamptz,
          ${fields.active ?? true})`);
      return id;
    },
  };
}

/** A new verified user straight in the table (the tests read services and routes, not sign-up) and its seeder. */
export async function newSeededUser(db: Database, mailDomain: string) {
  const id = randomUUID();
  await db.execute(
    sql`insert into "user" (id, name, email, email_verified) values (${id}::uuid, 'Student', ${`${id}@${mailDomain}`}, true)`,
  );
  return { id, seed: seeder(db, id) };
}
