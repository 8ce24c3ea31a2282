import { formatDuration, messages, type Quiz, type QuizAttempt } from "@lectern/core";
import { CircleCheckIcon, PlusIcon, RotateCcwIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/ui/button";
import { Card } from "@/ui/card";
import { cn } from "@/ui/cn";
import { SCORE_TONE_TEXT, scoreTone } from "@/ui/score-tone";
import { AnswerReview } from "./answer-review";
import { PreviousAttempts } from "./previous-attempts";

const m = messages.quizTaking;

export interface ShownResult {
  attemptId: string;
  score: { score: number; correctCount: number; totalQuestions: number; results: { correct: boolean }[] };
  answers: Readonly<Record<number, string>>;
  timeTakenSeconds: number;
}

/**
 * The results screen (spec 2 §2, §9; issue 15 Deliver 3): the score in the spec's colours (green check at 80+),
 * Retake, Back to Study Deck, Create New Quiz, each question reviewed, and the last 3 earlier attempts. Focus
 * moves to its heading, so keyboard and screen-reader users land on the result.
 */
export function QuizResults({
  quiz,
  result,
  attempts,
  onRetake,
}: {
  quiz: Quiz;
  result: ShownResult;
  attempts: readonly QuizAttempt[];
  onRetake: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { score } = result;
  const tone = scoreTone(score.score);
  return (
    <div className="flex flex-col gap-6" data-testid="quiz-results">
      <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none sm:text-2xl">
          {m.resultsHeading}
        </h2>
        <p className={cn("flex items-center gap-2 text-5xl font-bold", SCORE_TONE_TEXT[tone])}>
          {tone === "good" && <CircleCheckIcon className="size-10" aria-hidden="true" />}
          <span data-testid="quiz-score" data-tone={tone}>
            {score.score}%
          </span>
        </p>
        <p className="text-sm" data-testid="quiz-correct-count">
          {m.correctOf(score.correctCount, score.totalQuestions)}
          <span className="text-muted-foreground">
            {" "}
            · {m.timeTaken} {formatDuration(result.timeTakenSeconds)}
          </span>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={onRetake}>
            <RotateCcwIcon aria-hidden="true" />
            {messages.quizzes.retakeQuiz}
          </Button>
          <Button asChild variant="outline">
            <Link to="/study">{messages.quizzes.backToStudyDeck}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/quiz-setup" state={quiz.note_id ? { noteId: quiz.note_id } : undefined}>
              <PlusIcon aria-hidden="true" />
              {messages.quizzes.createNewQuiz}
            </Link>
          </Button>
        </div>
      </Card>
      <PreviousAttempts attempts={attempts.filter((a) => a.id !== result.attemptId)} />
      <AnswerReview quiz={quiz} answers={result.answers} correct={score.results.map((r) => r.correct)} />
    </div>
  );
}
