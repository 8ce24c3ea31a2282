import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { now, ts } from "./time.ts";

/**
 * Read-only share links (issue 22 §3): a note, or a deck (a note's cards; note_id null = the uncategorized deck),
 * opened by anyone who holds the token. Only the token's SHA-256 is kept: a leaked database or backup opens no
 * share, and the owner sees the token once, when the link is made. Not synced: the links live on the server only.
 * note_id is not a foreign key: a deleted note (a tombstone) or a purged one simply makes the link answer 404.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"note" | "deck">().notNull(),
    note_id: uuid("note_id"),
    token_hash: text("token_hash").notNull(),
    created_at: ts("created_at").notNull().default(now),
    expires_at: ts("expires_at"),
    revoked_at: ts("revoked_at"),
  },
  (t) => [
    uniqueIndex("share_links_token_hash_uq").on(t.token_hash),
    index("share_links_user_note_idx").on(t.user_id, t.note_id),
  ],
);
