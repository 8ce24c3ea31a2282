// An Anki package built on the device (issue 22 Deliver 1): a legacy collection (schema 11, `collection.anki2`,
// which every Anki version opens) made with sql.js, zipped with fflate beside an empty `media` map. Pure over the
// sql.js module it is given, so the worker, the unit tests (Node) and the bench run the same code.

import {
  ANKI_FIELD_SEPARATOR,
  ANKI_SCHEMA_SQL,
  ankiCollectionJson,
  ankiFieldToText,
  ankiNoteColumns,
  type DeckFileCard,
} from "@lectern/core";
import { strToU8, zipSync } from "fflate";
import type { SqlJsStatic } from "sql.js";

export interface AnkiExportDeck {
  /** The deck's name in Anki: the note's title (or the special deck's). */
  name: string;
  cards: DeckFileCard[];
}

const GUID_ALPHABET =
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~";

/** A note's guid as Anki makes them: 10 random characters of its base-91 alphabet. */
function ankiGuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (byte) => GUID_ALPHABET[byte % GUID_ALPHABET.length]).join("");
}

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the first field's text, as a number. */
async function ankiChecksum(firstFieldText: string): Promise<number> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-1", new TextEncoder().encode(firstFieldText)),
  );
  return (
    ((digest[0] ?? 0) * 2 ** 24 + ((digest[1] ?? 0) << 16) + ((digest[2] ?? 0) << 8) + (digest[3] ?? 0)) >>> 0
  );
}

/** The .apkg bytes of one deck: one Lectern Basic note and one new card per flashcard. */
export async function buildApkg(
  SQL: SqlJsStatic,
  deck: AnkiExportDeck,
  now = Date.now(),
): Promise<Uint8Array> {
  const db = new SQL.Database();
  try {
    db.run(ANKI_SCHEMA_SQL);
    const ids = { modelId: now, deckId: now + 1, now };
    const json = ankiCollectionJson(deck.name, ids);
    const seconds = Math.floor(now / 1000);
    const dayStart = Math.floor(new Date(now).setUTCHours(0, 0, 0, 0) / 1000);
    db.run("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", [
      dayStart,
      now,
      now,
      json.conf,
      json.models,
      json.decks,
      json.dconf,
    ]);
    const columns = deck.cards.map(ankiNoteColumns);
    const sortFields = columns.map((column) =>
      ankiFieldToText(column.flds.split(ANKI_FIELD_SEPARATOR)[0] ?? ""),
    );
    const checksums = await Promise.all(sortFields.map(ankiChecksum));
    db.run("BEGIN");
    const note = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
    const card = db.prepare(
      "INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
    );
    for (const [index, column] of columns.entries()) {
      // Anki ids are millisecond times; consecutive ones keep them unique and in the deck's order.
      const id = now + index;
      note.run([
        id,
        ankiGuid(),
        ids.modelId,
        seconds,
        column.tags,
        column.flds,
        sortFields[index] ?? "",
        checksums[index] ?? 0,
      ]);
      // A new card's due is its position in the new queue.
      card.run([id, id, ids.deckId, seconds, index + 1]);
    }
    note.free();
    card.free();
    db.run("COMMIT");
    const collection = db.export();
    return zipSync({ "collection.anki2": collection, media: strToU8("{}") }, { level: 6 });
  } finally {
    db.close();
  }
}
