import { randomUUID } from "node:crypto";
import { messages } from "@lectern/core";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { flashcards, notes, type shareLinks } from "../../db/schema/index.ts";
import { withUserWrites } from "../../db/user-writes.ts";
import type { ShareKind } from "./links.ts";

type Link = typeof shareLinks.$inferSelect;

const CARDS_PER_INSERT = 1000;

/**
 * What a share shows (issue 22 §3): the note's own fields and its cards' — never the owner's id, e-mail, other
 * notes, review history or any row id. A deck share shows the cards and the note's title, not its text.
 */
export type SharedContent = {
  kind: ShareKind;
  title: string;
  note: { title: string; content: string; tags: string[]; subject: string; created_at: string } | null;
  cards: Array<{ front: string; back: string; source: string | null }>;
};

/**
 * The content a live link opens, read with the link owner's id in every filter: a link can only ever reach the
 * note it names, of the user who made it. Null when that note is deleted (or gone): the link then answers 404.
 */
export async function sharedContent(db: Database, link: Link): Promise<SharedContent | null> {
  let note: SharedContent["note"] = null;
  let title: string = messages.shares.uncategorizedTitle;
  if (link.note_id !== null) {
    const [row] = await db
      .select({
        title: notes.title,
        content: notes.content,
        tags: notes.tags,
        subject: notes.subject,
        created_at: notes.created_at,
      })
      .from(notes)
      .where(and(eq(notes.id, link.note_id), eq(notes.user_id, link.user_id), isNull(notes.deleted_at)));
    if (!row) return null;
    title = row.title;
    note = link.kind === "note" ? row : null;
  }
  const cards = await db
    .select({ front: flashcards.front, back: flashcards.back, source: flashcards.source })
    .from(flashcards)
    .where(
      and(
        eq(flashcards.user_id, link.user_id),
        isNull(flashcards.deleted_at),
        link.note_id === null ? isNull(flashcards.note_id) : eq(flashcards.note_id, link.note_id),
      ),
    )
    .orderBy(asc(flashcards.created_at), asc(flashcards.id));
  return { kind: link.kind, title, note, cards };
}

/**
 * Copies a shared note (or deck) into `userId`'s account as new records with new ids, through the user's write
 * lock (DESIGN §4), so they reach the user's devices by sync. A deck of a note becomes a new note with the title
 * and no text; the uncategorized deck's cards go to the user's uncategorized deck (noteId null).
 * The cards start fresh: no reviews, no schedule — the owner's study history is not part of a share.
 */
export async function copySharedContent(
  db: Database,
  userId: string,
  shared: SharedContent,
  link: Link,
): Promise<{ noteId: string | null }> {
  return withUserWrites(db, userId, async (tx) => {
    let noteId: string | null = null;
    if (link.note_id !== null) {
      noteId = randomUUID();
      await tx.insert(notes).values({
        id: noteId,
        user_id: userId,
        title: shared.title,
        content: shared.note?.content ?? "",
        ...(shared.note && { tags: shared.note.tags, subject: shared.note.subject }),
      });
    }
    // Each card is created a millisecond after the one before (in the past), so the copy keeps the shared deck's
    // order: decks list their cards oldest first, and cards made in one transaction would otherwise share the
    // transaction's time and come out in the order of their random ids.
    const first = Date.now() - shared.cards.length;
    // in slices: a deck may hold an import's 50,000 cards, past PostgreSQL's 65,535 parameters per statement
    for (let start = 0; start < shared.cards.length; start += CARDS_PER_INSERT)
      await tx.insert(flashcards).values(
        shared.cards.slice(start, start + CARDS_PER_INSERT).map((card, offset) => ({
          id: randomUUID(),
          user_id: userId,
          note_id: noteId,
          front: card.front,
          back: card.back,
          source: card.source,
          created_at: new Date(first + start + offset).toISOString(),
        })),
      );
    return { noteId };
  });
}
