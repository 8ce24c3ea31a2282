import type { Flashcard } from "@lectern/core";
import { useEffect, useMemo, useRef } from "react";
import { SessionControls } from "./session-controls";
import { sessionAccuracy, sessionDurationSeconds } from "./session-model";
import { SessionProgress } from "./session-progress";
import { SessionSummary } from "./session-summary";
import { StudyCard } from "./study-card";
import { useSessionKeys } from "./use-session-keys";
import { useStudySession } from "./use-study-session";

/**
 * One run through a deck (spec 2 §2, §4). `cards` is the deck as it was when the session began (the due deck
 * shrinks as cards are reviewed, and the run must not); `live` is the store's current copy, so a card's counts
 * shown under it move as they are re-derived.
 */
export function StudySession({
  deckId,
  cards,
  live,
}: {
  deckId: string;
  cards: readonly Flashcard[];
  live: readonly Flashcard[] | undefined;
}) {
  const session = useStudySession(deckId, cards);
  const { state, card } = session;
  useSessionKeys(!state.complete, { flip: session.flip, mark: session.mark });
  // The next card replaces the one that had focus: keep keyboard users on the card, not lost on the page.
  const cardArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.index >= 0 && document.activeElement === document.body) {
      cardArea.current?.querySelector<HTMLElement>("[data-testid='study-card']")?.focus();
    }
  }, [state.index]);
  const current = useMemo(() => (card ? (live?.find((c) => c.id === card.id) ?? card) : null), [card, live]);

  if (state.complete) {
    return (
      <SessionSummary
        studied={state.studied}
        correct={state.correct}
        incorrect={state.incorrect}
        accuracy={sessionAccuracy(state)}
        durationSeconds={sessionDurationSeconds(state, Date.now())}
        onStudyAgain={session.restart}
      />
    );
  }
  if (!current) return null;
  return (
    <div className="flex flex-col gap-5">
      <SessionProgress
        position={state.index + 1}
        total={session.total}
        studied={state.studied}
        correct={state.correct}
      />
      <div ref={cardArea}>
        <StudyCard key={current.id} card={current} flipped={state.flipped} onFlip={session.flip} />
      </div>
      <SessionControls onMark={session.mark} onShuffle={session.shuffle} onRestart={session.restart} />
    </div>
  );
}
