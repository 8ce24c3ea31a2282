import { bigint, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { now, ts } from "./time.ts";

/**
 * The columns every user-owned, synced row carries (DESIGN §3): owner, times, tombstone and the
 * server change sequence. `server_seq` is set by a database trigger on every insert and update
 * (migration 0001), so no code path can write a row without moving the sync cursor.
 */
export const syncedColumns = () => ({
  id: uuid("id").primaryKey(),
  user_id: uuid("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  created_at: ts("created_at").notNull().default(now),
  updated_at: ts("updated_at").notNull().default(now),
  deleted_at: ts("deleted_at"),
  server_seq: bigint("server_seq", { mode: "number" }).notNull().default(0),
});
