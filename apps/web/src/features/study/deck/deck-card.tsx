import { deckCategoryColor, type FlashcardDeck, formatRelativeTime, messages } from "@lectern/core";
import { CalendarClockIcon, LayersIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { Progress } from "@/ui/progress";
import { DeckCardExportMenu } from "./deck-export-menu";
import type { StartGuard } from "./use-start-guard";

const t = messages.study;

const DIFFICULTY_VARIANT = {
  easy: "success",
  medium: "secondary",
  hard: "destructive",
  unknown: "outline",
} as const;

export interface DeckCardProps {
  deck: FlashcardDeck;
  /** ISO start of the deck's exam, when the user set one. */
  examAt: string | undefined;
  guard: StartGuard;
}

/**
 * One flashcard deck (spec 2 §2, §3, §4, §9): title, card count, difficulty, progress percent with a bar, last
 * studied or 'Never', the category colour and the exam date. The whole card opens the deck's study route.
 */
export function DeckCard({ deck, examAt, guard }: DeckCardProps) {
  const titleId = useId();
  const color = deckCategoryColor(deck.category);
  const to = `/flashcard-study/${deck.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="deck-card"
      className="relative flex h-full flex-col gap-3 rounded-xl border border-l-4 bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
      style={{ borderLeftColor: color }}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug break-words">
          <Link
            to={to}
            onClick={guard(to, t.signInToStudyFlashcards)}
            className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {deck.title}
          </Link>
        </h3>
        {/* issue 22: export this deck; above the card-wide link so it gets its own clicks. */}
        <DeckCardExportMenu deckId={deck.id} title={deck.title} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: color }}
            aria-hidden="true"
          />
          <span className="font-medium text-foreground capitalize">{deck.category}</span>
        </span>
        <span className="flex items-center gap-1" data-testid="deck-card-count">
          <LayersIcon className="size-3.5" aria-hidden="true" />
          {t.cardCount(deck.cardCount)}
        </span>
        <Badge variant={DIFFICULTY_VARIANT[deck.difficulty]} className="capitalize">
          <span className="sr-only">{t.difficulty}: </span>
          {deck.difficulty}
        </Badge>
      </div>
      <div className="flex items-center gap-3">
        <Progress value={deck.progress} aria-label={t.progressLabel(deck.title)} className="flex-1" />
        <span className="w-10 text-right text-sm font-medium tabular-nums" data-testid="deck-card-progress">
          {deck.progress}%
        </span>
      </div>
      <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <div className="flex gap-1">
          <dt>{t.lastStudied}:</dt>
          <dd className="text-foreground" data-testid="deck-card-last-studied">
            {deck.lastStudied ? formatRelativeTime(deck.lastStudied) : t.never}
          </dd>
        </div>
      </dl>
      {examAt && (
        <p className="flex items-center gap-1 text-xs font-medium" data-testid="deck-card-exam">
          <CalendarClockIcon className="size-3.5" aria-hidden="true" />
          {t.examOn(new Date(examAt).toLocaleDateString())}
        </p>
      )}
    </article>
  );
}
