// The flashcard session as a pure state machine (spec 2 §4 "Flashcard session"): one card at a time, front first;
// marking Correct or Incorrect counts it and advances; after the last card the session is complete. Shuffle
// randomises the order and goes back to the first card; Restart and Study Again reset the counters. Pure, so the
// rules are pinned by tests; the hook around it does the I/O (reviews, the saved session).

export interface SessionState {
  /** Card ids in study order: a snapshot taken when the session starts, so a card that stops being due after
   * its review (the due deck) does not vanish mid-session. */
  order: string[];
  index: number;
  flipped: boolean;
  studied: number;
  correct: number;
  incorrect: number;
  complete: boolean;
  /** Date.now() when this run of the deck began (the saved session's duration counts from here). */
  startedAt: number;
  /** Date.now() when the last card was marked, else null. */
  endedAt: number | null;
}

export type SessionAction =
  | { type: "flip" }
  | { type: "mark"; correct: boolean; now: number }
  | { type: "shuffle"; random: () => number }
  | { type: "restart"; now: number };

export function startSession(cardIds: readonly string[], now: number): SessionState {
  return {
    order: [...cardIds],
    index: 0,
    flipped: false,
    studied: 0,
    correct: 0,
    incorrect: 0,
    complete: cardIds.length === 0,
    startedAt: now,
    endedAt: null,
  };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "flip":
      return state.complete ? state : { ...state, flipped: !state.flipped };
    case "mark": {
      if (state.complete) return state;
      const studied = state.studied + 1;
      const last = state.index >= state.order.length - 1;
      return {
        ...state,
        studied,
        correct: state.correct + (action.correct ? 1 : 0),
        incorrect: state.incorrect + (action.correct ? 0 : 1),
        index: last ? state.index : state.index + 1,
        flipped: false,
        complete: last,
        endedAt: last ? action.now : null,
      };
    }
    case "shuffle":
      // spec 2 §4: random order, back to the first card; the counts of this run stay.
      return { ...state, order: shuffled(state.order, action.random), index: 0, flipped: false };
    case "restart":
      // Restart and Study Again: the same cards from the first, counters reset (spec 2 §4).
      return startSession(state.order, action.now);
  }
}

/** Fisher–Yates with the given random source, so tests can pin it. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Whole seconds from the start of the run to its end (or now), never negative (the clock may move back). */
export function sessionDurationSeconds(state: SessionState, now: number): number {
  return Math.max(0, Math.round(((state.endedAt ?? now) - state.startedAt) / 1000));
}

/** Accuracy of a run in percent, rounded; 0 when nothing was studied. */
export function sessionAccuracy(state: Pick<SessionState, "studied" | "correct">): number {
  return state.studied === 0 ? 0 : Math.round((state.correct / state.studied) * 100);
}
