// Building blocks shared by the entity schemas (ENTITIES.md header, DESIGN §3).

import { z } from "zod";
import { EMAIL_MAX_CHARS, TAG_MAX_CHARS, TAGS_MAX, TITLE_MAX_CHARS } from "../constants/limits.ts";
import { UUID_V4_PATTERN } from "../ids.ts";
import { messages } from "../messages.ts";
import { bigintNumber, int4, text, timestamp } from "./primitives.ts";

/** A UUID v4, the one id format of Lectern (spec 1 §3, §5). */
export const uuidSchema = z.string().regex(UUID_V4_PATTERN, "Invalid UUID v4");
/** An ISO-8601 timestamp with a time zone ('Z' or an offset), as timestamps travel on the wire, years 1 to 9999. */
export const isoTimestampSchema = timestamp();
/** A non-negative whole number (counts, seconds) that fits an `integer` column. */
export const countSchema = int4().nonnegative();
/** A title: trimmed, non-empty, at most TITLE_MAX_CHARS. */
export const titleSchema = text().trim().min(1).max(TITLE_MAX_CHARS);
/** An e-mail address, trimmed and lower-cased so one person has one address. */
export const emailSchema = text()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.auth.invalidEmail }).max(EMAIL_MAX_CHARS));

/** Tags and topics: each trimmed and non-empty, no duplicates (spec 1 §5). */
export const tagListSchema = z
  .array(text().trim().min(1).max(TAG_MAX_CHARS))
  .max(TAGS_MAX)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      if (seen.has(tag))
        ctx.addIssue({ code: "custom", message: "Duplicate tag", path: [index], input: tag });
      seen.add(tag);
    });
  });

/**
 * The fields of every user-owned, synced record (ENTITIES.md, DESIGN §3): owner, times, tombstone and the
 * server's change sequence, which a record born on the device does not have yet.
 */
export const syncedRecordFields = {
  id: uuidSchema,
  user_id: uuidSchema,
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
  deleted_at: isoTimestampSchema.nullable().default(null),
  server_seq: bigintNumber().nonnegative().optional(),
};

export const syncedRecordSchema = z.object(syncedRecordFields);
export type SyncedRecord = z.infer<typeof syncedRecordSchema>;
