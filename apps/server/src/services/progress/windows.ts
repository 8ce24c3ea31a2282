import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { ApiError } from "../../http/errors.ts";

/**
 * The calendar windows of one answer, in the user's time zone (issue 17: the device sends `tz`): today, this
 * Monday–Sunday week, this month and the heat map's 365 days. Each bound is an instant (ISO) so that the
 * aggregates compare raw timestamps and keep their (user_id, time) indexes usable; PostgreSQL does the zone
 * arithmetic, daylight-saving days included (a local day may last 23 or 25 hours).
 */
export type Windows = {
  timeZone: string;
  now: string;
  /** YYYY-MM-DD, local. */
  today: string;
  dayStart: string;
  dayEnd: string;
  weekStart: string;
  weekEnd: string;
  /** The week's 7 local dates, Monday first. */
  weekDates: string[];
  monthStart: string;
  monthEnd: string;
  /** First local date of the heat map (today − 364) and its start instant. */
  heatFrom: string;
  heatStart: string;
};

/** PostgreSQL's own word for a zone it does not know (22023 invalid_parameter_value). */
const UNKNOWN_ZONE = /time zone .* not recognized/i;

/** The error's message and its causes' (drizzle wraps the driver's error in its own). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(String((e as Error).message ?? e));
  }
  return parts.join(" | ");
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

export async function windowsOf(db: Database, timeZone: string, now: Date): Promise<Windows> {
  let result: unknown;
  try {
    result = await db.execute(sql`
      with p as (select ${now.toISOString()}::timestamptz as n, ${timeZone}::text as tz),
      l as (select n, tz, date_trunc('day', n at time zone tz) as d, date_trunc('week', n at time zone tz) as w,
                   date_trunc('month', n at time zone tz) as m from p)
      select d::date::text as today,
             d at time zone tz as day_start,
             (d + interval '1 day') at time zone tz as day_end,
             w at time zone tz as week_start,
             (w + interval '7 days') at time zone tz as week_end,
             w::date::text as week_first,
             m at time zone tz as month_start,
             (m + interval '1 month') at time zone tz as month_end,
             (d - interval '364 days')::date::text as heat_from,
             (d - interval '364 days') at time zone tz as heat_start
      from l`);
  } catch (error) {
    // a zone Intl knows but this server's zone database does not: the caller's input, not a server fault
    if (UNKNOWN_ZONE.test(messagesOf(error))) {
      throw new ApiError(400, `Invalid tz: Unknown time zone`, { field: "tz" });
    }
    throw error;
  }
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) throw new Error("windows query answered no row");
  const weekFirst = String(row.week_first);
  return {
    timeZone,
    now: now.toISOString(),
    today: String(row.today),
    dayStart: iso(row.day_start),
    dayEnd: iso(row.day_end),
    weekStart: iso(row.week_start),
    weekEnd: iso(row.week_end),
    weekDates: Array.from({ length: 7 }, (_, i) => addDays(weekFirst, i)),
    monthStart: iso(row.month_start),
    monthEnd: iso(row.month_end),
    heatFrom: String(row.heat_from),
    heatStart: iso(row.heat_start),
  };
}

/** A calendar date plus n days (plain date arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
