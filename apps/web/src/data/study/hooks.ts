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
import type { LecternDB } from "../db/database";
import { useCurrentDatabase } from "../db/hooks";
import { type DeckCards, loadDeckCards, loadDecks, loadDuePlan, type StudyCard } from "./reads";
import { readStudyPreferences } from "./rederive";
import { onStudyDataChanged } from "./study-mirror";

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

/**
 * Runs `read` now and again after every committed write to the study stores (study-mirror.ts), keeping the last
 * answer on screen meanwhile; a write during a run asks for one more run. Undefined until the first answer.
 */
function useStudyRead<T>(
  db: LecternDB | null | undefined,
  read: (db: LecternDB) => Promise<T>,
  deps: readonly (string | number)[],
  { keepWhileReading = false } = {},
): Loaded<T> | undefined {
  const [loaded, setLoaded] = useState<{ db: LecternDB; deps: string; value: Loaded<T> }>();
  const depsKey = JSON.stringify(deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is the caller's inline function; depsKey names what it reads.
  useEffect(() => {
    if (!db) return;
    let stopped = false;
    let running = false;
    let again = false;
    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      do {
        again = false;
        const value = await guarded(() => read(db));
        if (!stopped) setLoaded({ db, deps: depsKey, value });
      } while (again && !stopped);
      running = false;
    };
    const unsubscribe = onStudyDataChanged(db, () => void run());
    void run();
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [db, depsKey]);
  // An answer for another database or other deps (another deck) is not this one's; the last minute's due plan
  // stays on screen while the next one is read.
  if (!loaded || loaded.db !== db) return undefined;
  return loaded.deps === depsKey || keepWhileReading ? loaded.value : undefined;
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
  const loaded = useStudyRead(db, loadDecks, []);
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
  const loaded = useStudyRead(db, (open) => loadDuePlan(open, now), [now.getTime()], {
    keepWhileReading: true,
  });
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
  const loaded = useStudyRead(db, (open) => loadDeckCards(open, deckId, startedAt), [
    deckId,
    startedAt.getTime(),
  ]);
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
