// The device's sync queue and the collection → schema map (spec 1 §3, §4; DESIGN §4).

import { z } from "zod";
import { isUuidV4 } from "../ids.ts";
import { isoTimestampSchema, uuidSchema } from "./common.ts";
import { documentExtractionSchema } from "./documents.ts";
import { SYNC_OPERATIONS, SYNCED_COLLECTIONS, type SyncedCollection } from "./enums.ts";
import { userGoalSchema } from "./goals.ts";
import { noteSchema, summarySchema } from "./notes.ts";
import { int4, text } from "./primitives.ts";
import {
  flashcardReviewSchema,
  flashcardSchema,
  quizAttemptSchema,
  quizSchema,
  spacedRepetitionScheduleSchema,
  studyPreferencesSchema,
  studySessionSchema,
} from "./study.ts";

/**
 * A queued change (ENTITIES sync queue item): `type` names the collection, `data` the record (for a
 * delete, at least its id). The id is the op id the server uses to apply each op once (DESIGN §4).
 */
export const syncQueueItemSchema = z
  .object({
    id: uuidSchema,
    type: z.enum(SYNCED_COLLECTIONS),
    operation: z.enum(SYNC_OPERATIONS),
    data: z.record(z.string(), z.unknown()),
    timestamp: isoTimestampSchema,
    /**
     * The record's server_seq the device last saw when it made this change (its base version); absent for a
     * create. The server answers `stale` when its row moved past it (issue 13, decideOp).
     */
    base_seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
  })
  .refine((item) => isUuidV4(item.data.id), { message: "data.id must be a UUID v4", path: ["data", "id"] });
export type SyncQueueItem = z.infer<typeof syncQueueItemSchema>;

/** The schema of each synced collection's records, to validate a queued op's data by its type. */
export const syncedRecordSchemas = {
  notes: noteSchema,
  flashcards: flashcardSchema,
  flashcard_reviews: flashcardReviewSchema,
  quizzes: quizSchema,
  quiz_attempts: quizAttemptSchema,
  summaries: summarySchema,
  study_sessions: studySessionSchema,
  user_goals: userGoalSchema,
  spaced_repetition_schedule: spacedRepetitionScheduleSchema,
  document_extractions: documentExtractionSchema,
  study_preferences: studyPreferencesSchema,
} as const satisfies Record<SyncedCollection, z.ZodType>;

export type SyncedRecordOf<C extends SyncedCollection> = z.infer<(typeof syncedRecordSchemas)[C]>;

/** A delete's data: the record's id and, when the device sent it, the moment of the delete (a real timestamp). */
export const syncDeleteDataSchema = z.looseObject({
  id: uuidSchema,
  deleted_at: isoTimestampSchema.nullish(),
});

/** One op checked on its own: the op with its data parsed by its collection's schema, or why it is refused. */
export type SyncOpCheck = { ok: true; op: SyncQueueItem } | { ok: false; reason: string };

/**
 * Checks one pushed op: the queue item, then its data — a record of its collection for an update, an id and an
 * optional delete time for a delete. The reason names the first failing field, as the user will read it
 * (issue 12: one bad op is refused alone, never a failed push).
 */
export function checkSyncOp(raw: unknown): SyncOpCheck {
  const item = syncQueueItemSchema.safeParse(raw);
  if (!item.success) return { ok: false, reason: invalidFieldReason(item.error) };
  const op = item.data;
  const dataSchema = op.operation === "delete" ? syncDeleteDataSchema : syncedRecordSchemas[op.type];
  const data = dataSchema.safeParse(op.data);
  if (!data.success) return { ok: false, reason: invalidFieldReason(data.error) };
  return { ok: true, op: { ...op, data: data.data as Record<string, unknown> } };
}

/** "Invalid content: Contains a character that cannot be stored…": the first issue, by its field. */
export function invalidFieldReason(error: z.ZodError): string {
  const issue = error.issues[0];
  return `Invalid ${issue?.path.join(".") || "record"}: ${issue?.message ?? "not accepted"}`;
}

// --- The sync API (DESIGN §4) ---------------------------------------------------------------------------------

/** Most ops one push may carry; a longer queue goes in several pushes, oldest first. */
export const SYNC_PUSH_MAX_OPS = 100;
/** Rows per pull page (default and ceiling). */
export const SYNC_PULL_DEFAULT_LIMIT = 200;
export const SYNC_PULL_MAX_LIMIT = 1000;
/**
 * A pull page also stops once its records reach about this many characters (at least one record always goes),
 * so a page of long transcripts stays a few megabytes however many rows were asked for.
 */
export const SYNC_PULL_PAGE_BUDGET_CHARS = 4_000_000;

/** `POST /api/sync/push`: the device's queue items, as they are, oldest first. */
export const syncPushRequestSchema = z.object({
  ops: z.array(syncQueueItemSchema).min(1).max(SYNC_PUSH_MAX_OPS),
});
export type SyncPushRequest = z.infer<typeof syncPushRequestSchema>;

/**
 * What the push route checks of the request as a whole: up to SYNC_PUSH_MAX_OPS ops, each with an op id to answer
 * by. Everything else is checked op by op (`checkSyncOp`), so a bad op gets its own `rejected` answer and the
 * rest of the batch applies (issue 12).
 */
export const syncPushEnvelopeSchema = z.object({
  ops: z
    .array(z.looseObject({ id: uuidSchema }))
    .min(1)
    .max(SYNC_PUSH_MAX_OPS),
});
export type SyncPushEnvelope = z.infer<typeof syncPushEnvelopeSchema>;

/**
 * One answer per op, by op id: `applied` (the op's record as the server now holds it), `stale` (the server's row
 * moved past the op's base: here it is, take it), or `rejected` (never retried; shown to the user with its reason,
 * with the server's row when there is one).
 */
export const syncPushResultSchema = z.discriminatedUnion("status", [
  z.object({ id: uuidSchema, status: z.literal("applied"), record: z.record(z.string(), z.unknown()) }),
  z.object({ id: uuidSchema, status: z.literal("stale"), record: z.record(z.string(), z.unknown()) }),
  z.object({
    id: uuidSchema,
    status: z.literal("rejected"),
    // server_error is the device's own verdict: the server kept failing (5xx) on this op alone (issue 12).
    // log_rewrite: an update or delete of a log row, which is insert-only (issue 13).
    code: z.enum(["validation", "forbidden", "tier_limit", "server_error", "log_rewrite"]),
    reason: text(),
    /** The server's current row of the record, when the user has one: the device puts it back (issue 13). */
    record: z.record(z.string(), z.unknown()).optional(),
  }),
]);
export type SyncPushResult = z.infer<typeof syncPushResultSchema>;
export const syncPushResponseSchema = z.object({ results: z.array(syncPushResultSchema) });
export type SyncPushResponse = z.infer<typeof syncPushResponseSchema>;

/** `GET /api/sync/pull?since=CURSOR&limit=N`: the user's rows with server_seq > since, tombstones included. */
export const syncPullQuerySchema = z.object({
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SYNC_PULL_MAX_LIMIT).default(SYNC_PULL_DEFAULT_LIMIT),
});
export type SyncPullQuery = z.infer<typeof syncPullQuerySchema>;

export const syncPullResponseSchema = z.object({
  changes: z.array(
    z.object({ collection: z.enum(SYNCED_COLLECTIONS), record: z.record(z.string(), z.unknown()) }),
  ),
  /** Pass back as `since` next time. */
  cursor: int4().min(0),
  hasMore: z.boolean(),
  /**
   * The server's sync epoch (Lectern's server always sends it; optional for older servers). It changes when the
   * server was restored from a backup and lost numbers a device already holds. A device that sees an epoch other
   * than the one it stored (or `reset`) forgets its cursor, pulls again from 0, and re-sends its own records, since
   * the server may lack them (issue 13).
   */
  epoch: text().min(1).optional(),
  /**
   * True when this device's cursor was beyond anything the server ever numbered (the server lost data): the page
   * is empty, `cursor` is 0 and `epoch` is the new one. React as to a new epoch.
   */
  reset: z.literal(true).optional(),
});
export type SyncPullResponse = z.infer<typeof syncPullResponseSchema>;
