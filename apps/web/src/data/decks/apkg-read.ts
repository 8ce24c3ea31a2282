// Reading an Anki package or collection package (issue 22 Deliver 2): .apkg and .colpkg, in each of Anki's
// collection formats (collection.anki2, .anki21, and the zstd-compressed .anki21b of Anki 2.1.50 and later). The
// first two fields of each note become the card (HTML reduced to text), a field named Source (Lectern's own note
// type) its source; media is counted and left out; the review log comes along for 'keep my review history'.

import {
  ANKI_FIELD_SEPARATOR,
  ankiEaseToQuality,
  ankiFieldToText,
  countAnkiMedia,
  type DeckFileCard,
  deckCardCountError,
  messages,
  pickAnkiCollection,
  splitDeckTags,
} from "@lectern/core";
import { unzipSync } from "fflate";
import { decompress as zstdDecompress } from "fzstd";
import type { Database, SqlJsStatic } from "sql.js";

/** One past answer of an imported card (a flashcard_reviews record to be). */
export interface ImportedReview {
  quality: number;
  reviewed_at: string;
}

export interface ImportCard extends DeckFileCard {
  reviews?: ImportedReview[];
}

export type AnkiReadResult =
  | { ok: true; cards: ImportCard[]; media: number; reviews: number; deckName: string | null }
  | { ok: false; error: string };

const t = messages.decks;

/** The zip's entry names, with the collection file inflated (and nothing else: media can be most of the size). */
function unzipCollection(bytes: Uint8Array): { names: string[]; files: Record<string, Uint8Array> } | null {
  const names: string[] = [];
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return file.name.startsWith("collection.anki");
      },
    });
    return { names, files };
  } catch {
    return null;
  }
}

const rows = (db: Database, sql: string): unknown[][] => db.exec(sql)[0]?.values ?? [];

/** For each note type, the index of its field named Source at place 3 or later (Lectern's note type has it). */
function sourceFieldIndex(db: Database): Map<number, number> {
  const found = new Map<number, number>();
  const tables = new Set(
    rows(db, "SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r[0])),
  );
  if (tables.has("fields")) {
    // Schema 18 (anki21b): note types' fields are rows.
    for (const [ntid, ord, name] of rows(db, "SELECT ntid, ord, name FROM fields")) {
      if (String(name).toLowerCase() === "source" && Number(ord) >= 2) found.set(Number(ntid), Number(ord));
    }
    return found;
  }
  const [models] = rows(db, "SELECT models FROM col");
  try {
    const parsed = JSON.parse(String(models?.[0] ?? "{}")) as Record<string, { flds?: { name?: string }[] }>;
    for (const [id, model] of Object.entries(parsed)) {
      const index = (model.flds ?? []).findIndex((field) => field.name?.toLowerCase() === "source");
      if (index >= 2) found.set(Number(id), index);
    }
  } catch {
    // A collection without readable note types still has notes: no source then.
  }
  return found;
}

/** The name of the deck most cards are in (Anki decks are named per card), for the import's deck name. */
function mainDeckName(db: Database): string | null {
  const [top] = rows(db, "SELECT did, count(*) AS n FROM cards GROUP BY did ORDER BY n DESC LIMIT 1");
  if (!top) return null;
  const deckId = Number(top[0]);
  const tables = new Set(
    rows(db, "SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r[0])),
  );
  if (tables.has("decks")) {
    const [named] = rows(db, `SELECT name FROM decks WHERE id = ${deckId}`);
    // Schema 18 separates nested deck names with \x1f; Anki shows them with '::'.
    return named ? String(named[0]).replaceAll("\u001f", "::") : null;
  }
  try {
    const [decks] = rows(db, "SELECT decks FROM col");
    const parsed = JSON.parse(String(decks?.[0] ?? "{}")) as Record<string, { name?: string }>;
    return parsed[String(deckId)]?.name ?? null;
  } catch {
    return null;
  }
}

function readCollection(db: Database, media: number): AnkiReadResult {
  const [count] = rows(db, "SELECT count(*) FROM notes");
  const tooMany = deckCardCountError(Number(count?.[0] ?? 0));
  if (tooMany) return { ok: false, error: tooMany };
  const sources = sourceFieldIndex(db);
  const cards: ImportCard[] = [];
  const byNote = new Map<number, ImportCard>();
  for (const [id, mid, tags, flds] of rows(db, "SELECT id, mid, tags, flds FROM notes ORDER BY id")) {
    const fields = String(flds).split(ANKI_FIELD_SEPARATOR);
    const sourceAt = sources.get(Number(mid));
    const card: ImportCard = {
      front: ankiFieldToText(fields[0] ?? ""),
      back: ankiFieldToText(fields[1] ?? ""),
      tags: splitDeckTags(String(tags)),
      source: sourceAt === undefined ? null : ankiFieldToText(fields[sourceAt] ?? "") || null,
    };
    cards.push(card);
    byNote.set(Number(id), card);
  }
  // Each note becomes one card: the review history of its first card (ord 0) is that card's history.
  let reviews = 0;
  const log = rows(
    db,
    "SELECT r.id, r.ease, c.nid FROM revlog r JOIN cards c ON c.id = r.cid WHERE c.ord = 0 ORDER BY r.id",
  );
  for (const [id, ease, nid] of log) {
    const card = byNote.get(Number(nid));
    const quality = ankiEaseToQuality(Number(ease));
    const at = new Date(Number(id));
    if (!card || quality === null || Number.isNaN(at.getTime())) continue;
    card.reviews ??= [];
    card.reviews.push({ quality, reviewed_at: at.toISOString() });
    reviews++;
  }
  return { ok: true, cards, media, reviews, deckName: mainDeckName(db) };
}

/** Reads an .apkg or .colpkg: a clear message for a damaged zip, a zip without a collection, or a bad collection. */
export function readApkg(SQL: SqlJsStatic, bytes: Uint8Array): AnkiReadResult {
  const zip = unzipCollection(bytes);
  if (!zip) return { ok: false, error: t.notAZip };
  const name = pickAnkiCollection(zip.names);
  const packed = name ? zip.files[name] : undefined;
  if (!name || !packed) return { ok: false, error: t.notAnki };
  let collection: Uint8Array;
  try {
    collection = name.endsWith("b") ? zstdDecompress(packed) : packed;
  } catch {
    return { ok: false, error: t.corruptCollection };
  }
  let db: Database | null = null;
  try {
    db = new SQL.Database(collection);
    return readCollection(db, countAnkiMedia(zip.names));
  } catch {
    return { ok: false, error: t.corruptCollection };
  } finally {
    db?.close();
  }
}
