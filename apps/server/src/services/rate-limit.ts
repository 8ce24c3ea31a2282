import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

export type RateLimitRule = { max: number; windowSeconds: number };
export type RateLimitVerdict = { allowed: boolean; retryAfter: number | null };

/**
 * Records one request against `key` and says whether it is allowed (fixed window). One atomic upsert, so
 * concurrent requests — on one server or several behind one PostgreSQL — cannot all slip past a stale read.
 * Used by better-auth (per client address) and by our own per-e-mail limits.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const windowMs = rule.windowSeconds * 1000;
  const result = await db.execute(sql`
    insert into rate_limit (key, count, last_request) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${now - windowMs} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${now - windowMs} then ${now} else rate_limit.last_request end
    returning count, last_request`);
  const [row] = rowsOf<{ count: number; last_request: string | number }>(result);
  const count = Number(row?.count ?? 1);
  if (count <= rule.max) return { allowed: true, retryAfter: null };
  const windowStart = Number(row?.last_request ?? now);
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}
