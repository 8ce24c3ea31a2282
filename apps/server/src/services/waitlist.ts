import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { waitlist } from "../db/schema/index.ts";

/** Distinct from every other advisory lock key in the app. */
const WAITLIST_LOCK_KEY = 7_243_002;

export type WaitlistJoin = { position: number; alreadyOnWaitlist: boolean };

/**
 * spec 1 §2/§5: join with an e-mail and an optional referral source and learn the position; a duplicate e-mail
 * gets its existing position. Positions are gap-free and distinct under concurrent joins: the lock serialises
 * position assignment across every server process on the database.
 */
export async function joinWaitlist(
  db: Database,
  email: string,
  referralSource: string | null,
): Promise<WaitlistJoin> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WAITLIST_LOCK_KEY})`);
    const [existing] = await tx.select().from(waitlist).where(eq(waitlist.email, email));
    if (existing) return { position: existing.position, alreadyOnWaitlist: true };
    const [next] = await tx
      .select({ position: sql<number>`coalesce(max(${waitlist.position}), 0)::int + 1` })
      .from(waitlist);
    const position = next?.position ?? 1;
    await tx.insert(waitlist).values({ email, referral_source: referralSource, position });
    return { position, alreadyOnWaitlist: false };
  });
}

export async function waitlistCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waitlist);
  return row?.n ?? 0;
}
