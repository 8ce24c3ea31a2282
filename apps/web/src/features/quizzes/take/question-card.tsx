import { messages, type QuizQuestion } from "@lectern/core";
import { FlagIcon } from "lucide-react";
import { Badge } from "@/ui/badge";
import { Card } from "@/ui/card";
import { cn } from "@/ui/cn";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";
import { MarkdownView } from "@/ui/markdown/markdown-view";
import { choicesOf } from "./question-choices";

const m = messages.quizTaking;
const TYPE_LABEL: Record<QuizQuestion["type"], string> = {
  "multiple-choice": "Multiple choice",
  "true-false": "True or false",
  "short-answer": "Short answer",
};

/**
 * One question (spec 2 §3): its options as buttons that stay pressed when picked (1-4 pick them too), or a text
 * field for a short answer. The flag toggle marks it for review (F).
 */
export function QuestionCard({
  question,
  index,
  answer,
  flagged,
  onAnswer,
  onToggleFlag,
}: {
  question: QuizQuestion;
  index: number;
  answer: string | undefined;
  flagged: boolean;
  onAnswer: (answer: string) => void;
  onToggleFlag: () => void;
}) {
  const choices = choicesOf(question);
  const headingId = `quiz-question-${index}`;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" data-testid="quiz-question-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">{TYPE_LABEL[question.type]}</Badge>
        <button
          type="button"
          aria-pressed={flagged}
          onClick={onToggleFlag}
          className={cn(
            "flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
            flagged
              ? "border-amber-500 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
              : "hover:bg-muted",
          )}
          data-testid="quiz-flag"
        >
          <FlagIcon className={cn("size-4", flagged && "fill-current")} aria-hidden="true" />
          {flagged ? m.flagged : m.flagForReview}
        </button>
      </div>
      <h2
        id={headingId}
        className="text-lg font-semibold break-words sm:text-xl"
        data-testid="quiz-question-text"
      >
        <MarkdownView variant="inline" content={question.question} />
      </h2>
      {choices.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-labelledby={headingId}>
          {choices.map((choice, i) => {
            const picked = answer === choice;
            return (
              <li key={choice}>
                <button
                  type="button"
                  aria-pressed={picked}
                  onClick={() => onAnswer(choice)}
                  className={cn(
                    "flex w-full items-start gap-3 rounded-lg border p-3 text-left transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                    picked ? "border-primary bg-primary/10 font-medium" : "hover:bg-muted",
                  )}
                  data-testid="quiz-option"
                >
                  <span
                    className={cn(
                      "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                      picked && "border-primary bg-primary text-primary-foreground",
                    )}
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span className="break-words">
                    <MarkdownView variant="inline" links={false} content={choice} />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${headingId}-answer`}>{m.yourAnswer}</Label>
          <Input
            id={`${headingId}-answer`}
            value={answer ?? ""}
            placeholder={m.typeYourAnswer}
            autoComplete="off"
            onChange={(event) => onAnswer(event.target.value)}
            data-testid="quiz-short-answer"
          />
        </div>
      )}
    </Card>
  );
}
