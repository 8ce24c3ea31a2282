import { messages } from "@lectern/core";
import { ClockIcon, ListChecksIcon, PlusIcon, TrophyIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { buttonVariants } from "@/ui/button-variants";
import { Spinner } from "@/ui/spinner";
import type { QuizCardData } from "./quiz-summary";
import type { StartGuard } from "./use-start-guard";

const t = messages.study;

/** The Quizzes tab (spec 2 §2): Create Quiz → /quiz-setup, and a card per quiz with Start Quiz → /quiz/{id}. */
export function QuizList({
  quizzes,
  loading,
  guard,
}: {
  quizzes: QuizCardData[];
  loading: boolean;
  guard: StartGuard;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Link
          to="/quiz-setup"
          onClick={guard("/quiz-setup", t.signInToTakeQuizzes)}
          className={buttonVariants({ variant: "outline" })}
        >
          <PlusIcon aria-hidden="true" />
          {t.createQuiz}
        </Link>
      </div>
      {loading ? (
        <Spinner label={messages.app.loading} showLabel className="justify-center py-14" />
      ) : quizzes.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
          {t.noQuizzes}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t.tabQuizzes}>
          {quizzes.map((quiz) => (
            <li key={quiz.id}>
              <QuizCard quiz={quiz} guard={guard} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function QuizCard({ quiz, guard }: { quiz: QuizCardData; guard: StartGuard }) {
  const titleId = useId();
  const to = `/quiz/${quiz.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="quiz-card"
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="line-clamp-2 min-w-0 font-semibold leading-snug break-words">
          {quiz.title}
        </h3>
        <Badge variant="secondary" className="capitalize">
          <span className="sr-only">{t.difficulty}: </span>
          {quiz.difficulty}
        </Badge>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1">
          <ListChecksIcon className="size-4" aria-hidden="true" />
          {t.questionCount(quiz.questionCount)}
        </li>
        <li className="flex items-center gap-1">
          <ClockIcon className="size-4" aria-hidden="true" />
          {t.timeLimit(quiz.timeLimit)}
        </li>
        <li>{t.attempts(quiz.attempts)}</li>
        {quiz.bestScore !== null && (
          <li className="flex items-center gap-1 font-medium text-foreground" data-testid="quiz-best-score">
            <TrophyIcon className="size-4" aria-hidden="true" />
            {t.bestScore(quiz.bestScore)}
          </li>
        )}
      </ul>
      <Link
        to={to}
        onClick={guard(to, t.signInToTakeQuizzes)}
        aria-describedby={titleId}
        className={buttonVariants({ className: "mt-auto w-full" })}
      >
        {t.startQuiz}
      </Link>
    </article>
  );
}
