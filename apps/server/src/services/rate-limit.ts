import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

export type RateLimitRule = { max: number; windowSeconds: number };
export type RateLimitVerdict = { allowed: boolean; retryAfter: number | null };

/** Expired rows are deleted at most this often per database handle: one indexed delete, off the common path. */
const PRUNE_EVERY_MS = 60_000;
const nextPruneAt = new WeakMap<Database, number>();

/**
 * Records one request against `key` and says whether it is allowed (fixed window). One atomic upsert, so
 * concurrent requests — on one server or several behind one PostgreSQL — cannot all slip past a stale read.
 * Used by better-auth (per client address), by our own auth limits (routes/auth.ts) and by the usage limits
 * (services/usage-limits.ts).
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  await pruneWhenDue(db, now);
  const windowMs = rule.windowSeconds * 1000;
  const result = await db.execute(sql`
    insert into rate_limit (key, count, last_request, expires_at) values (${key}, 1, ${now}, ${now + windowMs})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${now - windowMs} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now} else rate_limit.last_request end,
      expires_at = case when rate_limit.last_request <= ${now - windowMs} then ${now + windowMs}
        else greatest(rate_limit.expires_at, rate_limit.last_request + ${windowMs}) end
    returning count, last_request`);
  const [row] = rowsOf<{ count: number; last_request: string | number }>(result);
  const count = Number(row?.count ?? 1);
  if (count <= rule.max) return { allowed: true, retryAfter: null };
  const windowStart = Number(row?.last_request ?? now);
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/**
 * Takes back one request recorded by `consumeRateLimit`: the attempt turned out not to count (a limit that counts
 * failures only consumes first, so concurrent attempts cannot overshoot, and refunds the ones that succeeded).
 */
export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limit set count = count - 1 where key = ${key} and count > 0`);
}

/** Keeps a fact (e.g. "this address signed in to this account") for `ttlSeconds`, in the same pruned table. */
export async function rememberKey(db: Database, key: string, ttlSeconds: number, now = Date.now()) {
  await db.execute(sql`
    insert into rate_limit (key, count, last_request, expires_at) values (${key}, 1, ${now}, ${now + ttlSeconds * 1000})
    on conflict (key) do update set last_request = ${now}, expires_at = ${now + ttlSeconds * 1000}`);
}

export async function isRemembered(db: Database, key: string, now = Date.now()): Promise<boolean> {
  const result = await db.execute(sql`select 1 from rate_limit where key = ${key} and expires_at > ${now}`);
  return rowsOf(result).length > 0;
}

/** Deletes every row whose window (or remembered fact) has ended; returns how many went. */
export async function pruneExpiredRateLimits(db: Database, now = Date.now()): Promise<number> {
  const result = await db.execute(sql`delete from rate_limit where expires_at <= ${now} returning 1 as gone`);
  return rowsOf(result).length;
}

async function pruneWhenDue(db: Database, now: number) {
  if (now < (nextPruneAt.get(db) ?? 0)) return;
  nextPruneAt.set(db, now + PRUNE_EVERY_MS);
  await pruneExpiredRateLimits(db, now);
}

/** One request's hold on a concurrency slot (acquireLease): the slot's row and the id only this hold wrote. */
export type Lease = { key: string; id: string };
export type LeaseRule = { max: number; ttlSeconds: number };

/**
 * Takes one of `rule.max` slots under `key` (rows `key:1` … `key:max` of rate_limit) until `releaseLease`, or
 * until `rule.ttlSeconds` pass — what frees the slots of a server that died holding them. Null when every slot is
 * held. DB-backed like consumeRateLimit, so a cap holds across several servers on one PostgreSQL (DESIGN §8).
 * One statement finds a free slot and claims it; a statement that saw a slot free but lost it to a concurrent
 * one (the claim's upsert re-checks the row it waited for) looks again, and each such loss means another
 * request took a slot, so `max` + 1 tries settle it.
 */
export async function acquireLease(
  db: Database,
  key: string,
  rule: LeaseRule,
  now = Date.now(),
): Promise<Lease | null> {
  await pruneWhenDue(db, now);
  const until = now + rule.ttlSeconds * 1000;
  for (let tries = 0; tries <= rule.max; tries++) {
    const result = await db.execute(sql`
      with free as (
        select ${key}::text || ':' || n as key from generate_series(1, ${rule.max}::int) as n
        where not exists (
          select 1 from rate_limit r where r.key = ${key}::text || ':' || n and r.expires_at > ${now}::bigint)
        order by n limit 1
      ), taken as (
        insert into rate_limit (key, count, last_request, expires_at)
        select key, 1, ${now}::bigint, ${until}::bigint from free
        on conflict (key) do update set id = gen_random_uuid(), count = 1,
          last_request = excluded.last_request, expires_at = excluded.expires_at
          where rate_limit.expires_at <= ${now}::bigint
        returning key, id::text as id
      )
      select (select count(*) from free)::int as seen, (select key from taken) as key, (select id from taken) as id`);
    const [row] = rowsOf<{ seen: number; key: string | null; id: string | null }>(result);
    if (row?.key && row.id) return { key: row.key, id: row.id };
    if (!row || Number(row.seen) === 0) return null;
  }
  return null;
}

/** Gives the slot back; a slot whose lease ran out and was taken since is someone else's and stays. */
export async function releaseLease(db: Database, lease: Lease): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${lease.key} and id = ${lease.id}::uuid`);
}
