import { index, integer, pgTable, pgView, text, uuid } from "drizzle-orm/pg-core";
import { syncedColumns } from "./columns.ts";
import { now, ts } from "./time.ts";

/** Append-only log of document extractions; a user's document count is derived from it (DESIGN §3). */
export const documentExtractions = pgTable(
  "document_extractions",
  {
    ...syncedColumns(),
    file_name: text("file_name").notNull(),
    provider: text("provider").notNull(),
    pages_processed: integer("pages_processed").notNull().default(1),
    extracted_at: ts("extracted_at").notNull().default(now),
  },
  (t) => [
    index("document_extractions_user_seq_idx").on(t.user_id, t.server_seq),
    index("document_extractions_user_idx").on(t.user_id),
  ],
);

/**
 * spec 2 §3 document_counts {user_id, count}: a view over the extraction log (created in migration 0001),
 * so two devices never fight over a counter.
 */
export const documentCounts = pgView("document_counts", {
  user_id: uuid("user_id").notNull(),
  count: integer("count").notNull(),
}).existing();
