// The device's database and the repositories screens read and write through (DESIGN §4).

export {
  clearAllLocalData,
  getCurrentDatabase,
  onBeforeClear,
  onLocalChange,
  requireDatabase,
  setCurrentDatabase,
} from "./current";
export { databaseNameFor, deleteUserDatabase, LecternDB, openUserDatabase } from "./database";
export {
  dismissRejectedChange,
  useCurrentDatabase,
  useRecord,
  useRecords,
  useRejectedChanges,
} from "./hooks";
export { type MergeOutcome, mergeRemoteRecord, mergeRemoteRecords } from "./merge-remote";
export { getMeta, setMeta } from "./meta";
export {
  keepPreviousVersion,
  saveKeepingPrevious,
  usePreviousVersions,
} from "./previous-versions";
export { isLive, type RecordQuery, runRecordQuery } from "./query";
export { enqueue, pendingCount, readQueue, toSyncQueueItem } from "./queue";
export { createRepository, type Repository, type RepositoryOptions, type SaveInput } from "./repository";
export * from "./schema";
