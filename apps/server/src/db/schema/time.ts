import { sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

/**
 * A `timestamptz` that reads back as an ISO-8601 string ("2026-11-23T02:41:00.000Z"), the wire format of every
 * entity (packages/core schemas), whichever driver answered: pg hands back text, PGlite a Date.
 */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => "timestamp with time zone",
  fromDriver: (value) => new Date(value).toISOString(),
  toDriver: (value) => value,
});

export const ts = (name: string) => isoTimestamp(name);
/** `DEFAULT now()` for the ISO timestamp columns. */
export const now = sql`now()`;
