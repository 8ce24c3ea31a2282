import { messages } from "@lectern/core";
import { sql } from "drizzle-orm";
import { ApiError } from "../http/errors.ts";
import type { Database } from "./client.ts";
import { rowsOf } from "./rows.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Second key of the per-user advisory lock that orders one user's server_seq numbers (DESIGN §4). */
const USER_WRITE_LOCK = 7243;

/**
 * The transaction setting that the synced tables' guard trigger (migration 0006) checks: a write to a user's
 * synced row is refused unless it names that user. Only `lockUserWrites` sets it, right after taking the lock.
 */
export const WRITER_SETTING = "lectern.writer";

/**
 * Takes the user's write lock for the rest of the transaction and marks the transaction as that user's writer.
 * The lock makes one user's server_seq numbers commit in the order they were taken, so a pull's cursor never
 * passes a number that commits later; the mark lets the database refuse any write that skipped the lock.
 * Account deletion holds the same lock (issue 18 §6): a write that waited behind it finds no user and answers 401,
 * as the device's next request would, instead of failing on the foreign key halfway through.
 */
export async function lockUserWrites(tx: Tx, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${USER_WRITE_LOCK}, hashtext(${userId})), set_config(${WRITER_SETTING}, ${userId}, true)`,
  );
  // A statement of its own: its snapshot is taken after the lock, so it sees a deletion that committed meanwhile.
  const found = await tx.execute(sql`select 1 from "user" where id = ${userId}`);
  if (rowsOf(found).length === 0) throw new ApiError(401, messages.auth.sessionExpired);
}

/**
 * The one way to write a user's synced rows (DESIGN §4): a transaction holding the user's write lock and the
 * writer mark. Push, generation and every other server writer go through here.
 */
export function withUserWrites<T>(db: Database, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUserWrites(tx, userId);
    return work(tx);
  });
}
