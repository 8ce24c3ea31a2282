import { jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { now, ts } from "./time.ts";

/**
 * The ops a server has applied, by op id (DESIGN §4): a retried push answers from here instead of applying
 * twice. Kept in the database so any server behind the same PostgreSQL recognises a retry.
 */
export const syncAppliedOps = pgTable("sync_applied_ops", {
  op_id: uuid("op_id").primaryKey(),
  user_id: uuid("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  collection: text("collection").notNull(),
  result: jsonb("result").$type<Record<string, unknown>>().notNull(),
  applied_at: ts("applied_at").notNull().default(now),
});
