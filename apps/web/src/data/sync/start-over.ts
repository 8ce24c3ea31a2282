// A server restored from a backup lost changes this device already holds (issue 13, DESIGN §4 pull epoch).

import { SYNCED_COLLECTIONS, type SyncPullResponse } from "@lectern/core";
import type { LecternDB } from "../db/database";
import { getMeta, setMeta } from "../db/meta";
import { enqueue } from "../db/queue";

/**
 * Whether this pull answer says the server lost changes: it says `reset` (the device's cursor is beyond every
 * number it has), or its epoch is not the one the device stored. An answer without an epoch (an older server)
 * and the device's first answer (nothing stored yet) are not a loss.
 */
export function serverLostChanges(page: Pick<SyncPullResponse, "epoch" | "reset">, stored?: string): boolean {
  if (page.reset) return true;
  return page.epoch !== undefined && stored !== undefined && page.epoch !== stored;
}

/** Remembers the server's epoch the first time the device sees one (inside the page's transaction). */
export async function rememberEpoch(db: LecternDB, epoch: string | undefined): Promise<void> {
  if (epoch !== undefined && (await getMeta(db, "sync_epoch")) !== epoch)
    await setMeta(db, "sync_epoch", epoch);
}

/**
 * Starts over with a server that lost changes, in one transaction: the new epoch is stored, the cursor goes back
 * to 0 (the next pages bring everything the server still has), and every record the device holds is queued
 * again, built on the version it last saw. The server then decides each one as usual: what it lost is written
 * back, what it has unchanged is answered as already there (logs) or re-stamped, and what another device changed
 * since comes back stale, with the device's copy kept as a previous version. Records already queued go as they
 * are. Returns how many changes were queued.
 */
export async function startOver(db: LecternDB, epoch: string | undefined, now: Date): Promise<number> {
  let queued = 0;
  await db.transaction("rw", db.tables, async () => {
    if (epoch !== undefined) await setMeta(db, "sync_epoch", epoch);
    await setMeta(db, "pull_cursor", 0);
    for (const collection of SYNCED_COLLECTIONS) {
      const table = db.records(collection);
      const records = await table.filter((record) => !record.pending).toArray();
      for (const record of records) {
        const { pending: _pending, ...data } = record as typeof record & { pending?: unknown };
        await enqueue(db, { type: collection, operation: "update", data }, now, record);
        queued += 1;
      }
      if (records.length) await table.bulkPut(records.map((record) => ({ ...record, pending: 1 })));
    }
  });
  return queued;
}
