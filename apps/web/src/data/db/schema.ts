// The shape of the device's database (spec 1 §3 "one store per collection plus the sync queue", DESIGN §4).

import type { SyncedCollection, SyncedRecordOf, SyncOperation, SyncPushResult } from "@lectern/core";

/**
 * The indexes each collection's screens look records up by (besides the primary key id and `pending`).
 * IndexedDB leaves records whose indexed field is null out of that index: a flashcard without a note is not
 * found by `note_id`, so the uncategorized deck filters instead.
 */
export const COLLECTION_INDEXES = {
  notes: ["updated_at", "subject", "type"],
  flashcards: ["note_id"],
  // reviewed_at: today's reviews, counted against the daily review cap (issue 14).
  flashcard_reviews: ["flashcard_id", "reviewed_at"],
  quizzes: ["note_id"],
  quiz_attempts: ["quiz_id"],
  summaries: ["note_id"],
  study_sessions: ["completed_at"],
  user_goals: [],
  spaced_repetition_schedule: ["flashcard_id", "next_review_date"],
  document_extractions: ["extracted_at"],
  study_preferences: [],
} as const satisfies Record<SyncedCollection, readonly string[]>;

/** An index a collection can be queried or ordered by. */
export type IndexOf<C extends SyncedCollection> = (typeof COLLECTION_INDEXES)[C][number] | "id" | "pending";

/** A record as the device keeps it: the entity plus its pending-sync flag (spec 1 §3), 0/1 so it can be indexed. */
export type LocalRecord<C extends SyncedCollection> = SyncedRecordOf<C> & { pending: 0 | 1 };

/** A queued change: the wire item (id, type, operation, data, timestamp) plus the device's bookkeeping. */
export interface QueueEntry {
  /** Insertion number, the tie-break of the queue order. */
  seq: number;
  /** The op id: the server applies each op once by it, so a retry never applies twice (DESIGN §4). */
  id: string;
  type: SyncedCollection;
  operation: SyncOperation;
  data: Record<string, unknown>;
  timestamp: string;
  /** data.id, indexed with type so the engine knows whether a record still has changes queued. */
  record_id: string;
  /**
   * The record's server_seq this change builds on (the version the device last saw); null for a create. The
   * server answers `stale` when its row moved past it (issue 13). Absent on entries queued before issue 13.
   */
  base_seq?: number | null;
  /** For a note: its content at base_seq, the base of a three-way merge should the change come back stale. */
  base_content?: string | null;
  attempts: number;
  /** Epoch ms before which the engine does not resend this op on its own (retry backoff). */
  next_attempt_at: number;
  last_error: string | null;
}

/** A change the server refused: kept until the user dismisses it, never dropped silently (DESIGN §4). */
export interface RejectedChange {
  /** The op id. */
  id: string;
  collection: SyncedCollection;
  record_id: string;
  operation: SyncOperation;
  code: Extract<SyncPushResult, { status: "rejected" }>["code"];
  reason: string;
  data: Record<string, unknown>;
  rejected_at: string;
  /** The server sent its own row of the record, which replaced the refused copy on the device (issue 13). */
  server_restored?: boolean;
}

/** The device's version of a record that lost to a newer server version: kept, not dropped (DESIGN §4). */
export interface PreviousVersion {
  seq: number;
  collection: SyncedCollection;
  record_id: string;
  record: Record<string, unknown>;
  replaced_at: string;
}

/** Small values the sync engine keeps per user. */
export interface MetaValues {
  /** The pull cursor: the server_seq of the last change the device has merged. */
  pull_cursor: number;
  /** ISO time of the last complete pull. */
  last_synced_at: string;
  /** The server's sync epoch the cursor belongs to; another one means the server lost changes (issue 13). */
  sync_epoch: string;
  /** Whether the user was already told that the browser refused persistent storage. */
  storage_refusal_told: boolean;
}
export type MetaKey = keyof MetaValues;
export interface MetaEntry {
  key: MetaKey;
  value: MetaValues[MetaKey];
}

/**
 * The stores of database version 1 (before issue 14), as they were: Dexie upgrades a device's database from
 * the versions it declares, so an old version's stores never change.
 */
export const STORES_V1: Readonly<Record<string, string>> = {
  notes: "id, pending, updated_at, subject, type",
  flashcards: "id, pending, note_id",
  flashcard_reviews: "id, pending, flashcard_id",
  quizzes: "id, pending, note_id",
  quiz_attempts: "id, pending, quiz_id",
  summaries: "id, pending, note_id",
  study_sessions: "id, pending, completed_at",
  user_goals: "id, pending",
  spaced_repetition_schedule: "id, pending, flashcard_id, next_review_date",
  document_extractions: "id, pending, extracted_at",
  sync_queue: "++seq, &id, [type+record_id], next_attempt_at",
  meta: "key",
  sync_rejections: "id, rejected_at",
  previous_versions: "++seq, [collection+record_id]",
};

/** The Dexie store definitions of the current version: every collection, then the queue and the engine's own stores. */
export function storeDefinitions(): Record<string, string> {
  const stores: Record<string, string> = {};
  for (const [collection, indexes] of Object.entries(COLLECTION_INDEXES)) {
    stores[collection] = ["id", "pending", ...indexes].join(", ");
  }
  stores.sync_queue = "++seq, &id, [type+record_id], next_attempt_at";
  stores.meta = "key";
  stores.sync_rejections = "id, rejected_at";
  stores.previous_versions = "++seq, [collection+record_id]";
  return stores;
}
