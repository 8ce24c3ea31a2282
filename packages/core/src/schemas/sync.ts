// The device's sync queue and the collection → schema map (spec 1 §3, §4; DESIGN §4).

import { z } from "zod";
import { isUuidV4 } from "../ids.ts";
import { isoTimestampSchema, uuidSchema } from "./common.ts";
import { documentExtractionSchema } from "./documents.ts";
import { SYNC_OPERATIONS, SYNCED_COLLECTIONS, type SyncedCollection } from "./enums.ts";
import { userGoalSchema } from "./goals.ts";
import { noteSchema, summarySchema } from "./notes.ts";
import {
  flashcardReviewSchema,
  flashcardSchema,
  quizAttemptSchema,
  quizSchema,
  spacedRepetitionScheduleSchema,
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
} as const satisfies Record<SyncedCollection, z.ZodType>;

export type SyncedRecordOf<C extends SyncedCollection> = z.infer<(typeof syncedRecordSchemas)[C]>;
