// Connectivity (spec 1 §4 "Connectivity", §8 toasts, §9 timings): online/offline from browser events, the
// delayed sync after reconnecting, the sync on returning to the page, and the pending count.

import {
  messages,
  PENDING_REFRESH_MS,
  SYNC_AFTER_ONLINE_MS,
  SYNC_NOTICE_DURATION_MS,
  shouldAnnounceAllSynced,
  shouldAnnounceSyncing,
} from "@lectern/core";
import type { ConnectivityEnv } from "./environment";
import type { SyncNotifier } from "./notifier";

/** What the monitor needs from the sync engine. */
export interface ConnectivitySync {
  syncNow(): Promise<unknown>;
  isSyncing(): boolean;
  pendingCount(): Promise<number>;
}

export interface ConnectivityMonitorOptions {
  env: ConnectivityEnv;
  sync: ConnectivitySync;
  notify: SyncNotifier;
  /** Hears every change of online and of the pending count. */
  onStatus?: (change: { online?: boolean; pending?: number }) => void;
}

export interface ConnectivityMonitor {
  start(): void;
  stop(): void;
  isOnline(): boolean;
  isVisible(): boolean;
  /** Re-reads the pending count; announces 'All changes synced successfully' when it dropped to 0. */
  refreshPending(): Promise<number>;
  /** A sync that says 'Syncing N pending changes...' first when more than 3 are pending. */
  syncWithNotice(): Promise<void>;
}

export function createConnectivityMonitor(options: ConnectivityMonitorOptions): ConnectivityMonitor {
  const { env, sync, notify } = options;
  const report = options.onStatus ?? (() => undefined);
  let online = env.navigator.onLine;
  let lastPending = 0;
  let onlineTimer: ReturnType<typeof setTimeout> | null = null;
  let pendingTimer: ReturnType<typeof setInterval> | null = null;
  let running = false;

  function cancelOnlineTimer() {
    if (onlineTimer !== null) clearTimeout(onlineTimer);
    onlineTimer = null;
  }

  async function refreshPending(): Promise<number> {
    let pending: number;
    try {
      pending = await sync.pendingCount();
    } catch {
      // The database closed (sign-out): nothing to count.
      return lastPending;
    }
    if (running && shouldAnnounceAllSynced(lastPending, pending)) notify.success(messages.network.allSynced);
    lastPending = pending;
    report({ pending });
    return pending;
  }

  async function syncWithNotice(): Promise<void> {
    const pending = await sync.pendingCount().catch(() => 0);
    if (shouldAnnounceSyncing(pending)) {
      notify.info(messages.network.syncingPending(pending), { duration: SYNC_NOTICE_DURATION_MS });
    }
    await sync.syncNow();
    await refreshPending();
  }

  const handleOnline = () => {
    online = true;
    report({ online });
    notify.success(messages.network.online);
    cancelOnlineTimer();
    // Connections flap when they come back: wait before syncing (spec 1 §9).
    onlineTimer = setTimeout(() => {
      onlineTimer = null;
      if (online) void syncWithNotice();
    }, SYNC_AFTER_ONLINE_MS);
  };

  const handleOffline = () => {
    online = false;
    report({ online });
    cancelOnlineTimer();
    notify.warning(messages.network.offline);
  };

  const handleVisibility = async () => {
    if (env.document.visibilityState !== "visible" || !online || sync.isSyncing()) return;
    const pending = await sync.pendingCount().catch(() => 0);
    // Re-check: the page may have gone offline or a sync started while counting.
    if (pending > 0 && online && !sync.isSyncing()) await syncWithNotice();
  };
  const onVisibility = () => void handleVisibility();

  return {
    start() {
      if (running) return;
      running = true;
      online = env.navigator.onLine;
      report({ online });
      env.window.addEventListener("online", handleOnline);
      env.window.addEventListener("offline", handleOffline);
      env.document.addEventListener("visibilitychange", onVisibility);
      pendingTimer = setInterval(() => void refreshPending(), PENDING_REFRESH_MS);
      void refreshPending();
    },
    stop() {
      if (!running) return;
      running = false;
      cancelOnlineTimer();
      if (pendingTimer !== null) clearInterval(pendingTimer);
      pendingTimer = null;
      env.window.removeEventListener("online", handleOnline);
      env.window.removeEventListener("offline", handleOffline);
      env.document.removeEventListener("visibilitychange", onVisibility);
    },
    isOnline: () => online,
    isVisible: () => env.document.visibilityState === "visible",
    refreshPending,
    syncWithNotice,
  };
}
