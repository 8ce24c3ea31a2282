// Live reads for the study screens: they re-render when a mark, a sync or a settings change writes, and when the
// clock passes a minute (a card comes due with no write at all). Device store only, so they work offline.

import {
  DEFAULT_STUDY_PREFERENCES,
  type DuePlan,
  type FlashcardDeck,
  type StudyPreferenceFields,
} from "@lectern/core";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useState } from "react";
import { useCurrentDatabase } from "../db/hooks";
import { type DeckCards, loadDeckCards, loadDecks, loadDuePlan, type StudyCard } from "./reads";
import { readStudyPreferences } from "./rederive";

/** How often the due list looks at the clock again. */
export const DUE_REFRESH_MS = 60_000;

/** The current time, moving on every `intervalMs`. */
function useNow(intervalMs = DUE_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type Loaded<T> = { value: T; error: null } | { value: null; error: unknown };

async function guarded<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { value: await read(), error: null };
  } catch (error) {
    console.error("Reading study data failed", error);
    return { value: null, error };
  }
}

export interface DecksState {
  decks: FlashcardDeck[];
  loading: boolean;
  /** The read failed: the screen says 'Failed to load study data' and shows empty lists (spec 2 §8). */
  failed: boolean;
}

/** The user's decks, newest studied first. */
export function useDecks(): DecksState {
  const db = useCurrentDatabase();
  const loaded = useLiveQuery(() => (db ? guarded(() => loadDecks(db)) : undefined), [db]);
  return { decks: loaded?.value ?? [], loading: loaded === undefined, failed: Boolean(loaded?.error) };
}

export interface DuePlanState {
  plan: DuePlan;
  loading: boolean;
  failed: boolean;
}

const NO_PLAN: DuePlan = { due: [], heldBack: 0 };

/** Today's due reviews after the daily cap, and how many are held back (issue 14 Deliver 5). */
export function useDuePlan(): DuePlanState {
  const db = useCurrentDatabase();
  const now = useNow();
  const loaded = useLiveQuery(
    () => (db ? guarded(() => loadDuePlan(db, now)) : undefined),
    [db, now.getTime()],
  );
  return { plan: loaded?.value ?? NO_PLAN, loading: loaded === undefined, failed: Boolean(loaded?.error) };
}

export interface DeckCardsState extends DeckCards {
  loading: boolean;
  failed: boolean;
}

/**
 * The cards of a deck: 'due' (today's plan at the moment the screen opened, most overdue first),
 * 'uncategorized_flashcards' or a note id; a note id that is not one of the user's live notes is `notFound`. Live:
 * a mark that moves a card's next review out of today drops it from 'due', so a session keeps its own list.
 */
export function useDeckCards(deckId: string): DeckCardsState {
  const db = useCurrentDatabase();
  const [startedAt] = useState(() => new Date());
  const loaded = useLiveQuery(
    () => (db ? guarded(() => loadDeckCards(db, deckId, startedAt)) : undefined),
    [db, deckId, startedAt.getTime()],
  );
  return {
    cards: loaded?.value?.cards ?? EMPTY_CARDS,
    notFound: loaded?.value?.notFound ?? false,
    loading: loaded === undefined,
    failed: Boolean(loaded?.error),
  };
}

const EMPTY_CARDS: StudyCard[] = [];

/** The user's study settings, or the defaults until they saved some. */
export function useStudyPreferences(): StudyPreferenceFields {
  const db = useCurrentDatabase();
  const preferences = useLiveQuery(() => (db ? readStudyPreferences(db) : undefined), [db]);
  return preferences ?? DEFAULT_STUDY_PREFERENCES;
}
