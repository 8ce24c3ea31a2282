import {
  messages,
  QUIZ_DIFFICULTIES,
  QUIZ_FORMATS,
  type QuizDifficulty,
  quizQuestionCounts,
  quizTimeLimits,
} from "@lectern/core";
import { SparklesIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Checkbox } from "@/ui/checkbox";
import { Label } from "@/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/ui/select";
import { QuizGenerationStages } from "./quiz-generation-stages";
import type { QuizFormat, useQuizSetup } from "./use-quiz-setup";

const FORMAT_LABELS: Record<QuizFormat, string> = {
  "multiple-choice": "Multiple choice",
  "true-false": "True / false",
  "short-answer": "Short answer",
  mixed: "Mixed",
};
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The quiz setup form (spec 2 §2): note, topics, format, count, difficulty, time limit, Generate AI Quiz. */
export function QuizSetupForm({ setup }: { setup: ReturnType<typeof useQuizSetup> }) {
  const id = useId();
  const { settings, update, note, notes, busy } = setup;
  const tags = note?.tags ?? [];
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void setup.generate();
      }}
    >
      <fieldset disabled={busy} className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-note`}>Note</Label>
          {/* A native list: it stays quick with thousands of notes and works with every input method. */}
          <select
            id={`${id}-note`}
            value={settings.noteId}
            onChange={(event) => update({ noteId: event.target.value })}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-50"
          >
            <option value="">{notes === undefined ? "Loading notes..." : "Choose a note"}</option>
            {notes?.map((n) => (
              <option key={n.id} value={n.id}>
                {n.title || "Untitled note"}
              </option>
            ))}
          </select>
          {notes?.length === 0 && (
            <p className="text-sm text-muted-foreground">
              You have no notes yet.{" "}
              <Link
                to="/note-editor/new"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Create a note
              </Link>{" "}
              to make a quiz from it.
            </p>
          )}
        </div>

        {tags.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Topics (optional)</legend>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {tags.map((tag) => {
                const tagId = `${id}-topic-${tag}`;
                const checked = settings.topics.includes(tag);
                return (
                  <li key={tag} className="flex items-center gap-2">
                    <Checkbox
                      id={tagId}
                      checked={checked}
                      onCheckedChange={(value) =>
                        update({
                          topics: value
                            ? [...settings.topics, tag]
                            : settings.topics.filter((t) => t !== tag),
                        })
                      }
                    />
                    <Label htmlFor={tagId} className="font-normal">
                      {tag}
                    </Label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <Choice
            id={`${id}-format`}
            label="Format"
            value={settings.format}
            options={QUIZ_FORMATS.map((f) => [f, FORMAT_LABELS[f]])}
            onChange={(format) => update({ format: format as QuizFormat })}
          />
          <Choice
            id={`${id}-count`}
            label="Number of questions"
            value={String(settings.numQuestions)}
            options={quizQuestionCounts().map((n) => [String(n), String(n)])}
            onChange={(n) => update({ numQuestions: Number(n) })}
          />
          <Choice
            id={`${id}-difficulty`}
            label="Difficulty"
            value={settings.difficulty}
            options={QUIZ_DIFFICULTIES.map((d) => [d, capitalise(d)])}
            onChange={(difficulty) => update({ difficulty: difficulty as QuizDifficulty })}
          />
          <Choice
            id={`${id}-time`}
            label="Time limit (minutes)"
            value={String(settings.timeLimit)}
            options={quizTimeLimits().map((n) => [String(n), String(n)])}
            onChange={(n) => update({ timeLimit: Number(n) })}
          />
        </div>
      </fieldset>

      {setup.problem && (
        <Alert variant="error" data-testid="quiz-setup-problem">
          <p>{setup.problem}</p>
        </Alert>
      )}
      {setup.stage && (
        <QuizGenerationStages
          stage={setup.stage}
          progress={setup.progress}
          onDevice={setup.engine === "device"}
          onCancel={setup.stage === "generated" ? undefined : setup.cancel}
        />
      )}
      {/* Issue 15: said in the page as well as in the toast, which follows the user to the quiz. */}
      {setup.dropped && (
        <p className="text-sm text-muted-foreground" data-testid="quiz-setup-dropped">
          {setup.dropped}
        </p>
      )}
      {/* Issue 16 §7: fewer questions than asked, or the part of a long note used; the toast follows to the quiz. */}
      {setup.notices.map((notice) => (
        <p key={notice} className="text-sm font-medium" data-testid="quiz-setup-notice">
          {notice}
        </p>
      ))}
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={busy}>
        <SparklesIcon aria-hidden="true" />
        {messages.quizzes.generateAiQuiz}
      </Button>
    </form>
  );
}

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Array<[value: string, label: string]>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([optionValue, optionLabel]) => (
            <SelectItem key={optionValue} value={optionValue}>
              {optionLabel}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
