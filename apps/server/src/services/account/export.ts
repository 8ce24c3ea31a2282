import { messages } from "@lectern/core";
import { and, asc, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { strToU8, Zip, ZipDeflate } from "fflate";
import type { Database } from "../../db/client.ts";
import { flashcards, notes, spacedRepetitionSchedule, user } from "../../db/schema/index.ts";
import { csvRow } from "./csv.ts";
import { BOOKKEEPING_COLUMNS, FLASHCARD_COLUMNS, JSON_EXPORTS, readmeText } from "./export-files.ts";
import { noteFileName, noteMarkdown } from "./note-markdown.ts";

/** Rows read per statement: a page of notes may hold 60 KB transcripts, so fewer of them. */
const NOTE_PAGE = 50;
const ROW_PAGE = 500;

type Row = Record<string, unknown>;
/** The columns every user-owned table shares (db/schema/columns.ts), which is all the paging needs. */
type OwnedColumns = { id: PgColumn; user_id: PgColumn; deleted_at: PgColumn };

/** The export's file name: `lectern-data-2026-11-24.zip`. */
export function exportFileName(now: Date): string {
  return `lectern-data-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * 'Download my data' (issue 18 §6): a zip of the user's live rows, made while it is sent. The stream asks for
 * the next piece only when the client has taken the last one, and each piece is one page of rows, so a big user's
 * export never sits whole in memory. Pages are read by id (keyset), each its own short statement: an export of a
 * slow download never holds a transaction (on PGlite, the one connection) open.
 */
export function exportArchive(db: Database, userId: string, now = new Date()): ReadableStream<Uint8Array> {
  let zip: Zip;
  let chunks = 0;
  const steps = archiveSteps(db, userId, now, (file) => zip.add(file));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        chunks++;
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    // A pull that enqueues nothing is not called again (the deflater may still be filling its window): take
    // steps until the zip has given out a chunk, or the last step ended it.
    async pull() {
      const before = chunks;
      while (chunks === before) {
        const step = await steps.next();
        if (step.done) return zip.end();
      }
    },
    async cancel() {
      zip.terminate();
      await steps.return(undefined);
    },
  });
}

/** One file of the zip, deflated; `write` adds text to it, `close` ends it. */
function openFile(name: string, add: (file: ZipDeflate) => void) {
  const file = new ZipDeflate(name, { level: 6 });
  file.mtime = new Date();
  add(file);
  return {
    write: (text: string) => file.push(strToU8(text)),
    close: (text = "") => file.push(strToU8(text), true),
  };
}

async function* archiveSteps(db: Database, userId: string, now: Date, add: (file: ZipDeflate) => void) {
  openFile("README.txt", add).close(readmeText(now.toISOString()));
  openFile("profile.json", add).close(`${JSON.stringify(await profileOf(db, userId, now), null, 2)}\n`);
  yield;

  const taken = new Set<string>();
  for await (const page of pages(db, notes, userId, NOTE_PAGE)) {
    for (const note of page) {
      const name = noteFileName(String(note.title), taken);
      openFile(`notes/${name}`, add).close(noteMarkdown(note as Parameters<typeof noteMarkdown>[0]));
    }
    yield;
  }

  const cards = openFile("flashcards.csv", add);
  cards.write(csvRow(FLASHCARD_COLUMNS));
  for await (const page of flashcardPages(db, userId)) {
    cards.write(page.map((card) => csvRow(FLASHCARD_COLUMNS.map((column) => card[column]))).join(""));
    yield;
  }
  cards.close();

  for (const { file: name, table, ...rest } of JSON_EXPORTS) {
    const omit = new Set([...BOOKKEEPING_COLUMNS, ...("omit" in rest ? rest.omit : [])]);
    const file = openFile(name, add);
    let first = true;
    file.write("[");
    for await (const page of pages(db, table as unknown as typeof notes, userId, ROW_PAGE)) {
      for (const row of page) {
        file.write(`${first ? "\n" : ",\n"}${JSON.stringify(withoutColumns(row, omit))}`);
        first = false;
      }
      yield;
    }
    file.close(first ? "]\n" : "\n]\n");
  }
}

function withoutColumns(row: Row, omit: Set<string>): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !omit.has(key)));
}

/** The account as the student sees it: never the password hash, sessions, tokens or two-factor secrets. */
async function profileOf(db: Database, userId: string, now: Date) {
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      email_verified: user.emailVerified,
      two_factor_enabled: user.twoFactorEnabled,
      created_at: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  return { exported_at: now.toISOString(), profile };
}

/** The user's live rows of one table, a page at a time, by id. */
async function* pages<T extends typeof notes>(db: Database, table: T, userId: string, size: number) {
  const columns = table as unknown as OwnedColumns;
  let after: string | null = null;
  for (;;) {
    const rows: Row[] = await db
      .select()
      .from(table as typeof notes)
      .where(liveRowsOf(columns, userId, after))
      .orderBy(asc(columns.id))
      .limit(size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = String(rows[rows.length - 1]?.id);
  }
}

function liveRowsOf(table: OwnedColumns, userId: string, after: string | null): SQL {
  return and(
    eq(table.user_id, userId),
    isNull(table.deleted_at),
    after === null ? undefined : gt(table.id, after),
  ) as SQL;
}

/** Live cards with their deck (the live note's title) and their live schedule, as the CSV's cells. */
async function* flashcardPages(db: Database, userId: string) {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        card: flashcards,
        deck: notes.title,
        schedule: {
          next_review_date: spacedRepetitionSchedule.next_review_date,
          interval_days: spacedRepetitionSchedule.interval_days,
          ease_factor: spacedRepetitionSchedule.ease_factor,
          repetition_number: spacedRepetitionSchedule.repetition_number,
        },
      })
      .from(flashcards)
      .leftJoin(
        notes,
        and(eq(notes.id, flashcards.note_id), eq(notes.user_id, userId), isNull(notes.deleted_at)),
      )
      .leftJoin(
        spacedRepetitionSchedule,
        and(
          eq(spacedRepetitionSchedule.flashcard_id, flashcards.id),
          eq(spacedRepetitionSchedule.user_id, userId),
          isNull(spacedRepetitionSchedule.deleted_at),
        ),
      )
      .where(liveRowsOf(flashcards, userId, after))
      .orderBy(asc(flashcards.id))
      .limit(ROW_PAGE);
    if (rows.length)
      yield rows.map(({ card, deck, schedule }) => ({
        ...card,
        ...schedule,
        deck: deck ?? (card.note_id ? null : messages.study.uncategorizedDeckTitle),
      })) as Row[];
    if (rows.length < ROW_PAGE) return;
    after = rows[rows.length - 1]?.card.id ?? null;
  }
}
