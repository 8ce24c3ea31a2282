// Notes and their summaries (ENTITIES notes, summaries; spec 1 §3, spec 2 §3).

import { z } from "zod";
import { CONTENT_MAX_CHARS, SEGMENTS_MAX, TAG_MAX_CHARS } from "../constants/limits.ts";
import { DEFAULT_SUBJECT } from "../constants/notes.ts";
import {
  countSchema,
  isoTimestampSchema,
  syncedRecordFields,
  tagListSchema,
  titleSchema,
  uuidSchema,
} from "./common.ts";
import { DOCUMENT_TYPES, NOTE_TYPES } from "./enums.ts";
import { checkStorableJson, double, text } from "./primitives.ts";

/** A transcript segment: text and [start, end] in seconds (spec 1 §3). */
export const transcriptSegmentSchema = z
  .object({
    text: text().max(CONTENT_MAX_CHARS),
    timestamp: z.tuple([double().nonnegative(), double().nonnegative()]),
  })
  .refine((segment) => segment.timestamp[1] >= segment.timestamp[0], {
    message: "A segment cannot end before it starts",
    path: ["timestamp", 1],
  });
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** Where a note's text came from (spec 1 §3); other keys pass through untouched. */
export const extractionMetadataSchema = z
  .looseObject({
    source: text().min(1).max(500),
    extractedAt: isoTimestampSchema,
    duration: double().nonnegative().optional(),
    recordingDate: isoTimestampSchema.optional(),
  })
  .superRefine(checkStorableJson);
export type ExtractionMetadata = z.infer<typeof extractionMetadataSchema>;

export const noteSchema = z.object({
  ...syncedRecordFields,
  title: titleSchema,
  // Content may be empty: generation then refuses with 'Note content is empty...' (spec 1 §5).
  content: text().max(CONTENT_MAX_CHARS).default(""),
  tags: tagListSchema.default([]),
  topics: tagListSchema.default([]),
  subject: text().trim().min(1).max(TAG_MAX_CHARS).default(DEFAULT_SUBJECT),
  type: z.enum(NOTE_TYPES).default("manual"),
  duration: countSchema.nullable().default(null),
  recording_date: isoTimestampSchema.nullable().default(null),
  document_type: z.enum(DOCUMENT_TYPES).nullable().default(null),
  extraction_metadata: extractionMetadataSchema.nullable().default(null),
  segments: z.array(transcriptSegmentSchema).max(SEGMENTS_MAX).nullable().default(null),
});
export type Note = z.infer<typeof noteSchema>;
export type NoteInput = z.input<typeof noteSchema>;

/** A note's summary; summary_text is the generator's overview (spec 1 §3). */
export const summarySchema = z.object({
  ...syncedRecordFields,
  note_id: uuidSchema,
  summary_text: text().max(CONTENT_MAX_CHARS),
  key_points: z.array(text().max(CONTENT_MAX_CHARS)).max(200).default([]),
  word_count: countSchema,
  reading_time: countSchema,
  complexity: text().trim().min(1).max(50),
});
export type Summary = z.infer<typeof summarySchema>;
export type SummaryInput = z.input<typeof summarySchema>;
