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

export type RecordsSincePull<C extends SyncedCollection> = {
  records: LocalRecord<C>[];
  /** No page of the server's changes has been merged on this device yet. */
  neverPulled: boolean;
};

/**
 * Live records of a collection (tombstones hidden) and whether this device has merged any pulled page yet, read
 * in one transaction. A pulled page's records and the pull cursor are written together, so the two always agree:
 * a new device's empty store reads as "not pulled yet", never as "no records" (issue 18: a new device flashed
 * "No notes yet" before its notes). Undefined while loading or signed out.
 */
export function useRecordsSincePull<C extends SyncedCollection>(
  collection: C,
): RecordsSincePull<C> | undefined {
  const db = useCurrentDatabase();
  return useLiveQuery<RecordsSincePull<C> | undefined>(
    () =>
      db
        ? db.transaction("r", [db.records(collection), db.meta], async () => ({
            records: await runRecordQuery(db, collection),
            neverPulled: (await db.meta.get("pull_cursor")) === undefined,
          }))
        : undefined,
    [db, collection],
  );
}

/**
 * Whether a screen should still wait for the first pull: the device has merged none, it is online, and no pull
 * has failed since sign-in (then the screen shows what it holds). `neverPulled` comes from useRecordsSincePull.
 */
export function useAwaitingFirstPull(neverPulled: boolean | undefined): boolean {
  const { online, pullFailed } = useSyncExternalStore(
    syncStatusStore.subscribe,
    syncStatusStore.get,
    syncStatusStore.get,
  );
  return neverPulled !== false && online && !pullFailed;
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
