// Exporting a deck (issue 22 Deliver 1): a note's cards, the due deck, or all cards, as an Anki package, CSV, TSV
// or a printable sheet. Read from the device only, and built on the device (the worker for Anki), so it works
// offline. Each card carries its note's tags (Anki tags on the note, a tags column in CSV/TSV).

import {
  DECK_ID_DUE,
  DECK_ID_UNCATEGORIZED,
  type DeckFileCard,
  deckFileCardsToRows,
  messages,
  sanitizeFileName,
  writeDelimited,
} from "@lectern/core";
// Relative: the unit tests run without the app's "@/" alias.
import { requireDatabase } from "../db";
import type { LecternDB } from "../db/database";
import { isLive } from "../db/query";
import { loadDeckCards } from "../study/reads";

/** Which cards: a deck id of the study screens (a note id, 'due', 'uncategorized_flashcards'), or every card. */
export type ExportDeckId = string | "all";
export const EXPORT_ALL_CARDS = "all";

export type DeckExportFormat = "apkg" | "csv" | "tsv" | "print";

export interface ExportDeck {
  title: string;
  cards: DeckFileCard[];
}

/** The deck's title and cards as the files hold them. */
export async function loadExportDeck(
  deckId: ExportDeckId,
  database: () => LecternDB = requireDatabase,
): Promise<ExportDeck> {
  const db = database();
  const notes = new Map(
    (await db.records("notes").toArray()).filter((note) => isLive(note)).map((note) => [note.id, note]),
  );
  const cards =
    deckId === EXPORT_ALL_CARDS
      ? (await db.records("flashcards").toArray())
          .filter((card) => isLive(card))
          .sort((a, b) =>
            a.created_at === b.created_at
              ? a.id.localeCompare(b.id)
              : a.created_at.localeCompare(b.created_at),
          )
      : (await loadDeckCards(db, deckId)).cards;
  const title =
    deckId === EXPORT_ALL_CARDS
      ? messages.decks.allCardsTitle
      : deckId === DECK_ID_DUE
        ? messages.study.dueDeckTitle
        : deckId === DECK_ID_UNCATEGORIZED
          ? messages.study.uncategorizedDeckTitle
          : (notes.get(deckId)?.title ?? messages.study.otherDeckTitle);
  return {
    title,
    cards: cards.map((card) => ({
      front: card.front,
      back: card.back,
      tags: card.note_id ? (notes.get(card.note_id)?.tags ?? []) : [],
      source: card.source ?? null,
    })),
  };
}

const MIME = {
  apkg: "application/octet-stream",
  csv: "text/csv;charset=utf-8",
  tsv: "text/tab-separated-values;charset=utf-8",
};

/** The file of a deck in a file format, with its name (the deck's title, made safe). */
export async function deckExportFile(
  deck: ExportDeck,
  format: Exclude<DeckExportFormat, "print">,
  buildApkg: (deck: ExportDeck) => Promise<Uint8Array>,
): Promise<{ blob: Blob; fileName: string }> {
  const fileName = `${sanitizeFileName(deck.title)}.${format}`;
  if (format === "apkg") {
    const bytes = await buildApkg({ title: deck.title, cards: deck.cards });
    return { blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MIME.apkg }), fileName };
  }
  const text = writeDelimited(deckFileCardsToRows(deck.cards), format);
  return { blob: new Blob([text], { type: MIME[format] }), fileName };
}
