// What /flashcard-study/{deckId} is asked for (spec 2 §2, §5), and what an empty deck says (spec 2 §8).

import { DECK_ID_DIRECT, DECK_ID_DUE, DECK_ID_UNCATEGORIZED, isUuidV4, messages } from "@lectern/core";

export type DeckKind = "due" | "uncategorized" | "direct" | "note" | "invalid";

/**
 * spec 2 §5: the deck id must be 'due', 'uncategorized_flashcards', 'direct' or a valid note id. Anything that
 * cannot be a note id is refused here; a well-formed id that is not one of the user's notes is refused when the
 * device's store answers (the data layer's notFound).
 */
export function deckKind(deckId: string): DeckKind {
  if (deckId === DECK_ID_DUE) return "due";
  if (deckId === DECK_ID_UNCATEGORIZED) return "uncategorized";
  if (deckId === DECK_ID_DIRECT) return "direct";
  return isUuidV4(deckId) ? "note" : "invalid";
}

/** The spec's message for a deck with no cards to study (spec 2 §8). Offline, the device may just lack them. */
export function emptyDeckMessage(kind: Exclude<DeckKind, "invalid">, online: boolean): string {
  if (!online) return messages.flashcards.noOffline;
  if (kind === "due") return messages.flashcards.noDue;
  if (kind === "uncategorized") return messages.flashcards.noUncategorized;
  return messages.flashcards.noneForDeck;
}
