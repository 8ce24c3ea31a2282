import { bigint, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { now, ts } from "./time.ts";

/**
 * The ops a server has applied, by op id (DESIGN §4): a retried push answers from here instead of applying
 * twice. Kept in the database so any server behind the same PostgreSQL recognises a retry. Only the outcome is
 * kept (status, the record's id and its server_seq then), never the pushed record (issue 13); a retry is answered
 * with the record as the server holds it now. Rows older than APPLIED_OPS_KEEP_DAYS are pruned.
 */
export const syncAppliedOps = pgTable(
  "sync_applied_ops",
  {
    op_id: uuid("op_id").primaryKey(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    collection: text("collection").notNull(),
    status: text("status").notNull(),
    record_id: uuid("record_id"),
    server_seq: bigint("server_seq", { mode: "number" }),
    applied_at: ts("applied_at").notNull().default(now),
  },
  (t) => [index("sync_applied_ops_applied_at_idx").on(t.applied_at)],
);

/**
 * Finished generation runs, by the request id the device made (issue 13): a repeat of a finished run answers
 * the saved answer and writes nothing new. Pruned with the applied ops.
 */
export const generationRequests = pgTable(
  "generation_requests",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    request_id: uuid("request_id").notNull(),
    kind: text("kind").notNull(),
    answer: jsonb("answer").$type<Record<string, unknown>>().notNull(),
    created_at: ts("created_at").notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.request_id, t.kind] }),
    index("generation_requests_created_at_idx").on(t.created_at),
  ],
);
