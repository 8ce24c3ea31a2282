import { type Flashcard, flashcardSchema, messages } from "@lectern/core";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { useSyncStatus } from "@/data/connectivity";
import { useRecord } from "@/data/db";
import { useDeckCards } from "@/data/study";
import { Alert } from "@/ui/alert";
import { BackToStudyDeck } from "@/ui/back-to-study-deck";
import { Spinner } from "@/ui/spinner";
import { type DeckKind, deckKind, emptyDeckMessage } from "./session/deck-route";
import { ExamDateControl } from "./session/exam-date-control";
import { StudySession } from "./session/study-session";

// spec 2 §2: /flashcard-study/{deckId} — deckId is 'due', 'uncategorized_flashcards', 'direct' (the cards come in
// navigation state) or one of the user's notes; anything else is 'Invalid deck ID: {id}' (spec 2 §5).
export function FlashcardStudyPage() {
  const deckId = useParams().deckId ?? "";
  const kind = deckKind(deckId);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <BackToStudyDeck />
      {kind === "invalid" ? (
        <InvalidDeck deckId={deckId} />
      ) : (
        <Deck key={deckId} deckId={deckId} kind={kind} />
      )}
    </div>
  );
}

function InvalidDeck({ deckId }: { deckId: string }) {
  return (
    <>
      <title>Flashcard Study · Lectern</title>
      <h1 className="text-2xl font-bold tracking-tight">Flashcard Study</h1>
      <Alert variant="error">
        <p data-testid="deck-problem">{messages.flashcards.invalidDeckId(deckId)}</p>
      </Alert>
    </>
  );
}

function Deck({ deckId, kind }: { deckId: string; kind: Exclude<DeckKind, "invalid"> }) {
  const { online } = useSyncStatus();
  const stored = useDeckCards(deckId);
  const direct = useDirectCards(kind);
  const note = useRecord("notes", kind === "note" ? deckId : null);
  const loading = kind !== "direct" && stored.loading;
  const cards = kind === "direct" ? direct : stored.cards;
  // The run's cards are the deck as it was when it was first read: reviews move cards out of the due deck. An
  // empty deck is no run, though: cards that arrive later (a new device's first sync landing after the deck opened)
  // start one, instead of 'No flashcards due' staying until a reload.
  const [snapshot, setSnapshot] = useState<readonly Flashcard[] | null>(null);
  if (!loading && cards && (snapshot === null || (snapshot.length === 0 && cards.length > 0)))
    setSnapshot(cards);

  if (kind !== "direct" && stored.notFound) return <InvalidDeck deckId={deckId} />;
  if (kind !== "direct" && stored.failed && snapshot === null) {
    return (
      <Alert variant="error">
        <p data-testid="deck-problem">{messages.flashcards.loadFailed}</p>
      </Alert>
    );
  }
  const title = deckTitle(kind, note?.title);
  return (
    <>
      <title>{`${title} · Lectern`}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium text-muted-foreground">Flashcard Study</p>
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        </div>
        {(kind === "note" || kind === "uncategorized") && <ExamDateControl deckId={deckId} />}
      </div>
      {snapshot === null ? (
        <Spinner showLabel className="py-12" />
      ) : snapshot.length === 0 ? (
        <Alert>
          <p data-testid="deck-problem">{emptyDeckMessage(kind, online)}</p>
          {kind === "due" && (
            <Link to="/study" className="w-fit font-medium text-primary underline-offset-4 hover:underline">
              Go to your decks
            </Link>
          )}
        </Alert>
      ) : (
        <StudySession deckId={deckId} cards={snapshot} live={cards} />
      )}
    </>
  );
}

function deckTitle(kind: Exclude<DeckKind, "invalid">, noteTitle: string | undefined): string {
  if (kind === "due") return "Due for review";
  if (kind === "uncategorized") return messages.study.uncategorizedDeckTitle;
  if (kind === "direct") return "Flashcards";
  return noteTitle ?? "Flashcards";
}

/** 'direct': cards handed over in navigation state ({ cards: Flashcard[] }); anything malformed is dropped. */
function useDirectCards(kind: Exclude<DeckKind, "invalid">): Flashcard[] | undefined {
  const state: unknown = useLocation().state;
  const [cards] = useState(() => {
    if (kind !== "direct") return undefined;
    const list = (state as { cards?: unknown } | null)?.cards;
    if (!Array.isArray(list)) return [];
    return list.flatMap((item) => {
      const parsed = flashcardSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  });
  return cards;
}
