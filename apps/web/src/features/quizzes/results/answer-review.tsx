import { messages, type Quiz } from "@lectern/core";
import { CircleCheckIcon, CircleXIcon, QuoteIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/ui/cn";
import { MarkdownView } from "@/ui/markdown/markdown-view";

const m = messages.quizTaking;

/**
 * Each question after submitting (issue 15 Deliver 3): the answer given, the correct answer, the explanation and
 * the passage of the note the question comes from, with a link that opens the note at it (the viewer marks and
 * scrolls to the passage it is handed in navigation state).
 */
export function AnswerReview({
  quiz,
  answers,
  correct,
}: {
  quiz: Quiz;
  answers: Readonly<Record<number, string>>;
  correct: readonly boolean[];
}) {
  return (
    <section aria-labelledby="quiz-review" className="flex flex-col gap-3">
      <h2 id="quiz-review" className="text-lg font-semibold">
        {m.review}
      </h2>
      <ol className="flex flex-col gap-3">
        {quiz.questions.map((question, i) => {
          const right = correct[i] ?? false;
          const given = answers[i]?.trim();
          return (
            <li
              key={question.id}
              className={cn(
                "flex flex-col gap-2 rounded-lg border border-l-4 p-4",
                right ? "border-l-green-600" : "border-l-red-600",
              )}
              data-testid="quiz-review-item"
              data-correct={right ? "true" : "false"}
            >
              <p className="flex items-start gap-2 font-medium">
                {right ? (
                  <CircleCheckIcon
                    className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
                    aria-hidden="true"
                  />
                ) : (
                  <CircleXIcon
                    className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400"
                    aria-hidden="true"
                  />
                )}
                <span className="sr-only">{right ? m.correct : m.incorrect}: </span>
                <span className="break-words">
                  {i + 1}. <MarkdownView variant="inline" content={question.question} />
                </span>
              </p>
              <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                <dt className="text-muted-foreground">{m.yourAnswer}</dt>
                <dd className="break-words" data-testid="quiz-review-given">
                  {given ? given : <span className="italic text-muted-foreground">{m.notAnswered}</span>}
                </dd>
                <dt className="text-muted-foreground">{m.correctAnswer}</dt>
                <dd className="font-medium break-words" data-testid="quiz-review-key">
                  {question.correctAnswer}
                </dd>
                {question.explanation && (
                  <>
                    <dt className="text-muted-foreground">{m.explanation}</dt>
                    <dd className="break-words">{question.explanation}</dd>
                  </>
                )}
              </dl>
              {question.source && (
                <figure
                  className="flex flex-col gap-1 border-l-2 border-primary/40 pl-3 text-sm"
                  data-testid="quiz-review-source"
                >
                  <figcaption className="text-xs font-medium text-muted-foreground">
                    {m.fromTheNote}
                  </figcaption>
                  <blockquote className="flex gap-1.5 text-muted-foreground">
                    <QuoteIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                    <span className="line-clamp-4 break-words">{question.source}</span>
                  </blockquote>
                  {quiz.note_id && (
                    <Link
                      to={`/note/${quiz.note_id}`}
                      state={{ passage: question.source }}
                      className="w-fit rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {m.openInNote}
                    </Link>
                  )}
                </figure>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
