import { messages, type PractisableWeakArea } from "@lectern/core";
import { BookOpenIcon, LayersIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { buttonVariants } from "@/ui/button-variants";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { cn } from "@/ui/cn";
import { SCORE_TONE_TEXT, scoreTone } from "@/ui/score-tone";

const t = messages.progress;

/**
 * Weak areas (spec 2 §3; spec 1 §9: under 70% over the last 10 attempts, at most 5), each with a way to practise
 * it: a quiz setup with its note chosen (as the note viewer passes a note, spec 2 §2) or the note's deck.
 */
export function WeakAreas({ areas, hasQuizzes }: { areas: PractisableWeakArea[]; hasQuizzes: boolean }) {
  return (
    <Card role="region" aria-labelledby="weak-heading" data-testid="weak-areas">
      <CardHeader className="pb-3">
        <h2 id="weak-heading" className="text-lg font-semibold leading-tight tracking-tight">
          {t.weakHeading}
        </h2>
      </CardHeader>
      <CardContent>
        {areas.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">
            {hasQuizzes ? t.weakEmpty : t.weakNoQuizzes}
          </p>
        ) : (
          <ul className="flex flex-col divide-y">
            {areas.map((area) => (
              <WeakAreaRow key={`${area.subject}:${area.topic}`} area={area} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function WeakAreaRow({ area }: { area: PractisableWeakArea }) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="weak-area">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 basis-full font-medium break-words sm:basis-auto sm:flex-1">
          {area.topic}
        </span>
        <Badge variant="secondary">{area.subject}</Badge>
        <span className={cn("text-sm font-semibold tabular-nums", SCORE_TONE_TEXT[scoreTone(area.accuracy)])}>
          {t.weakAccuracy(area.accuracy, area.totalQuestions)}
        </span>
      </div>
      {area.noteId && (
        <div className="flex flex-wrap gap-2">
          <Link
            to="/quiz-setup"
            state={{ noteId: area.noteId }}
            className={buttonVariants({ size: "sm", variant: "outline" })}
            aria-label={`${t.practiseQuiz}: ${area.topic}`}
          >
            <BookOpenIcon aria-hidden="true" />
            {t.practiseQuiz}
          </Link>
          <Link
            to={`/flashcard-study/${area.noteId}`}
            className={buttonVariants({ size: "sm", variant: "ghost" })}
            aria-label={`${t.practiseCards}: ${area.topic}`}
          >
            <LayersIcon aria-hidden="true" />
            {t.practiseCards}
          </Link>
        </div>
      )}
    </li>
  );
}
