// The study deck's decks (spec 2 §2, §3, §4, §9): derived from the device's cards and notes, never stored.

import { DECK_ID_UNCATEGORIZED } from "../constants/study.ts";
import { messages } from "../messages.ts";
import type { DeckCategory, FlashcardDeck } from "./types.ts";

/** What the deck rules read of a card (a flashcards record). */
export interface DeckCard {
  note_id: string | null;
  difficulty: string;
  category?: string | null;
  review_count: number;
  last_reviewed: string | null;
  deleted_at?: string | null;
}

/** What the deck rules read of a note. */
export interface DeckNote {
  id: string;
  title: string;
  subject?: string | null;
  deleted_at?: string | null;
}

/**
 * Deck difficulty (spec 2 §4): hard if any card is hard, otherwise medium if any is medium, otherwise easy.
 * 'unknown' cards count as neither hard nor medium, so a deck of unknown cards (or no cards) is easy.
 */
export function deckDifficulty(cards: readonly Pick<DeckCard, "difficulty">[]): FlashcardDeck["difficulty"] {
  let medium = false;
  for (const card of cards) {
    if (card.difficulty === "hard") return "hard";
    if (card.difficulty === "medium") medium = true;
  }
  return medium ? "medium" : "easy";
}

/** Deck progress (spec 2 §4): the percent of cards with review_count above 0, rounded; 0 for no cards. */
export function deckProgress(cards: readonly Pick<DeckCard, "review_count">[]): number {
  if (cards.length === 0) return 0;
  let reviewed = 0;
  for (const card of cards) if (card.review_count > 0) reviewed++;
  return Math.round((reviewed * 100) / cards.length);
}

const SPECIFIC_CATEGORIES: readonly DeckCategory[] = ["biology", "physics", "chemistry", "mathematics"];

/** The usual spellings, looked up as they are: the deck list reads one category per card. */
const KNOWN_SPELLINGS = new Map<string, DeckCategory | null>([
  ["general", null],
  ["General", null],
  ...SPECIFIC_CATEGORIES.flatMap((category): [string, DeckCategory][] => [
    [category, category],
    [category[0]!.toUpperCase() + category.slice(1), category],
  ]),
]);

function specificCategory(value: string | null | undefined): DeckCategory | null {
  if (!value) return null;
  const known = KNOWN_SPELLINGS.get(value);
  if (known !== undefined) return known;
  const key = value.trim().toLowerCase();
  return (SPECIFIC_CATEGORIES as readonly string[]).includes(key) ? (key as DeckCategory) : null;
}

/**
 * A deck's colour category (spec 2 §9: biology, physics, chemistry, mathematics, general): the note's subject when it
 * is one of the four sciences; else the most common of those among the cards' categories (ties go to the first in
 * that list); else general. 'General' is every note's default subject, so it never hides what the cards say.
 */
export function deckCategory(
  noteSubject: string | null | undefined,
  cards: readonly Pick<DeckCard, "category">[],
): DeckCategory {
  const fromSubject = specificCategory(noteSubject);
  if (fromSubject) return fromSubject;
  const counts = new Map<DeckCategory, number>();
  for (const card of cards) {
    const category = specificCategory(card.category);
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  let best: DeckCategory = "general";
  let bestCount = 0;
  for (const category of SPECIFIC_CATEGORIES) {
    const count = counts.get(category) ?? 0;
    if (count > bestCount) {
      best = category;
      bestCount = count;
    }
  }
  return best;
}

/** The newest last_reviewed of the cards, or null ('Never'). Canonical ISO strings compare in time order. */
function newestReview(cards: readonly Pick<DeckCard, "last_reviewed">[]): string | null {
  let newest: string | null = null;
  for (const card of cards) {
    const at = card.last_reviewed;
    if (at !== null && (newest === null || at > newest)) newest = at;
  }
  return newest;
}

function makeDeck(
  id: string,
  title: string,
  note: DeckNote | null,
  cards: readonly DeckCard[],
): FlashcardDeck {
  return {
    id,
    title,
    cardCount: cards.length,
    progress: deckProgress(cards),
    difficulty: deckDifficulty(cards),
    lastStudied: newestReview(cards),
    category: deckCategory(note?.subject, cards),
    note_id: note?.id ?? null,
  };
}

/**
 * The decks of the study deck (spec 2 §2, §3): one per live note with live cards (id and note_id = the note's id,
 * title = its title), plus 'uncategorized_flashcards' for the live cards without a live note (no note, or a note
 * deleted or not on this device), titled 'Uncategorized Flashcards'. Deleted cards and notes (deleted_at set) are
 * left out; decks without cards are not listed. Order: most recently studied first, never-studied decks last, then
 * by title, then id — what the user studied last is where they look first.
 */
export function buildDecks(cards: readonly DeckCard[], notes: readonly DeckNote[]): FlashcardDeck[] {
  const liveNotes = new Map<string, DeckNote>();
  for (const note of notes) if (!note.deleted_at) liveNotes.set(note.id, note);
  const byDeck = new Map<string, DeckCard[]>();
  for (const card of cards) {
    if (card.deleted_at) continue;
    const deckId =
      card.note_id !== null && liveNotes.has(card.note_id) ? card.note_id : DECK_ID_UNCATEGORIZED;
    const group = byDeck.get(deckId);
    if (group) group.push(card);
    else byDeck.set(deckId, [card]);
  }
  const decks: FlashcardDeck[] = [];
  for (const [deckId, deckCards] of byDeck) {
    const note = deckId === DECK_ID_UNCATEGORIZED ? null : liveNotes.get(deckId)!;
    decks.push(makeDeck(deckId, note ? note.title : messages.study.uncategorizedDeckTitle, note, deckCards));
  }
  return decks.sort(compareDecks);
}

function compareDecks(a: FlashcardDeck, b: FlashcardDeck): number {
  if (a.lastStudied !== b.lastStudied) {
    if (a.lastStudied === null) return 1;
    if (b.lastStudied === null) return -1;
    return a.lastStudied > b.lastStudied ? -1 : 1;
  }
  return a.title.localeCompare(b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
