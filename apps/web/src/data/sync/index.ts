// The sync engine and the offline layer's lifecycle (spec 1 §4, DESIGN §4).

export {
  createSyncEngine,
  type SyncEngine,
  type SyncEngineOptions,
  type SyncRunOptions,
  type SyncRunResult,
} from "./engine";
export {
  getSyncEngine,
  requestSync,
  type StartSyncOptions,
  SYNC_AFTER_SAVE_MS,
  SYNC_PERIODIC_PULL_MS,
  startSync,
  stopSync,
} from "./lifecycle";
export { type PullResult, pull } from "./pull";
export { type DrainOptions, type DrainResult, drainQueue } from "./push";
export {
  type ApiOutcome,
  callApi,
  fetchTransport,
  SYNC_REQUEST_TIMEOUT_MS,
  type SyncTransport,
} from "./transport";
