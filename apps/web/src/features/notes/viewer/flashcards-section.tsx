import type { Flashcard } from "@lectern/core";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { PassageQuote } from "./passage-link";

/** Cards shown before "Show all": enough to see what was made without burying the quizzes below. */
const FIRST_CARDS = 5;

/** The note's flashcards, each with its front, back and the passage it comes from (issue 8). */
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
        <Button asChild variant="outline" size="sm">
          <Link to={`/flashcard-study/${noteId}`}>Study these cards</Link>
        </Button>
      </div>
      <ol className="flex flex-col gap-3" aria-label="Flashcards from this note">
        {shown.map((card) => (
          <li
            key={card.id}
            className="flex flex-col gap-2 rounded-lg border p-3"
            data-testid="flashcard-item"
          >
            <div className="flex items-start justify-between gap-2">
              <p className="font-medium break-words">{card.front}</p>
              <Badge variant="secondary" className="capitalize">
                {card.difficulty}
              </Badge>
            </div>
            <p className="break-words text-sm">{card.back}</p>
            {card.source && <PassageQuote passage={card.source} content={content} onShow={onShowPassage} />}
          </li>
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
