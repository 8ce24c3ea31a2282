// Document extractions, counts and extraction results (ENTITIES; spec 2 §3, §7).

import { z } from "zod";
import { TITLE_MAX_CHARS } from "../constants/limits.ts";
import { countSchema, isoTimestampSchema, syncedRecordFields, uuidSchema } from "./common.ts";
import { double, text } from "./primitives.ts";

/** One extracted document (append-only log); a user's document count is derived from it (DESIGN §3). */
export const documentExtractionSchema = z.object({
  ...syncedRecordFields,
  file_name: text().trim().min(1).max(TITLE_MAX_CHARS),
  provider: text().trim().min(1).max(100),
  pages_processed: countSchema,
  extracted_at: isoTimestampSchema,
});
export type DocumentExtraction = z.infer<typeof documentExtractionSchema>;
export type DocumentExtractionInput = z.input<typeof documentExtractionSchema>;

/** A user's lifetime document count (derived, read-only; spec 1 §3). */
export const documentCountSchema = z.object({
  user_id: uuidSchema,
  count: countSchema,
});
export type DocumentCount = z.infer<typeof documentCountSchema>;

/** The answer of a text extraction (spec 2 §3, §7 textract-document). */
export const extractionResultSchema = z.object({
  text: text(),
  provider: text(),
  confidence: double().min(0).max(100).optional(),
  pagesProcessed: countSchema.optional(),
  message: text().optional(),
  warning: text().optional(),
  error: text().optional(),
});
export type ExtractionResult = z.infer<typeof extractionResultSchema>;
