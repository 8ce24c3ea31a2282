import type { Quiz } from "@lectern/core";
import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { PassageQuote } from "./passage-link";

/** The note's quizzes; each question opens to its answer, explanation and source passage (issue 8). */
export function QuizzesSection({
  quizzes,
  content,
  onShowPassage,
}: {
  quizzes: Quiz[];
  content: string;
  onShowPassage: (passage: string) => void;
}) {
  return (
    <section aria-labelledby="note-quizzes" data-testid="note-quizzes" className="flex flex-col gap-3">
      <h3 id="note-quizzes" className="text-base font-semibold">
        Quizzes <span className="font-normal text-muted-foreground">({quizzes.length})</span>
      </h3>
      <ul className="flex flex-col gap-3">
        {quizzes.map((quiz) => (
          <li key={quiz.id} className="flex flex-col gap-2 rounded-lg border p-3" data-testid="quiz-item">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium break-words">{quiz.title}</p>
              <Button asChild size="sm">
                <Link to={`/quiz/${quiz.id}`} state={{ timeLimit: quiz.time_limit }}>
                  Start Quiz
                </Link>
              </Button>
            </div>
            <div className="flex flex-wrap gap-2 text-sm text-muted-foreground">
              <Badge variant="secondary" className="capitalize">
                {quiz.difficulty}
              </Badge>
              <span data-testid="quiz-question-count">{quiz.questions.length} questions</span>
              <span aria-hidden="true">·</span>
              <span>{quiz.time_limit} min</span>
            </div>
            <details className="group">
              <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm text-sm font-medium text-primary focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                <ChevronRightIcon
                  className="size-4 transition-transform group-open:rotate-90"
                  aria-hidden="true"
                />
                Questions and sources
              </summary>
              <ol className="mt-3 flex list-decimal flex-col gap-4 pl-5">
                {quiz.questions.map((question) => (
                  <li key={question.id} className="flex flex-col gap-1.5" data-testid="quiz-question">
                    <p className="break-words">{question.question}</p>
                    <p className="text-sm">
                      <span className="text-muted-foreground">Answer: </span>
                      <span className="font-medium break-words">{question.correctAnswer}</span>
                    </p>
                    {question.explanation && (
                      <p className="text-sm break-words text-muted-foreground">{question.explanation}</p>
                    )}
                    {question.source && (
                      <PassageQuote passage={question.source} content={content} onShow={onShowPassage} />
                    )}
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
