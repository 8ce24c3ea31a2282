import type { Flashcard } from "@lectern/core";
import { GraduationCapIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { FlipCard } from "@/ui/flip-card";
import { MarkdownView } from "@/ui/markdown/markdown-view";
import { PassageQuote } from "./passage-link";

/** Cards shown before "Show all": enough to see what was made without burying the quizzes below. */
const FIRST_CARDS = 5;

/**
 * The note's flashcards (issue 14 Deliver 4): each card shows its front and turns over to its answer when tapped,
 * clicked or Space/Enter is pressed on it, so a glance at the note does not give the answers away. The passage it
 * comes from (issue 8) shows with the answer. 'Study these cards' opens the note's deck.
 */
export function FlashcardsSection({
  noteId,
  flashcards,
  content,
  onShowPassage,
}: {
  noteId: string;
  flashcards: Flashcard[];
  content: string;
  onShowPassage: (passage: string) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? flashcards : flashcards.slice(0, FIRST_CARDS);
  return (
    <section aria-labelledby="note-flashcards" data-testid="note-flashcards" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="note-flashcards" className="text-base font-semibold">
          Flashcards <span className="font-normal text-muted-foreground">({flashcards.length})</span>
        </h3>
        <Button asChild size="sm">
          <Link to={`/flashcard-study/${noteId}`}>
            <GraduationCapIcon aria-hidden="true" />
            Study these cards
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Tap a card, or press Space on it, to see its answer.</p>
      <ol className="grid gap-3 sm:grid-cols-2" aria-label="Flashcards from this note">
        {shown.map((card) => (
          <ViewerCard key={card.id} card={card} content={content} onShowPassage={onShowPassage} />
        ))}
      </ol>
      {flashcards.length > FIRST_CARDS && (
        <Button
          variant="ghost"
          size="sm"
          className="w-fit"
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
        >
          {all ? "Show fewer" : `Show all ${flashcards.length} flashcards`}
        </Button>
      )}
    </section>
  );
}

function ViewerCard({
  card,
  content,
  onShowPassage,
}: {
  card: Flashcard;
  content: string;
  onShowPassage: (passage: string) => void;
}) {
  const [flipped, setFlipped] = useState(false);
  return (
    <li className="flex flex-col gap-2" data-testid="flashcard-item">
      <FlipCard
        flipped={flipped}
        onFlip={() => setFlipped((f) => !f)}
        faceClassName="min-h-32 p-4 sm:p-4"
        front={
          <>
            {card.difficulty !== "unknown" && (
              <Badge variant="secondary" className="capitalize">
                {card.difficulty}
              </Badge>
            )}
            <span className="font-medium break-words" data-testid="flashcard-front">
              <MarkdownView variant="inline" links={false} content={card.front} />
            </span>
          </>
        }
        frontHint="Show answer"
        back={
          <span className="text-sm break-words" data-testid="flashcard-back">
            <MarkdownView variant="inline" links={false} content={card.back} />
          </span>
        }
        backHint="Show question"
      />
      {flipped && card.source && (
        <PassageQuote passage={card.source} content={content} onShow={onShowPassage} />
      )}
    </li>
  );
}
