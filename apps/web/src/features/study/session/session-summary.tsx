import { formatDuration, messages } from "@lectern/core";
import { CircleCheckIcon, RotateCcwIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/ui/button";
import { Card } from "@/ui/card";
import { cn } from "@/ui/cn";
import { SCORE_TONE_TEXT, scoreTone } from "@/ui/score-tone";

/**
 * The completion screen (spec 2 §2, §4): cards studied, correct, incorrect and accuracy coloured by the score
 * thresholds (spec 2 §9, a green check at 80+); Study Again resets the counters. Focus moves to its heading so
 * keyboard and screen-reader users land on the result.
 */
export function SessionSummary({
  studied,
  correct,
  incorrect,
  accuracy,
  durationSeconds,
  onStudyAgain,
}: {
  studied: number;
  correct: number;
  incorrect: number;
  accuracy: number;
  durationSeconds: number;
  onStudyAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const tone = scoreTone(accuracy);
  return (
    <Card className="flex flex-col items-center gap-5 p-6 text-center sm:p-8" data-testid="session-summary">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none sm:text-2xl">
        Session complete
      </h2>
      <p className={cn("flex items-center gap-2 text-4xl font-bold", SCORE_TONE_TEXT[tone])}>
        {tone === "good" && <CircleCheckIcon className="size-8" aria-hidden="true" />}
        <span data-testid="session-accuracy" data-tone={tone}>
          {accuracy}%
        </span>
        <span className="sr-only">accuracy</span>
      </p>
      <dl className="grid w-full max-w-md grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Stat label="Studied" value={studied} testId="summary-studied" />
        <Stat label="Correct" value={correct} testId="summary-correct" />
        <Stat label="Incorrect" value={incorrect} testId="summary-incorrect" />
        <Stat label="Time" value={formatDuration(durationSeconds)} testId="summary-time" />
      </dl>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onStudyAgain}>
          <RotateCcwIcon aria-hidden="true" />
          {messages.flashcards.studyAgain}
        </Button>
        <Button asChild variant="outline">
          <Link to="/study">Back to Study Deck</Link>
        </Button>
      </div>
    </Card>
  );
}

function Stat({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
