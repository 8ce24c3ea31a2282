// The offline layer's state for the shell's indicator: offline / syncing / pending count (issue 5).

import { useSyncExternalStore } from "react";

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  /** Changes waiting for the server (spec 1 §4, refreshed every 30 s and after each sync). */
  pending: number;
  /** ISO time of the last complete pull, null before the first. */
  lastSyncedAt: string | null;
  /** Changes the server refused that the user has not dismissed. */
  rejected: number;
  /** The last pull since sign-in failed: a screen waiting for the first one shows what the device holds. */
  pullFailed: boolean;
}

function initialStatus(): SyncStatus {
  const online = typeof navigator === "undefined" ? true : navigator.onLine !== false;
  return { online, syncing: false, pending: 0, lastSyncedAt: null, rejected: 0, pullFailed: false };
}

function createStatusStore() {
  let status = initialStatus();
  const listeners = new Set<() => void>();
  return {
    get: (): SyncStatus => status,
    /** Merges a change; listeners hear only real changes, so React does not re-render for nothing. */
    set(change: Partial<SyncStatus>): void {
      const next = { ...status, ...change };
      const keys = Object.keys(next) as (keyof SyncStatus)[];
      if (keys.every((key) => next[key] === status[key])) return;
      status = next;
      for (const listener of listeners) listener();
    },
    reset(): void {
      status = initialStatus();
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const syncStatusStore = createStatusStore();

/** { online, syncing, pending, lastSyncedAt, rejected } for the shell's indicator. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(syncStatusStore.subscribe, syncStatusStore.get, syncStatusStore.get);
}
