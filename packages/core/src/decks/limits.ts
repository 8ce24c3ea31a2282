// issue 22 Deliver 4: the limits of one import. A file over 50 MB or with more than 50,000 cards is refused whole,
// with a message that says the limit, so nothing is half-imported.

import { messages } from "../messages.ts";

export const DECK_FILE_MAX_MB = 50;
export const DECK_FILE_MAX_BYTES = DECK_FILE_MAX_MB * 1024 * 1024;
export const DECK_IMPORT_MAX_CARDS = 50_000;
/** How many cards the import preview shows. */
export const DECK_PREVIEW_CARDS = 5;

/** The refusal of a file by its size, or null when it may be read. */
export function deckFileSizeError(bytes: number): string | null {
  return bytes > DECK_FILE_MAX_BYTES ? messages.decks.fileTooLarge(DECK_FILE_MAX_MB) : null;
}

/** The refusal of an import by its count of cards (read from the file, before duplicates), or null. */
export function deckCardCountError(cards: number): string | null {
  return cards > DECK_IMPORT_MAX_CARDS ? messages.decks.tooManyCards(DECK_IMPORT_MAX_CARDS) : null;
}
