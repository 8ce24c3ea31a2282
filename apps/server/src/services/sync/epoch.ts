import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { serverSettings } from "../../db/schema/index.ts";
import type { Tx } from "../../db/user-writes.ts";

/** The server_settings key of the sync epoch (seeded by migration 0006). */
export const SYNC_EPOCH_KEY = "sync_epoch";

/**
 * The sync epoch and the highest server_seq this database has ever handed out. A device's cursor is a number it
 * was given, so a cursor above that highest number means the database lost rows the device already holds: it was
 * restored from a backup (DESIGN §4). Read inside the pull's snapshot.
 */
export async function epochAndHighWater(tx: Tx): Promise<{ epoch: string; highWater: number }> {
  const result = await tx.execute(sql`
    select (select value from server_settings where key = ${SYNC_EPOCH_KEY}) as epoch,
           (select case when is_called then last_value else 0 end from lectern_server_seq) as high_water`);
  const [row] = rowsOf<{ epoch: string | null; high_water: string | number }>(result);
  if (!row?.epoch) throw new Error("The sync epoch is missing from server_settings (migration 0006)");
  return { epoch: row.epoch, highWater: Number(row.high_water) };
}

/**
 * Starts a new epoch after a restore was found: every device, at its next pull, sees an epoch it does not know
 * and starts over from cursor 0, re-sending what this server lacks. Only the first of several concurrent finders
 * changes it; the others read the new value.
 *
 * The sequence also moves past the device's cursor: the numbers that device holds were handed out before the
 * restore, and a new row under one of them would look, to a change built on it, like the version it saw.
 */
export async function renewEpoch(db: Database, seen: string, cursor: number): Promise<string> {
  await db.execute(
    sql`select setval('lectern_server_seq', greatest(${cursor}::bigint, (select last_value from lectern_server_seq)))`,
  );
  await db
    .update(serverSettings)
    .set({ value: sql`gen_random_uuid()::text` })
    .where(and(eq(serverSettings.key, SYNC_EPOCH_KEY), eq(serverSettings.value, seen)));
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SYNC_EPOCH_KEY));
  if (!row) throw new Error("The sync epoch is missing from server_settings (migration 0006)");
  return row.value;
}
