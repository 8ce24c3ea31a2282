import { formatDuration, isQuizTimeLow, messages } from "@lectern/core";
import { TimerIcon } from "lucide-react";
import { cn } from "@/ui/cn";
import { Progress } from "@/ui/progress";

const m = messages.quizTaking;

/**
 * The countdown (red under 300 s, spec 2 §4, §9) and where the student is: question k of n and how many are
 * answered. The time is not a live region (it would talk every second); its low state is announced once.
 */
export function QuizStatusBar({
  secondsLeft,
  position,
  total,
  answered,
}: {
  secondsLeft: number;
  position: number;
  total: number;
  answered: number;
}) {
  const low = isQuizTimeLow(secondsLeft);
  return (
    <div className="flex flex-col gap-2" data-testid="quiz-status">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite" className="font-medium" data-testid="quiz-position">
          {m.questionOf(position, total)}
        </p>
        <p
          className={cn(
            "flex items-center gap-1.5 rounded-md px-2 py-1 font-mono text-base font-semibold tabular-nums",
            low ? "bg-destructive/10 text-red-700 dark:text-red-400" : "bg-muted",
          )}
          data-testid="quiz-timer"
          data-low={low ? "true" : "false"}
        >
          <TimerIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{m.timeLeft}: </span>
          <span data-testid="quiz-time-left">{formatDuration(secondsLeft)}</span>
        </p>
        {low && (
          <p className="sr-only" role="status">
            {m.timeLow}
          </p>
        )}
      </div>
      <Progress value={total ? (answered / total) * 100 : 0} aria-label={m.answeredOf(answered, total)} />
      <p className="text-xs text-muted-foreground" data-testid="quiz-answered">
        {m.answeredOf(answered, total)}
      </p>
    </div>
  );
}
