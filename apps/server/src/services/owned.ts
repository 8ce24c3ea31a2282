import { isUuidV4, type SyncedCollection } from "@lectern/core";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { SYNCED_TABLES } from "./sync/collections.ts";

type Row = Record<string, unknown>;

/**
 * The one gate to user-owned rows (DESIGN §3): every read of a synced table filters by the current user, so a
 * row of someone else answers exactly like a missing one. Tombstones are not returned.
 */
export function ownedBy(collection: SyncedCollection, userId: string, extra?: SQL): SQL {
  const { table } = SYNCED_TABLES[collection];
  return and(eq(table.user_id, userId), isNull(table.deleted_at), extra) as SQL;
}

/** One of the user's records by id; an id that is not a UUID v4 finds nothing (spec 1 §5). */
export async function findOwned(db: Database, collection: SyncedCollection, userId: string, id: string) {
  if (!isUuidV4(id)) return undefined;
  const { table } = SYNCED_TABLES[collection];
  const [row] = await db
    .select()
    .from(table)
    .where(ownedBy(collection, userId, eq(table.id, id)));
  return row as Row | undefined;
}
