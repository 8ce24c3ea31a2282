import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { shareLinks } from "../../db/schema/index.ts";
import { findOwned } from "../owned.ts";

export type ShareKind = "note" | "deck";

/** 32 random bytes as base64url: 43 characters, 256 bits (issue 22 §3: unguessable). */
const TOKEN_BYTES = 32;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What is kept of a token: its SHA-256 (hex). The token itself is shown to the owner once, when it is made. */
export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A share link as its owner sees it in the list (never the token: only its hash is kept). */
export type ShareLinkView = {
  id: string;
  kind: ShareKind;
  note_id: string | null;
  created_at: string;
  expires_at: string | null;
};

const view = (row: typeof shareLinks.$inferSelect): ShareLinkView => ({
  id: row.id,
  kind: row.kind,
  note_id: row.note_id,
  created_at: row.created_at,
  expires_at: row.expires_at,
});

export const shareUrl = (publicUrl: string, token: string) => `${publicUrl}/s/${token}`;

/**
 * Makes a link to one of the user's live notes (or, for a deck, to their uncategorized cards when noteId is null).
 * Null when the note is not the user's or not live: the route answers that like a missing note (DESIGN §3).
 */
export async function createShareLink(
  db: Database,
  userId: string,
  input: { kind: ShareKind; noteId: string | null; expiresInDays?: number | null },
  now = new Date(),
): Promise<{ link: ShareLinkView; token: string } | null> {
  if (input.noteId !== null && !(await findOwned(db, "notes", userId, input.noteId))) return null;
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const expiresAt = input.expiresInDays
    ? new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString()
    : null;
  const [row] = await db
    .insert(shareLinks)
    .values({
      id: randomUUID(),
      user_id: userId,
      kind: input.kind,
      note_id: input.noteId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
    })
    .returning();
  return { link: view(row as typeof shareLinks.$inferSelect), token };
}

/** The user's links that still open (not revoked, not expired), newest first; of one note when noteId is given. */
export async function listShareLinks(
  db: Database,
  userId: string,
  noteId: string | null | undefined,
  now = new Date(),
): Promise<ShareLinkView[]> {
  const byNote: SQL | undefined =
    noteId === undefined
      ? undefined
      : noteId === null
        ? isNull(shareLinks.note_id)
        : eq(shareLinks.note_id, noteId);
  const rows = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.user_id, userId),
        isNull(shareLinks.revoked_at),
        sql`(${shareLinks.expires_at} is null or ${shareLinks.expires_at} > ${now.toISOString()}::timestamptz)`,
        byNote,
      ),
    )
    .orderBy(desc(shareLinks.created_at), desc(shareLinks.id));
  return rows.map(view);
}

/** Revokes one of the user's links; false when there is no such link of theirs (another user's answers the same). */
export async function revokeShareLink(db: Database, userId: string, id: string, now = new Date()) {
  const rows = await db
    .update(shareLinks)
    .set({ revoked_at: sql`coalesce(${shareLinks.revoked_at}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.user_id, userId)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}

/** The live link a token opens: known, not revoked, not expired. Null for anything else, whatever the reason. */
export async function openShareLink(db: Database, token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.token_hash, hashToken(token)),
        isNull(shareLinks.revoked_at),
        sql`(${shareLinks.expires_at} is null or ${shareLinks.expires_at} > ${now.toISOString()}::timestamptz)`,
      ),
    );
  return row ?? null;
}
