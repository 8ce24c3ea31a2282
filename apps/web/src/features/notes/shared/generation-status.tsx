import { messages } from "@lectern/core";
import { Loader2Icon } from "lucide-react";
import type { GenerationState } from "@/data/ai";
import { Button } from "@/ui/button";
import { Progress } from "@/ui/progress";

type Running = Extract<GenerationState, { status: "running" }>;

/** What the running generation is doing, in words (spec 2 §4: progress current/total while chunks are analysed). */
export function generationStatusText(state: Running): string {
  if (state.progress) return messages.generation.chunkProgress(state.progress.current, state.progress.total);
  if (state.stage === "loading") return "Syncing the note first...";
  if (state.stage === "analysing") return "Analysing the note...";
  return "Getting ready...";
}

/** Progress of a running generation: a bar with current/total, the stage in words, and Cancel. */
export function GenerationStatus({ state, onCancel }: { state: Running; onCancel?: () => void }) {
  const text = generationStatusText(state);
  const percent = state.progress ? Math.round((state.progress.current / state.progress.total) * 100) : null;
  return (
    <div className="flex flex-col gap-2" data-testid="generation-status">
      <div className="flex items-center gap-2 text-sm">
        <Loader2Icon
          className="size-4 animate-spin text-primary motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p role="status" className="min-w-0 flex-1">
          {text}
          {state.engine === "device" && <span className="text-muted-foreground"> (on this device)</span>}
        </p>
      </div>
      <Progress
        value={percent}
        aria-label="Generation progress"
        getValueLabel={() => text}
        data-testid="generation-progress"
      />
      {onCancel && (
        <Button variant="ghost" size="sm" className="w-fit" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
