import { isAnswered, messages, type QuizQuestion, unansweredQuestions } from "@lectern/core";
import { ChevronLeftIcon, ChevronRightIcon, SendIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/ui/button";
import { JumpButtons } from "./jump-buttons";
import { QuestionCard } from "./question-card";
import { choicesOf } from "./question-choices";
import type { QuizRunAction, QuizRunState } from "./quiz-run-model";
import { QuizStatusBar } from "./quiz-status-bar";
import { SubmitDialog } from "./submit-dialog";
import { type QuizKeyAction, useQuizKeys } from "./use-quiz-keys";

const m = messages.quizzes;

/**
 * The quiz in progress (spec 2 §2, §4): timer and progress, the question, flag, Previous/Next, jump buttons, and
 * Submit on the last question behind a confirm that lists the unanswered ones.
 */
export function QuizTaking({
  questions,
  state,
  secondsLeft,
  dispatch,
  onSubmit,
}: {
  questions: readonly QuizQuestion[];
  state: QuizRunState;
  secondsLeft: number;
  dispatch: (action: QuizRunAction) => void;
  onSubmit: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const total = questions.length;
  const question = questions[state.index];
  const last = state.index >= total - 1;
  const flagged = state.flagged.includes(state.index);

  const onKey = useCallback(
    (action: QuizKeyAction) => {
      if (action === "flag") dispatch({ type: "toggle-flag", index: state.index });
      else if ("move" in action) dispatch({ type: "move", by: action.move });
      else {
        const choice = question ? choicesOf(question)[action.pick] : undefined;
        if (choice !== undefined) dispatch({ type: "answer", index: state.index, answer: choice });
      }
    },
    [dispatch, question, state.index],
  );
  useQuizKeys(!confirming, onKey);

  if (!question) return null;
  const answered = questions.filter((_, i) => isAnswered(state.answers[i])).length;
  return (
    <div className="flex flex-col gap-5" data-testid="quiz-taking">
      <QuizStatusBar secondsLeft={secondsLeft} position={state.index + 1} total={total} answered={answered} />
      <QuestionCard
        key={state.index}
        question={question}
        index={state.index}
        answer={state.answers[state.index]}
        flagged={flagged}
        onAnswer={(answer) => dispatch({ type: "answer", index: state.index, answer })}
        onToggleFlag={() => dispatch({ type: "toggle-flag", index: state.index })}
      />
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          disabled={state.index === 0}
          onClick={() => dispatch({ type: "move", by: -1 })}
        >
          <ChevronLeftIcon aria-hidden="true" />
          {m.previous}
        </Button>
        {last ? (
          <Button onClick={() => setConfirming(true)} data-testid="quiz-submit">
            <SendIcon aria-hidden="true" />
            {m.submit}
          </Button>
        ) : (
          <Button onClick={() => dispatch({ type: "move", by: 1 })}>
            {m.next}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        )}
      </div>
      <JumpButtons
        index={state.index}
        total={total}
        answers={state.answers}
        flagged={state.flagged}
        onJump={(index) => dispatch({ type: "go", index })}
      />
      <p className="text-center text-xs text-muted-foreground">{messages.quizTaking.keyboardHint}</p>
      <SubmitDialog
        open={confirming}
        onOpenChange={setConfirming}
        unanswered={unansweredQuestions(total, state.answers).map((i) => i + 1)}
        flagged={state.flagged.map((i) => i + 1)}
        onConfirm={() => {
          setConfirming(false);
          onSubmit();
        }}
      />
    </div>
  );
}
