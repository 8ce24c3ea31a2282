import { Progress } from "@/ui/progress";

/** Where the student is in the deck and how the run goes: card k of n, studied, correct (spec 2 §4). */
export function SessionProgress({
  position,
  total,
  studied,
  correct,
}: {
  position: number;
  total: number;
  studied: number;
  correct: number;
}) {
  return (
    <div className="flex flex-col gap-2" data-testid="session-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        {/* Announced politely as the card changes, so screen-reader users hear where they are. */}
        <p aria-live="polite" className="font-medium">
          Card {position} of {total}
        </p>
        <p className="text-muted-foreground">
          Studied <span data-testid="session-studied">{studied}</span> · Correct{" "}
          <span data-testid="session-correct">{correct}</span>
        </p>
      </div>
      <Progress value={total ? (studied / total) * 100 : 0} aria-label="Cards studied in this session" />
    </div>
  );
}
