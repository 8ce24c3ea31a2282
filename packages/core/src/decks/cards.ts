// The card of a deck file, both ways (issue 22): what an export writes and what an import reads, before it becomes
// a flashcard record. Tags follow Anki's convention (one word each, separated by spaces), so the same tags column
// works in Anki, in a spreadsheet and back in Lectern.

import { CARD_TEXT_MAX_CHARS, SOURCE_MAX_CHARS, TAG_MAX_CHARS, TAGS_MAX } from "../constants/limits.ts";

export interface DeckFileCard {
  front: string;
  back: string;
  tags: string[];
  /** The passage the card came from, or null. */
  source: string | null;
}

/** A tag as Anki stores it: no spaces inside (Anki splits tags on spaces), so spaces become underscores. */
export function ankiTag(tag: string): string {
  return tag.trim().replace(/\s+/g, "_");
}

/** Tags as one field: Anki tags joined by a space. */
export function joinDeckTags(tags: readonly string[]): string {
  return tags.map(ankiTag).filter(Boolean).join(" ");
}

/** A tags field back into tags: split on spaces (Anki's rule), without repeats, each within the tag limit. */
export function splitDeckTags(field: string): string[] {
  const seen = new Set<string>();
  for (const tag of field.split(/\s+/)) {
    const clean = tag.trim().slice(0, TAG_MAX_CHARS);
    if (clean) seen.add(clean);
  }
  return [...seen];
}

/** The tags of many cards as one note's tags: their union in first-seen order, at most the note's limit. */
export function unionDeckTags(cards: readonly Pick<DeckFileCard, "tags">[]): string[] {
  const seen = new Set<string>();
  for (const card of cards) for (const tag of card.tags) if (seen.size < TAGS_MAX) seen.add(tag);
  return [...seen];
}

/** Why a read card cannot become a flashcard: no front or back, or text over the card limits. */
export type CardProblem = "incomplete" | "tooLong";

/** Checks a read card against the flashcard's own rules (front and back 1..10,000 characters, source ≤ 20,000). */
export function deckFileCardProblem(card: DeckFileCard): CardProblem | null {
  if (!card.front.trim() || !card.back.trim()) return "incomplete";
  if (card.front.trim().length > CARD_TEXT_MAX_CHARS || card.back.trim().length > CARD_TEXT_MAX_CHARS) {
    return "tooLong";
  }
  return null;
}

/** A card tidied for saving: trimmed texts, a source clipped to its limit (it is context, not the card). */
export function tidyDeckFileCard(card: DeckFileCard): DeckFileCard {
  const source = card.source?.trim() ? card.source.trim().slice(0, SOURCE_MAX_CHARS) : null;
  return { front: card.front.trim(), back: card.back.trim(), tags: card.tags, source };
}
