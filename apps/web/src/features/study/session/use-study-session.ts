// The state of one flashcard session and its writes (spec 2 §4): each mark is a review (recordReview updates the
// card's counts and schedule on the device and queues the review for the server); after the last card the
// session is saved. Failures say the spec's message (spec 2 §8) and never stop the session.

import { type Flashcard, messages } from "@lectern/core";
import { useCallback, useMemo, useReducer, useRef } from "react";
import { recordReview, saveStudySession } from "@/data/study";
import { notify } from "@/ui/toaster";
import { sessionDurationSeconds, sessionReducer, startSession } from "./session-model";

export function useStudySession(deckId: string, cards: readonly Flashcard[]) {
  const [state, dispatch] = useReducer(sessionReducer, cards, (initial) =>
    startSession(
      initial.map((c) => c.id),
      Date.now(),
    ),
  );
  const byId = useMemo(() => new Map(cards.map((c) => [c.id, c])), [cards]);
  const card = state.complete ? null : (byId.get(state.order[state.index] ?? "") ?? null);
  // The session being saved, so a fast double mark on the last card cannot save it twice.
  const saving = useRef(false);

  const mark = useCallback(
    (correct: boolean) => {
      if (!card || state.complete) return;
      const now = Date.now();
      dispatch({ type: "mark", correct, now });
      recordReview(card, correct).catch(() =>
        notify.error(messages.flashcards.statsUpdateFailed, { id: "flashcard-stats" }),
      );
      const last = state.index >= state.order.length - 1;
      if (!last || saving.current) return;
      saving.current = true;
      saveStudySession({
        deckId,
        cardsStudied: state.studied + 1,
        correctAnswers: state.correct + (correct ? 1 : 0),
        durationSeconds: sessionDurationSeconds(state, now),
      })
        .catch(() => notify.error(messages.flashcards.sessionSaveFailed, { id: "study-session" }))
        .finally(() => {
          saving.current = false;
        });
    },
    [card, deckId, state],
  );

  return {
    state,
    card,
    total: state.order.length,
    flip: useCallback(() => dispatch({ type: "flip" }), []),
    mark,
    shuffle: useCallback(() => dispatch({ type: "shuffle", random: Math.random }), []),
    restart: useCallback(() => dispatch({ type: "restart", now: Date.now() }), []),
  };
}
