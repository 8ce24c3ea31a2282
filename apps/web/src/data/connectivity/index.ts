// Connectivity, the sync status the shell shows, and persistent storage (spec 1 §4, §8, §9; DESIGN §4).

export { browserEnvironment, type ConnectivityEnv, type EventSource, staticEnvironment } from "./environment";
export {
  type ConnectivityMonitor,
  type ConnectivityMonitorOptions,
  type ConnectivitySync,
  createConnectivityMonitor,
} from "./monitor";
export { type SyncNotifier, silentNotifier, type ToastOptions } from "./notifier";
export {
  type PersistentStorageResult,
  requestPersistentStorage,
  resetPersistentStorageRequest,
  type StorageManagerLike,
} from "./persistent-storage";
export { type SyncStatus, syncStatusStore, useSyncStatus } from "./status";
