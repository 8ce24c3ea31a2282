// Live reads for screens: they re-render when a save, a sync or a sign-out changes what they show, so a
// screen reads the same online and offline (DESIGN §4).

import type { SyncedCollection } from "@lectern/core";
import { useLiveQuery } from "dexie-react-hooks";
import { useSyncExternalStore } from "react";
import { syncStatusStore } from "../connectivity/status";
import { getCurrentDatabase, subscribeCurrentDatabase } from "./current";
import type { LecternDB } from "./database";
import { isLive, type RecordQuery, runRecordQuery } from "./query";
import type { LocalRecord, RejectedChange } from "./schema";

/** The signed-in user's database, or null; re-renders when the user changes. */
export function useCurrentDatabase(): LecternDB | null {
  return useSyncExternalStore(subscribeCurrentDatabase, getCurrentDatabase, getCurrentDatabase);
}

/**
 * Live records of a collection (tombstones hidden); undefined while loading or signed out.
 * `deps` lists what `query.filter` reads, since functions cannot be compared.
 */
export function useRecords<C extends SyncedCollection>(
  collection: C,
  query: RecordQuery<C> = {},
  deps: readonly unknown[] = [],
): LocalRecord<C>[] | undefined {
  const db = useCurrentDatabase();
  const { filter: _filter, ...key } = query;
  return useLiveQuery(
    () => (db ? runRecordQuery(db, collection, query) : undefined),
    [db, collection, JSON.stringify(key), ...deps],
  );
}

/** One live record: undefined while loading, null when the id is malformed, missing or deleted (spec 1 §5). */
export function useRecord<C extends SyncedCollection>(
  collection: C,
  id: string | null | undefined,
): LocalRecord<C> | null | undefined {
  const db = useCurrentDatabase();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const record = id ? await db.records(collection).get(id) : undefined;
    return isLive(record) ? (record ?? null) : null;
  }, [db, collection, id]);
}

/**
 * True while a device that has never finished a pull is online and its first sync has not ended: its store is
 * empty because nothing has arrived yet, not because the user has nothing (issue 18: a new device showed "no
 * notes" until the first pull). Offline, or once a sync has ended (even failed), screens show what they hold.
 */
export function useAwaitingFirstSync(): boolean {
  const db = useCurrentDatabase();
  const { online, syncAttempted } = useSyncExternalStore(
    syncStatusStore.subscribe,
    syncStatusStore.get,
    syncStatusStore.get,
  );
  const neverSynced = useLiveQuery(
    async () => (db ? (await db.meta.get("last_synced_at")) === undefined : false),
    [db],
  );
  return neverSynced === true && online && !syncAttempted;
}

/** Changes the server refused, newest first, for a screen that lists them. */
export function useRejectedChanges(): RejectedChange[] | undefined {
  const db = useCurrentDatabase();
  return useLiveQuery<RejectedChange[] | undefined>(
    () => (db ? db.sync_rejections.orderBy("rejected_at").reverse().toArray() : undefined),
    [db],
  );
}

/** The user has seen a refused change; forget it (and update the indicator's count). */
export async function dismissRejectedChange(opId: string): Promise<void> {
  const db = getCurrentDatabase();
  if (!db) return;
  await db.sync_rejections.delete(opId);
  syncStatusStore.set({ rejected: await db.sync_rejections.count() });
}
