// The shapes the study rules work on (issue 14): one card's review log in, its schedule and stats out; decks and
// the due plan for the study deck. Pure data, shared by the server's recompute and the device's offline screens.

/** Which scheduler turns a card's review log into its next review: the spec's intervals, or FSRS (ts-fsrs). */
export type SchedulerName = "spec" | "fsrs";

/** What a scheduler needs of one review (a flashcard_reviews record). */
export interface ReviewLogItem {
  id: string;
  flashcard_id: string;
  /** 0..5; 3 or more is correct (spec 1 §9). */
  quality: number;
  correct: boolean;
  /** ISO timestamp. */
  reviewed_at: string;
}

export interface ScheduleOptions {
  scheduler: SchedulerName;
  /** FSRS only: the desired retention, 0.7..0.99 (default 0.9). */
  desiredRetention: number;
  /** ISO timestamp of the start of the deck's exam, or null: no review is scheduled past it. */
  examAt: string | null;
}

/**
 * A card's schedule as spaced_repetition_schedule stores it (without the record bookkeeping). Under FSRS the fields
 * hold FSRS's state: interval_days = scheduled_days, ease_factor = difficulty (1..10), repetition_number = reps
 * (see fsrs.ts).
 */
export interface CardSchedule {
  flashcard_id: string;
  /** ISO timestamp. */
  next_review_date: string;
  interval_days: number;
  ease_factor: number;
  repetition_number: number;
}

/** A card's counts, derived from its review log (DESIGN §3: counts come from logs). */
export interface CardStats {
  review_count: number;
  correct_count: number;
  /** ISO timestamp of the newest review, or null. */
  last_reviewed: string | null;
}

/** Deck category colours of spec 2 §9. */
export type DeckCategory = "biology" | "physics" | "chemistry" | "mathematics" | "general";

/** A flashcard deck (derived, spec 2 §3). id is the note id, or 'uncategorized_flashcards'. */
export interface FlashcardDeck {
  id: string;
  title: string;
  cardCount: number;
  /** Percent 0..100 of cards with review_count > 0 (spec 2 §4). */
  progress: number;
  difficulty: "easy" | "medium" | "hard";
  /** ISO timestamp of the newest last_reviewed of its cards, or null ('Never'). */
  lastStudied: string | null;
  category: DeckCategory;
  note_id: string | null;
}

/** Today's due reviews after the daily cap (issue 14 Deliver 5). */
export interface DuePlan {
  /** Card ids due now, most overdue first, at most the cap left today. */
  due: string[];
  /** Due cards held back for the next days by the cap. */
  heldBack: number;
}
