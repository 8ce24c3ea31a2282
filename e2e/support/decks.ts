import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { strToU8, unzipSync, zipSync } from "fflate";
import initSqlJs, { type SqlJsStatic } from "sql.js";
import { expect } from "../fixtures.ts";
import { pushAs, seedNotes } from "../notes-support.ts";

// The deck specs' set-up (issue 22): a seeded deck, downloads from the export menus, the import screen's file input,
// the server's records, and .apkg files read and made with sql.js in Node.

let SQL: SqlJsStatic;
/** Loads sql.js once for apkgQuery and makeAnkiPackage (call it in beforeAll). */
export async function loadSqlJs(): Promise<void> {
  SQL ??= await initSqlJs();
}

export const BASE_CARDS = [
  { front: "What is ATP?", back: "The cell's energy currency", source: "ATP powers the cell." },
  { front: "What does a ribosome make?", back: 'Proteins, "in short"', source: null },
];

/** A note "Cell biology" with tags and two cards (one with a source), pushed as another device would. */
export async function seedDeck(page: Page): Promise<string> {
  const [note] = await seedNotes(page, [
    { title: "Cell biology", content: "Cells.", tags: ["biology", "cell parts"], subject: "Biology" },
  ]);
  const noteId = (note as { id: string }).id;
  const results = await pushAs(
    page,
    BASE_CARDS.map((card) => ({
      type: "flashcards",
      data: { id: randomUUID(), note_id: noteId, ...card, difficulty: "easy", category: "biology" },
    })),
  );
  expect(results.map((r) => r.status)).toEqual(["applied", "applied"]);
  return noteId;
}

export async function openStudyWithDeck(page: Page) {
  await page.goto("/study");
  await expect(page.getByTestId("deck-card")).toHaveCount(1);
}

export async function downloadFrom(
  page: Page,
  open: () => Promise<void>,
  item: string,
): Promise<{ name: string; bytes: Buffer }> {
  await open();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: item, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await (download as Download).path()) };
}

export const openDeckMenu = (page: Page) => () =>
  page.getByRole("button", { name: "Export Cell biology" }).click();
export const openToolbarMenu = (page: Page) => () =>
  page.getByRole("button", { name: "Export cards" }).click();

/** The rows of a table of the .apkg's collection. */
export function apkgQuery(bytes: Uint8Array, sql: string): unknown[][] {
  const files = unzipSync(bytes);
  const db = new SQL.Database(files["collection.anki2"]);
  try {
    return db.exec(sql)[0]?.values ?? [];
  } finally {
    db.close();
  }
}

export async function chooseDeckFile(page: Page, name: string, content: Buffer | string) {
  await page.getByTestId("deck-file-input").setInputFiles({
    name,
    mimeType: "application/octet-stream",
    buffer: typeof content === "string" ? Buffer.from(content, "utf8") : content,
  });
}

/** The server's live records of a collection, as another device would pull them. */
export async function serverRecords(page: Page, collection: string): Promise<Record<string, unknown>[]> {
  const res = await page.context().request.get("/api/sync/pull?since=0&limit=1000");
  const { changes } = (await res.json()) as {
    changes: Array<{ collection: string; record: Record<string, unknown> & { deleted_at: string | null } }>;
  };
  return changes
    .filter((c) => c.collection === collection && c.record.deleted_at === null)
    .map((c) => c.record);
}

/** An .apkg made by the test: a legacy collection with one Basic note type, two notes and a review log. */
export function makeAnkiPackage(): Buffer {
  const db = new SQL.Database();
  db.run(`CREATE TABLE col (id integer primary key, crt integer, mod integer, scm integer, ver integer, dty integer,
    usn integer, ls integer, conf text, models text, decks text, dconf text, tags text);
    CREATE TABLE notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text, flds text,
    sfld integer, csum integer, flags integer, data text);
    CREATE TABLE cards (id integer primary key, nid integer, did integer, ord integer, mod integer, usn integer,
    type integer, queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer, left integer,
    odue integer, odid integer, flags integer, data text);
    CREATE TABLE revlog (id integer primary key, cid integer, usn integer, ease integer, ivl integer, lastIvl integer,
    factor integer, time integer, type integer);`);
  const models = { 100: { id: 100, name: "Basic", flds: [{ name: "Front" }, { name: "Back" }] } };
  const decks = { 1: { id: 1, name: "Default" }, 200: { id: 200, name: "Spanish verbs" } };
  db.run("INSERT INTO col VALUES (1, 0, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')", [
    JSON.stringify(models),
    JSON.stringify(decks),
  ]);
  db.run("INSERT INTO notes VALUES (1, 'g1', 100, 0, 0, ' verbs ', ?, '', 0, 0, '')", [
    "<b>hablar</b>\u001fto speak<br>(regular)",
  ]);
  db.run("INSERT INTO notes VALUES (2, 'g2', 100, 0, 0, '', ?, '', 0, 0, '')", [
    'comer<img src="eat.png">\u001fto eat&nbsp;&amp; dine',
  ]);
  db.run("INSERT INTO cards VALUES (11, 1, 200, 0, 0, 0, 2, 2, 0, 3, 2500, 2, 0, 0, 0, 0, 0, '')");
  db.run("INSERT INTO cards VALUES (12, 2, 200, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, '')");
  const day = 86_400_000;
  const start = Date.now() - 10 * day;
  db.run("INSERT INTO revlog VALUES (?, 11, 0, 1, -600, 0, 0, 6000, 0)", [start]);
  db.run("INSERT INTO revlog VALUES (?, 11, 0, 3, 3, -600, 2500, 4000, 1)", [start + day]);
  const collection = db.export();
  db.close();
  return Buffer.from(
    zipSync({
      "collection.anki2": collection,
      media: strToU8('{"0":"eat.png"}'),
      0: new Uint8Array([1, 2, 3]),
    }),
  );
}
