import { messages } from "@lectern/core";
import { Button } from "@/ui/button";
import { Progress } from "@/ui/progress";
import type { TranscriptionJob } from "./use-transcription-job";

const t = messages.recording;

/** What is being transcribed, how far it is, and Cancel (issue 7). */
export function TranscriptionProgress({ job, onCancel }: { job: TranscriptionJob; onCancel: () => void }) {
  const percent = Math.round(job.progress * 100);
  return (
    <section
      aria-labelledby="transcription-progress-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <p id="transcription-progress-title" className="min-w-0 truncate text-sm font-medium">
          {t.transcribing(job.label)}
        </p>
        <span className="text-sm tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <Progress value={percent} aria-label={t.transcriptionProgress} />
      <Button variant="outline" size="sm" className="self-end" onClick={onCancel}>
        {t.cancel}
      </Button>
    </section>
  );
}
