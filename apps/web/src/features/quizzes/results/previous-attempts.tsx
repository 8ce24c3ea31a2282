import { formatDuration, messages, PREVIOUS_ATTEMPTS_SHOWN, type QuizAttempt } from "@lectern/core";
import { Card } from "@/ui/card";
import { cn } from "@/ui/cn";
import { SCORE_TONE_TEXT, scoreTone } from "@/ui/score-tone";

const m = messages.quizTaking;

/** The last 3 earlier attempts of this quiz, newest first (spec 2 §2, §9), each in its score colour. */
export function PreviousAttempts({ attempts }: { attempts: readonly QuizAttempt[] }) {
  const shown = attempts.slice(0, PREVIOUS_ATTEMPTS_SHOWN);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" data-testid="quiz-previous-attempts">
      <h2 className="text-lg font-semibold">{m.previousAttempts}</h2>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noPreviousAttempts}</p>
      ) : (
        <ol className="flex flex-col divide-y">
          {shown.map((attempt) => (
            <li
              key={attempt.id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm"
              data-testid="quiz-previous-attempt"
            >
              <span className={cn("font-semibold", SCORE_TONE_TEXT[scoreTone(attempt.score)])}>
                {attempt.score}%
              </span>
              <span className="text-muted-foreground">
                {formatDuration(attempt.time_taken)} ·{" "}
                <time dateTime={attempt.completed_at}>{new Date(attempt.completed_at).toLocaleString()}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
