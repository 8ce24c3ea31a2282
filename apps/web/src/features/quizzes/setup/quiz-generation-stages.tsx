import { messages, QUIZ_GENERATION_STAGES, type QuizGenerationStage } from "@lectern/core";
import { CheckCircle2Icon, CircleIcon, Loader2Icon } from "lucide-react";
import type { GenerationProgress } from "@/data/ai";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { Progress } from "@/ui/progress";

/** spec 2 §4: validating, loading note content if needed, analysing chunks current/total, generated. */
function stageLabel(stage: QuizGenerationStage, progress: GenerationProgress | null): string {
  switch (stage) {
    case "validating":
      return "Checking the settings";
    case "loading":
      return "Loading the note content";
    case "analysing":
      return progress
        ? messages.generation.chunkProgress(progress.current, progress.total)
        : "Analysing the note...";
    case "generated":
      return messages.quizzes.generated;
  }
}

/** The stages of quiz generation, the current one announced, with a progress bar while chunks are analysed. */
export function QuizGenerationStages({
  stage,
  progress,
  onDevice,
  onCancel,
}: {
  stage: QuizGenerationStage;
  progress: GenerationProgress | null;
  onDevice: boolean;
  onCancel?: () => void;
}) {
  const current = QUIZ_GENERATION_STAGES.indexOf(stage);
  const percent =
    stage === "generated" ? 100 : progress ? Math.round((progress.current / progress.total) * 100) : null;
  return (
    <section
      aria-label="Quiz generation"
      className="flex flex-col gap-3 rounded-lg border p-4"
      data-testid="quiz-stages"
    >
      <ol className="flex flex-col gap-2 text-sm">
        {QUIZ_GENERATION_STAGES.map((name, i) => {
          const done = i < current || stage === "generated";
          const active = i === current && stage !== "generated";
          const Icon = done ? CheckCircle2Icon : active ? Loader2Icon : CircleIcon;
          return (
            <li
              key={name}
              aria-current={active ? "step" : undefined}
              className={cn("flex items-center gap-2", !done && !active && "text-muted-foreground")}
            >
              <Icon
                className={cn(
                  "size-4 shrink-0",
                  done && "text-success",
                  active && "animate-spin text-primary motion-reduce:animate-none",
                )}
                aria-hidden="true"
              />
              {stageLabel(name, name === "analysing" ? progress : null)}
            </li>
          );
        })}
      </ol>
      <Progress
        value={percent}
        aria-label="Quiz generation progress"
        getValueLabel={() => stageLabel(stage, progress)}
      />
      <p role="status" className="sr-only">
        {stageLabel(stage, progress)}
      </p>
      {onDevice && (
        <p className="text-xs text-muted-foreground">Running on this device while you are offline.</p>
      )}
      {onCancel && (
        <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </section>
  );
}
