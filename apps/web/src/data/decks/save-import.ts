// The import's one write (issue 22 Deliver 2): the deck's note (when it is new), every card and, when the user
// keeps the review history, every past review — in ONE Dexie transaction with their sync queue entries, so an import
// is all there or not at all, works offline, and reaches the server with the next sync like any other change. The
// cards' counts and schedules are then re-derived from the imported reviews by the study rules (rederive.ts), as
// the server does when the reviews arrive: the review log is the truth, the schedule follows from it.

import { DECK_ID_UNCATEGORIZED, messages, SR_CORRECT_MIN_QUALITY, unionDeckTags } from "@lectern/core";
// Relative: the unit tests run without the app's "@/" alias.
import { createRepository, requireDatabase } from "../db";
import type { LecternDB } from "../db/database";
import { loadDeckCards } from "../study/reads";
import { rederiveCards, rederiveTables } from "../study/rederive";
import type { ImportCard } from "./apkg-read";

/** Where the cards go: a new deck (a new note named after it), a note the user has, or the uncategorized deck. */
export type ImportTarget =
  | { kind: "new"; title: string }
  | { kind: "note"; noteId: string }
  | { kind: "uncategorized" };

export interface SaveImportOptions {
  database?: () => LecternDB;
  now?: () => Date;
  /** Told how many cards are saved so far, after each slice, for the screen's progress. */
  onProgress?: (saved: number) => void;
  /** Cards per bulk write; the default suits large imports, tests use small ones. */
  sliceSize?: number;
}

/** The fronts the chosen deck already has, for the duplicate rule (a new deck has none). */
export async function existingFrontsFor(
  target: ImportTarget,
  options: SaveImportOptions = {},
): Promise<string[]> {
  if (target.kind === "new") return [];
  const db = (options.database ?? requireDatabase)();
  const deckId = target.kind === "note" ? target.noteId : DECK_ID_UNCATEGORIZED;
  const { cards } = await loadDeckCards(db, deckId);
  return cards.map((card) => card.front);
}

/**
 * Cards saved per bulk write (and per progress report). Large, because each write is a round of IndexedDB requests
 * the next one waits for: 20,000 cards took 15.8 s in slices of 250 and 11.7 s in slices of 2,500 when each slice
 * also looked up existing copies and signalled the sync engine (bench/decks.bench.ts); createMany does neither now.
 */
const SLICE = 2500;

export class ImportSaveError extends Error {
  constructor(cause: unknown) {
    super(messages.decks.importFailed, { cause });
    this.name = "ImportSaveError";
  }
}

export interface SavedImport {
  /** The deck the cards are in: the note id, or 'uncategorized_flashcards'. */
  deckId: string;
  cards: number;
  reviews: number;
}

/** Writes the import as one batch; nothing is written when any record fails (ImportSaveError). */
export async function saveImportedDeck(
  input: { cards: readonly ImportCard[]; target: ImportTarget; keepHistory: boolean },
  options: SaveImportOptions = {},
): Promise<SavedImport> {
  const db = (options.database ?? requireDatabase)();
  const at = (options.now ?? (() => new Date()))();
  const repository = <C extends "notes" | "flashcards" | "flashcard_reviews">(collection: C) =>
    createRepository(collection, { database: () => db, now: () => at });
  const [notes, flashcards, reviews] = [
    repository("notes"),
    repository("flashcards"),
    repository("flashcard_reviews"),
  ];
  try {
    return await db.transaction(
      "rw",
      [db.records("notes"), ...rederiveTables(db), db.sync_queue],
      async () => {
        let noteId: string | null = null;
        if (input.target.kind === "new") {
          const note = await notes.save({ title: input.target.title, tags: unionDeckTags(input.cards) });
          noteId = note.id;
        } else if (input.target.kind === "note") {
          if (!(await notes.get(input.target.noteId))) throw new Error(`No note ${input.target.noteId}`);
          noteId = input.target.noteId;
        }
        // Each card is created a millisecond after the one before (in the past), so the deck keeps the file's
        // order (decks list their cards oldest first).
        const first = at.getTime() - input.cards.length;
        // One bulk create per collection through the repository, the app's one save path (records and their
        // queue entries together), in slices so the screen can show progress. The sync engine hears of them once
        // this transaction commits (repository.ts signalChange).
        const size = options.sliceSize ?? SLICE;
        const ids: string[] = [];
        for (let from = 0; from < input.cards.length; from += size) {
          const slice = input.cards.slice(from, from + size);
          const saved = await flashcards.createMany(
            slice.map((card, offset) => ({
              created_at: new Date(first + from + offset).toISOString(),
              note_id: noteId,
              front: card.front,
              back: card.back,
              difficulty: "unknown" as const,
              category: "general",
              source: card.source,
            })),
          );
          for (const card of saved) ids.push(card.id);
          options.onProgress?.(from + slice.length);
        }
        const history = input.keepHistory
          ? input.cards.flatMap((card, index) =>
              (card.reviews ?? []).map((review) => ({ cardId: ids[index] as string, review })),
            )
          : [];
        await reviews.createMany(
          history.map(({ cardId, review }) => ({
            flashcard_id: cardId,
            quality: review.quality,
            correct: review.quality >= SR_CORRECT_MIN_QUALITY,
            reviewed_at: review.reviewed_at,
          })),
        );
        const reviewCount = history.length;
        if (reviewCount > 0) await rederiveCards(db, ids, at);
        return { deckId: noteId ?? DECK_ID_UNCATEGORIZED, cards: ids.length, reviews: reviewCount };
      },
    );
  } catch (error) {
    throw new ImportSaveError(error);
  }
}
