import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import { withUserWrites } from "../src/db/user-writes.ts";

// A row of one user in every table of the schema that has a user_id (issue 18 §6 deletion test). Keyed by table
// name: the deletion test fails for a user-owned table that has no entry here, so a table added later is seeded
// (and its deletion proved) before the suite is green again. better-auth's session and account rows come from
// signing in; two_factor from turning two-factor on (or `twoFactorRow` below).

type Seed = (db: Database, userId: string, ids: SeedIds) => Promise<unknown>;
type SeedIds = { note: string; card: string; quiz: string };

const synced = (db: Database, userId: string, query: ReturnType<typeof sql>) =>
  withUserWrites(db, userId, (tx) => tx.execute(query));

export const SEEDS: Record<string, Seed> = {
  notes: (db, u, ids) =>
    synced(
      db,
      u,
      sql`insert into notes (id, user_id, title, content) values (${ids.note}::uuid, ${u}::uuid, 'N', 'c')`,
    ),
  flashcards: (db, u, ids) =>
    synced(
      db,
      u,
      sql`insert into flashcards (id, user_id, note_id, front, back) values (${ids.card}::uuid, ${u}::uuid, ${ids.note}::uuid, 'f', 'b')`,
    ),
  flashcard_reviews: (db, u, ids) =>
    synced(
      db,
      u,
      sql`insert into flashcard_reviews (id, user_id, flashcard_id, quality, correct) values (${randomUUID()}::uuid, ${u}::uuid, ${ids.card}::uuid, 4, true)`,
    ),
  spaced_repetition_schedule: (db, u, ids) =>
    synced(
      db,
      u,
      sql`insert into spaced_repetition_schedule (id, user_id, flashcard_id, next_review_date) values (${randomUUID()}::uuid, ${u}::uuid, ${ids.card}::uuid, now())`,
    ),
  quizzes: (db, u, ids) =>
    synced(
      db,
      u,
      sql`insert into quizzes (id, user_id, note_id, title) values (${ids.quiz}::uuid, ${u}::uuid, ${ids.note}::uuid, 'Q')`,
    ),
  quiz_attempts: (db, u, ids) =>
    synced(
      db,
      u,
      sql`insert into quiz_attempts (id, user_id, quiz_id, score, total_questions) values (${randomUUID()}::uuid, ${u}::uuid, ${ids.quiz}::uuid, 1, 2)`,
    ),
  summaries: (db, u, ids) =>
    synced(
      db,
      u,
      sql`insert into summaries (id, user_id, note_id, summary_text) values (${randomUUID()}::uuid, ${u}::uuid, ${ids.note}::uuid, 's')`,
    ),
  study_sessions: (db, u) =>
    synced(db, u, sql`insert into study_sessions (id, user_id) values (${randomUUID()}::uuid, ${u}::uuid)`),
  user_goals: (db, u) =>
    synced(
      db,
      u,
      sql`insert into user_goals (id, user_id, title, goal_type, target_value, unit) values (${randomUUID()}::uuid, ${u}::uuid, 'G', 'cards', 10, 'cards')`,
    ),
  study_preferences: (db, u) =>
    synced(
      db,
      u,
      sql`insert into study_preferences (id, user_id) values (${randomUUID()}::uuid, ${u}::uuid)`,
    ),
  document_extractions: (db, u) =>
    synced(
      db,
      u,
      sql`insert into document_extractions (id, user_id, file_name, provider) values (${randomUUID()}::uuid, ${u}::uuid, 'a.pdf', 'pdfjs')`,
    ),
  user_subscriptions: (db, u) =>
    synced(
      db,
      u,
      sql`insert into user_subscriptions (user_id, plan_id) select ${u}::uuid, id from subscription_plans limit 1`,
    ),
  payments: (db, u) =>
    synced(
      db,
      u,
      sql`insert into payments (user_id, payment_gateway, gateway_payment_id, amount, gateway_response)
        values (${u}::uuid, 'paystack', ${randomUUID()}, 5, '{"authorization_code":"AUTH_secret"}'::jsonb)`,
    ),
  sync_applied_ops: async (db, u) => {
    await db.execute(
      sql`insert into sync_applied_ops (op_id, user_id, collection, status) values (${randomUUID()}::uuid, ${u}::uuid, 'notes', 'applied')`,
    );
  },
  generation_requests: async (db, u) => {
    await db.execute(
      sql`insert into generation_requests (user_id, request_id, kind, answer) values (${u}::uuid, ${randomUUID()}::uuid, 'summary', '{}'::jsonb)`,
    );
  },
  share_links: async (db, u, ids) => {
    await db.execute(
      sql`insert into share_links (id, user_id, kind, note_id, token_hash) values (${randomUUID()}::uuid, ${u}::uuid, 'note', ${ids.note}::uuid, ${randomUUID()})`,
    );
  },
  session: async () => {}, // signed in
  account: async () => {}, // signed up with a password
  two_factor: (db, u) => twoFactorRow(db, u),
};

/** A two_factor row as `two-factor/enable` leaves it before the code is confirmed (two-factor still off). */
export async function twoFactorRow(db: Database, userId: string) {
  await db.execute(sql`insert into two_factor (id, secret, backup_codes, user_id, verified)
    values (${randomUUID()}::uuid, 'enc-secret', 'enc-codes', ${userId}::uuid, false)`);
}

/** better-auth's verification rows and rate-limit keys that name the user or the e-mail. */
export async function seedAuthTraces(db: Database, userId: string, email: string) {
  // better-auth names a challenge `2fa-<random>`; the user id in it here only lets the test find its attempt row
  const challenge = `2fa-seeded-${userId}`;
  const later = new Date(Date.now() + 3_600_000).toISOString();
  await db.execute(sql`insert into verification (id, identifier, value, expires_at) values
    (${randomUUID()}::uuid, ${`reset-password:${randomUUID()}`}, ${userId}, ${later}::timestamptz),
    (${randomUUID()}::uuid, ${challenge}, ${userId}, ${later}::timestamptz),
    (${randomUUID()}::uuid, ${`2fa-attempts-${challenge}`}, '0', ${later}::timestamptz),
    (${randomUUID()}::uuid, ${email}, 'otp', ${later}::timestamptz)`);
  const far = Date.now() + 3_600_000;
  for (const key of [`signin:fail:${email}|127.0.0.1`, `signin:fail-account:${email}`, `mail:reset:${email}`])
    await db.execute(
      sql`insert into rate_limit (key, count, last_request, expires_at) values (${key}, 1, ${Date.now()}, ${far}) on conflict (key) do nothing`,
    );
}

export async function seedEveryTable(db: Database, userId: string, tables: string[]) {
  const ids = { note: randomUUID(), card: randomUUID(), quiz: randomUUID() };
  // the tables come in delete order (referencing first): seed in the reverse, referenced first
  for (const name of [...tables].reverse()) {
    const seed = SEEDS[name];
    if (!seed) throw new Error(`No seed for the user-owned table ${name}: add one to account-seed.ts`);
    await seed(db, userId, ids);
  }
}
