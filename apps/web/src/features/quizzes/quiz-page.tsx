import { messages, type Quiz, type QuizAttempt } from "@lectern/core";
import { PlusIcon } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { useCurrentDatabase } from "@/data/db";
import { useQuiz } from "@/data/quizzes";
import { Alert } from "@/ui/alert";
import { BackToStudyDeck } from "@/ui/back-to-study-deck";
import { Button } from "@/ui/button";
import { Card } from "@/ui/card";
import { Spinner } from "@/ui/spinner";
import { QuizResults } from "./results/quiz-results";
import { QuizTaking } from "./take/quiz-taking";
import { useQuizRun } from "./take/use-quiz-run";

// spec 2 §2, §4: /quiz/{id} — loading, then error or not found, then in progress, then completed.
export function QuizPage() {
  const id = useParams().id ?? "";
  const state = useQuiz(id);
  const db = useCurrentDatabase();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <BackToStudyDeck />
      {state.status === "loading" && (
        <>
          <title>Quiz · Lectern</title>
          <h1 className="sr-only">Quiz</h1>
          <Spinner showLabel label={messages.quizTaking.loading} className="py-12" />
        </>
      )}
      {state.status === "not-found" && <QuizNotFound />}
      {state.status === "offline-missing" && <QuizProblem text={messages.quizzes.notFoundOffline} />}
      {state.status === "failed" && <QuizProblem text={messages.quizTaking.loadFailed} />}
      {state.status === "ready" && db && (
        // A new quiz id is a new run: nothing of the last one carries over.
        <QuizRun key={state.quiz.id} quiz={state.quiz} attempts={state.attempts} userId={db.userId} />
      )}
    </div>
  );
}

function QuizRun({ quiz, attempts, userId }: { quiz: Quiz; attempts: QuizAttempt[]; userId: string }) {
  // spec 2 §4: the time limit handed over by quiz setup (minutes) wins over the quiz's own.
  const navigationTimeLimit = (useLocation().state as { timeLimit?: unknown } | null)?.timeLimit;
  const run = useQuizRun(quiz, userId, navigationTimeLimit);
  return (
    <>
      <title>{`${quiz.title} · Lectern`}</title>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium text-muted-foreground">
          <span className="capitalize">{quiz.difficulty}</span> ·{" "}
          {messages.study.questionCount(quiz.questions.length)}
        </p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{quiz.title}</h1>
      </div>
      {run.result ? (
        <QuizResults quiz={quiz} result={run.result} attempts={attempts} onRetake={run.retake} />
      ) : (
        <QuizTaking
          questions={quiz.questions}
          state={run.state}
          secondsLeft={run.secondsLeft}
          dispatch={run.dispatch}
          onSubmit={run.submit}
        />
      )}
    </>
  );
}

/** spec 2 §8: 'Quiz not found', 'The quiz you're looking for doesn't exist.' and Create New Quiz. */
function QuizNotFound() {
  return (
    <>
      <title>{`${messages.quizzes.notFound} · Lectern`}</title>
      <Card className="flex flex-col items-center gap-3 p-8 text-center" data-testid="quiz-not-found">
        <h1 className="text-2xl font-bold tracking-tight">{messages.quizzes.notFound}</h1>
        <p className="text-muted-foreground">{messages.quizzes.notFoundDescription}</p>
        <Button asChild>
          <Link to="/quiz-setup">
            <PlusIcon aria-hidden="true" />
            {messages.quizzes.createNewQuiz}
          </Link>
        </Button>
      </Card>
    </>
  );
}

function QuizProblem({ text }: { text: string }) {
  return (
    <>
      <title>Quiz · Lectern</title>
      <h1 className="text-2xl font-bold tracking-tight">Quiz</h1>
      <Alert variant="error">
        <p data-testid="quiz-problem">{text}</p>
      </Alert>
    </>
  );
}
