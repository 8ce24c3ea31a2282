import type { Flashcard } from "@lectern/core";
import { QuoteIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { FlipCard } from "@/ui/flip-card";
import { MarkdownView } from "@/ui/markdown/markdown-view";

/**
 * The card being studied: the front until it is turned (click, tap or Space), then the answer. Once turned, the
 * passage of the note the card comes from is quoted under it with a link that opens the note at that passage
 * (the viewer marks and scrolls to the passage it is given in navigation state).
 */
export function StudyCard({
  card,
  flipped,
  onFlip,
}: {
  card: Flashcard;
  flipped: boolean;
  onFlip: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <FlipCard
        flipped={flipped}
        onFlip={onFlip}
        data-testid="study-card"
        faceClassName="min-h-56 sm:min-h-64"
        front={
          <>
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Question
            </span>
            <span className="text-lg font-semibold break-words sm:text-xl" data-testid="study-card-front">
              <MarkdownView variant="inline" links={false} content={card.front} />
            </span>
          </>
        }
        frontHint="Click or press Space to show the answer"
        back={
          <>
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Answer</span>
            <span className="text-lg break-words sm:text-xl" data-testid="study-card-back">
              <MarkdownView variant="inline" links={false} content={card.back} />
            </span>
          </>
        }
        backHint="Click or press Space to see the question"
      />
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {card.difficulty !== "unknown" && (
          <Badge variant="secondary" className="capitalize">
            {card.difficulty}
          </Badge>
        )}
        <span>
          Reviewed {card.review_count} {card.review_count === 1 ? "time" : "times"}, {card.correct_count}{" "}
          correct
        </span>
      </div>
      {flipped && card.source && <CardSource passage={card.source} noteId={card.note_id} />}
    </div>
  );
}

function CardSource({ passage, noteId }: { passage: string; noteId: string | null }) {
  return (
    <figure
      className="flex flex-col gap-1 border-l-2 border-primary/40 pl-3 text-sm"
      data-testid="study-source"
    >
      <figcaption className="text-xs font-medium text-muted-foreground">From the note</figcaption>
      <blockquote className="flex gap-1.5 text-muted-foreground">
        <QuoteIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span className="line-clamp-4 break-words">{passage}</span>
      </blockquote>
      {noteId && (
        <Link
          to={`/note/${noteId}`}
          state={{ passage }}
          className="w-fit rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Open in note
        </Link>
      )}
    </figure>
  );
}
