// Starting and stopping the offline layer with the session (spec 1 §4 auth events, DESIGN §4 triggers):
// sign-in opens the user's database and syncs; then saves, reconnecting, returning to the page, a timer and
// the retry backoff trigger syncs until sign-out.

import { messages } from "@lectern/core";
import {
  browserEnvironment,
  type ConnectivityEnv,
  type ConnectivityMonitor,
  createConnectivityMonitor,
  requestPersistentStorage,
  type StorageManagerLike,
  type SyncNotifier,
  silentNotifier,
  staticEnvironment,
  syncStatusStore,
} from "../connectivity";
import { getCurrentDatabase, onBeforeClear, onLocalChange, setCurrentDatabase } from "../db/current";
import { LecternDB } from "../db/database";
import { getMeta, setMeta } from "../db/meta";
import { pendingCount } from "../db/queue";
import type { RejectedChange } from "../db/schema";
import { createSyncEngine, type SyncEngine, type SyncRunResult } from "./engine";
import { createTabCoordinator, type TabEnvironment } from "./tabs";
import type { SyncTransport } from "./transport";

/** A save while online is sent this long after the last of a burst of saves. */
export const SYNC_AFTER_SAVE_MS = 300;
/** Other devices' changes are pulled this often while the page is online and visible. */
export const SYNC_PERIODIC_PULL_MS = 60_000;

export interface StartSyncOptions {
  userId: string;
  transport?: SyncTransport;
  baseUrl?: string;
  /** The app's toasts (ui/toaster `notify`). */
  notify?: SyncNotifier;
  /** A 401: the session ended; the app signs the user out. Sync stays stopped until started again. */
  onUnauthorized?: () => void;
  /** Each change the server refused (also shown as a toast and kept in the rejections store). */
  onRejected?: (change: RejectedChange) => void;
  /** The browser surfaces; defaults to the real ones. */
  env?: ConnectivityEnv;
  /** navigator.storage by default. */
  storage?: StorageManagerLike;
  now?: () => number;
  random?: () => number;
  /** The browser's Web Locks and BroadcastChannel (tabs.ts); the real ones by default. */
  tabs?: TabEnvironment;
}

interface Session {
  readonly userId: string;
  readonly db: LecternDB;
  readonly engine: SyncEngine;
  readonly monitor: ConnectivityMonitor;
  stop(): void;
}

let session: Session | null = null;

/**
 * Starts the offline layer for a signed-in user: opens their database (screens read it at once), syncs if
 * online, and keeps syncing. Resolves after the first sync attempt. Starting the same user again is a no-op
 * unless a 401 stopped the engine.
 */
export async function startSync(options: StartSyncOptions): Promise<void> {
  if (session?.userId === options.userId && !session.engine.isHalted()) return;
  stopSync();
  const current = getCurrentDatabase();
  const db = current?.userId === options.userId ? current : new LecternDB(options.userId);
  setCurrentDatabase(db);
  // The indicator must not show the previous user's counts.
  syncStatusStore.reset();
  const started = createSession(db, options);
  session = started;
  await refreshStatus(started);
  void tellIfStorageRefused(started, options);
  if (started.monitor.isOnline()) await started.monitor.syncWithNotice();
}

/** Stops every trigger and timer; the database stays open for the screens until the data is cleared. */
export function stopSync(): void {
  const stopping = session;
  session = null;
  stopping?.stop();
}

/** A sync now (a "Sync now" button); resolves with its result, or null when sync is not running. */
export function requestSync(): Promise<SyncRunResult | null> {
  return session ? session.engine.syncNow({ ignoreBackoff: true }) : Promise.resolve(null);
}

/** The running engine, for diagnostics and tests. */
export function getSyncEngine(): SyncEngine | null {
  return session?.engine ?? null;
}

// Sign-out clears the data: stop writing to it first (spec 1 §4 "clears all local data first").
onBeforeClear(stopSync);

function createSession(db: LecternDB, options: StartSyncOptions): Session {
  const notify = options.notify ?? silentNotifier;
  const env = options.env ?? browserEnvironment() ?? staticEnvironment();
  const now = options.now ?? Date.now;
  // One tab syncs at a time; the others hear what changed (issue 13).
  const tabs = createTabCoordinator(options.userId, options.tabs);
  const engine = createSyncEngine({
    db,
    userId: options.userId,
    transport: options.transport,
    baseUrl: options.baseUrl,
    now,
    random: options.random,
    exclusive: tabs.exclusive,
  });
  const monitor = createConnectivityMonitor({
    env,
    notify,
    // Reconnecting or coming back to the page is a reason to try at once, whatever the backoff says.
    sync: {
      syncNow: () => engine.syncNow({ ignoreBackoff: true }),
      isSyncing: engine.isSyncing,
      pendingCount: () => pendingCount(db),
    },
    onStatus: (change) => syncStatusStore.set(change),
  });

  let stopped = false;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const online = () => monitor.isOnline();

  const unsubscribe = [
    engine.onSyncStart(() => syncStatusStore.set({ syncing: true })),
    engine.onSyncEnd((result) => {
      if (stopped) return;
      // A run that only pushed says nothing about the pull; a pull that failed lets waiting screens show what the
      // device holds (a successful one ends their wait through the pull cursor, written with the records).
      const pullFailed = result.error !== null || (result.pull !== null && result.pull.error !== null);
      syncStatusStore.set({ syncing: false, ...(result.pull || result.error ? { pullFailed } : {}) });
      void refreshStatus(self);
      tabs.announce();
      scheduleRetry(result);
    }),
    engine.onRejected((change) => {
      notify.error(messages.network.syncRejected(change.reason));
      options.onRejected?.(change);
    }),
    engine.onUnauthorized(() => options.onUnauthorized?.()),
    // Another tab saved or synced: this tab's counts (pending, refused, last sync) are read again.
    tabs.onChange(() => {
      if (!stopped) void refreshStatus(self);
    }),
    onLocalChange(() => {
      if (stopped) return;
      tabs.announce();
      if (!online()) {
        // Offline the change waits: keep the indicator's count current.
        void monitor.refreshPending();
        return;
      }
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => void engine.syncNow(), SYNC_AFTER_SAVE_MS);
    }),
  ];

  const periodic = setInterval(() => {
    if (!stopped && online() && monitor.isVisible()) void engine.syncNow();
  }, SYNC_PERIODIC_PULL_MS);

  function scheduleRetry(result: SyncRunResult) {
    clearTimeout(retryTimer);
    const at = result.drain?.nextRetryAt;
    if (at == null) return;
    retryTimer = setTimeout(
      () => {
        // Offline, the reconnect timer will send the queue instead.
        if (!stopped && online()) void engine.syncNow({ pull: false });
      },
      Math.max(at - now(), 100),
    );
  }

  const self: Session = {
    userId: options.userId,
    db,
    engine,
    monitor,
    stop() {
      stopped = true;
      clearTimeout(saveTimer);
      clearTimeout(retryTimer);
      clearInterval(periodic);
      for (const off of unsubscribe) off();
      monitor.stop();
      tabs.close();
      syncStatusStore.set({ syncing: false });
    },
  };

  monitor.start();
  return self;
}

async function refreshStatus(target: Session): Promise<void> {
  try {
    await target.monitor.refreshPending();
    const [lastSyncedAt, rejected] = await Promise.all([
      getMeta(target.db, "last_synced_at"),
      target.db.sync_rejections.count(),
    ]);
    if (session === target) syncStatusStore.set({ lastSyncedAt: lastSyncedAt ?? null, rejected });
  } catch {
    // The database was cleared meanwhile (sign-out).
  }
}

/** Asks for persistent storage and tells the user once per account if the browser said no (DESIGN §4). */
async function tellIfStorageRefused(target: Session, options: StartSyncOptions): Promise<void> {
  const { refused } = await requestPersistentStorage(options.storage);
  if (!refused || session !== target) return;
  try {
    if (await getMeta(target.db, "storage_refusal_told")) return;
    await setMeta(target.db, "storage_refusal_told", true);
    (options.notify ?? silentNotifier).warning(messages.network.storageNotPersisted);
  } catch {
    // Signed out meanwhile.
  }
}
