import { isAnswered, jumpPageCount, jumpPageIndexes, jumpPageOf, messages } from "@lectern/core";
import { ChevronLeftIcon, ChevronRightIcon, FlagIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";

const m = messages.quizTaking;

/**
 * Numbered jump buttons in pages of 5 (spec 2 §2, §9), each showing whether its question is answered (filled)
 * and flagged (a flag). The page shown follows the current question; the chevrons page through the others.
 */
export function JumpButtons({
  index,
  total,
  answers,
  flagged,
  onJump,
}: {
  index: number;
  total: number;
  answers: Readonly<Record<number, string>>;
  flagged: readonly number[];
  onJump: (index: number) => void;
}) {
  const current = jumpPageOf(index, total);
  const [shown, setShown] = useState({ page: current, forIndex: index });
  // A move to another question brings its page back into view.
  const page = shown.forIndex === index ? shown.page : current;
  const pages = jumpPageCount(total);
  const browse = (to: number) => setShown({ page: to, forIndex: index });
  return (
    <nav
      aria-label={m.questionNumbers}
      className="flex items-center justify-center gap-1.5"
      data-testid="quiz-jumps"
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label={m.earlierQuestions}
        disabled={page === 0}
        onClick={() => browse(page - 1)}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <ol className="flex gap-1.5">
        {jumpPageIndexes(page, total).map((i) => {
          const answered = isAnswered(answers[i]);
          const isFlagged = flagged.includes(i);
          return (
            <li key={i}>
              <button
                type="button"
                onClick={() => onJump(i)}
                aria-current={i === index ? "step" : undefined}
                aria-label={m.jumpTo(i + 1, answered, isFlagged)}
                data-testid="quiz-jump"
                data-answered={answered ? "true" : "false"}
                data-flagged={isFlagged ? "true" : "false"}
                className={cn(
                  "relative flex size-10 items-center justify-center rounded-md border text-sm font-semibold tabular-nums transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  answered ? "border-primary bg-primary/15" : "hover:bg-muted",
                  i === index && "ring-2 ring-primary ring-offset-2 ring-offset-background",
                )}
              >
                {i + 1}
                {isFlagged && (
                  <FlagIcon
                    className="absolute -top-1.5 -right-1.5 size-3.5 fill-amber-500 text-amber-600"
                    aria-hidden="true"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="ghost"
        size="icon"
        aria-label={m.laterQuestions}
        disabled={page >= pages - 1}
        onClick={() => browse(page + 1)}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
