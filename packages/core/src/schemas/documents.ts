// Document extractions, counts and extraction results (ENTITIES; spec 2 §3, §7).

import { z } from "zod";
import { TITLE_MAX_CHARS } from "../constants/limits.ts";
import { countSchema, isoTimestampSchema, syncedRecordFields, uuidSchema } from "./common.ts";

/** One extracted document (append-only log); a user's document count is derived from it (DESIGN §3). */
export const documentExtractionSchema = z.object({
  ...syncedRecordFields,
  file_name: z.string().trim().min(1).max(TITLE_MAX_CHARS),
  provider: z.string().trim().min(1).max(100),
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
  text: z.string(),
  provider: z.string(),
  confidence: z.number().min(0).max(100).optional(),
  pagesProcessed: countSchema.optional(),
  message: z.string().optional(),
  warning: z.string().optional(),
  error: z.string().optional(),
});
export type ExtractionResult = z.infer<typeof extractionResultSchema>;
