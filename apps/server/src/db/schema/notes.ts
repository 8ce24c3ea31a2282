import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { syncedColumns } from "./columns.ts";
import { ts } from "./time.ts";

export type ExtractionMetadata = {
  source: string;
  extractedAt: string;
  duration?: number;
  recordingDate?: string;
  [key: string]: unknown;
};
export type TranscriptSegment = { text: string; timestamp: [number, number] };

/** spec 1 §3 note, spec 2 §3 note (topics). */
export const notes = pgTable(
  "notes",
  {
    ...syncedColumns(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    tags: jsonb("tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    topics: jsonb("topics").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    subject: text("subject").notNull().default("General"),
    type: text("type").notNull().default("manual"),
    duration: integer("duration"),
    recording_date: ts("recording_date"),
    document_type: text("document_type"),
    extraction_metadata: jsonb("extraction_metadata").$type<ExtractionMetadata>(),
    segments: jsonb("segments").$type<TranscriptSegment[]>(),
  },
  (t) => [
    // spec 1 §7: notes by user_id (newest first), by subject; sync pulls by (user, server_seq)
    index("notes_user_updated_idx").on(t.user_id, t.updated_at),
    // The notes list (newest first, ties by id, live notes only) reads its page straight off this index
    // instead of sorting every note the student has.
    index("notes_user_live_newest_idx")
      .on(t.user_id, t.updated_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deleted_at} is null`),
    index("notes_user_subject_idx").on(t.user_id, t.subject),
    index("notes_user_seq_idx").on(t.user_id, t.server_seq),
    // the progress dashboard (issue 17): notes created per day and per goal window, live notes only
    index("notes_user_created_live_idx").on(t.user_id, t.created_at).where(sql`${t.deleted_at} is null`),
  ],
);
