import { notePreview } from "@lectern/core";
import { desc, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { notes } from "../db/schema/notes.ts";
import { ownedBy } from "./owned.ts";

/** How much of a note's content the list reads: enough for notePreview, which looks at no more. */
const PREVIEW_SOURCE_CHARS = 800;

/** A notes-list entry: what a card and a note picker show, with a preview instead of the whole content. */
export type NoteSummary = {
  id: string;
  title: string;
  subject: string;
  type: string;
  tags: string[];
  duration: number | null;
  created_at: string;
  updated_at: string;
  preview: string;
};

/**
 * The user's notes, newest first (spec 2 §7), as summaries: a list answer carries the 100-character preview
 * (spec 1 §9) rather than every full note, so a page of 100 stays small whatever the notes hold.
 */
export async function listNoteSummaries(
  db: Database,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<NoteSummary[]> {
  const rows = await db
    .select({
      id: notes.id,
      title: notes.title,
      subject: notes.subject,
      type: notes.type,
      tags: notes.tags,
      duration: notes.duration,
      created_at: notes.created_at,
      updated_at: notes.updated_at,
      head: sql<string>`left(${notes.content}, ${PREVIEW_SOURCE_CHARS})`,
    })
    .from(notes)
    .where(ownedBy("notes", userId))
    .orderBy(desc(notes.updated_at), desc(notes.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ head, ...note }) => ({ ...note, preview: notePreview(head) }) as NoteSummary);
}
