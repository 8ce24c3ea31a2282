import { type DeckUpcomingReview, messages } from "@lectern/core";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { cn } from "@/ui/cn";
import { dueText } from "./due-text";

const t = messages.progress;

const PRIORITY_CLASS = {
  high: "border-destructive/40 bg-destructive/10 text-red-800 dark:text-red-300",
  medium: "border-warning/40 bg-warning/10 text-amber-800 dark:text-amber-200",
  low: "border-success/40 bg-success/10 text-green-800 dark:text-green-300",
} as const;

/** Upcoming reviews (spec 2 §3; spec 1 §9: the 5 soonest, priority by days until due). */
export function UpcomingReviews({
  reviews,
  now = new Date(),
}: {
  reviews: DeckUpcomingReview[];
  now?: Date;
}) {
  return (
    <Card role="region" aria-labelledby="reviews-heading" data-testid="upcoming-reviews">
      <CardHeader className="pb-3">
        <h2 id="reviews-heading" className="text-lg font-semibold leading-tight tracking-tight">
          {t.reviewsHeading}
        </h2>
      </CardHeader>
      <CardContent>
        {reviews.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{t.reviewsEmpty}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {reviews.map((review) => (
              <li
                key={review.flashcardId}
                className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
                data-testid="upcoming-review"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  {review.noteId ? (
                    <Link
                      to={`/flashcard-study/${review.noteId}`}
                      className="font-medium break-words underline-offset-4 hover:underline"
                    >
                      {review.topic}
                    </Link>
                  ) : (
                    <span className="font-medium break-words">{review.topic}</span>
                  )}
                  <span className="text-sm text-muted-foreground">{dueText(review.due, now)}</span>
                </div>
                <Badge variant="outline" className={cn(PRIORITY_CLASS[review.priority])}>
                  {t.priorityLabel(review.priority)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
