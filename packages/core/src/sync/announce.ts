// When the sync toasts show (spec 1 §4, §8; spec 2 §4).

import { SYNC_NOTICE_MIN_PENDING } from "../constants/timing.ts";

/** 'Syncing N pending changes...' shows only when more than 3 changes are pending (spec 1 §8). */
export function shouldAnnounceSyncing(pending: number): boolean {
  return pending > SYNC_NOTICE_MIN_PENDING;
}

/** 'All changes synced successfully' shows when the pending count drops to 0, not while it stays there. */
export function shouldAnnounceAllSynced(previousPending: number, pending: number): boolean {
  return previousPending > 0 && pending === 0;
}
