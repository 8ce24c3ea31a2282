import { messages } from "@lectern/core";
import { Button } from "@/ui/button";
import { Progress } from "@/ui/progress";
import type { RunProgress } from "./use-extraction-run";

const t = messages.documentScreens;

/** spec 2 §2: the progress percentage with the current file name, and Cancel (issue 19 §1). */
export function ExtractionProgress({ progress, onCancel }: { progress: RunProgress; onCancel: () => void }) {
  return (
    <section
      aria-labelledby="extraction-progress-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="extraction-progress"
    >
      <div className="flex items-center justify-between gap-3">
        <p id="extraction-progress-title" className="min-w-0 truncate text-sm font-medium">
          {t.extracting(progress.label)}
        </p>
        <span className="text-sm tabular-nums text-muted-foreground">{progress.percent}%</span>
      </div>
      <Progress value={progress.percent} aria-label={t.extractionProgress} />
      <Button variant="outline" size="sm" className="self-end" onClick={onCancel}>
        {t.cancel}
      </Button>
    </section>
  );
}
