import { formatDuration, messages } from "@lectern/core";
import { ClockIcon } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/ui/card";
import type { TranscriptionQueue } from "./use-transcription-queue";

const t = messages.recording;

/** The audio waiting for the speech model (issue 23 §4): this visit's, then that saved in notes. */
export function QueuePanel({ queue }: { queue: TranscriptionQueue }) {
  const count = queue.waiting.length + queue.forNotes.length;
  if (count === 0) return null;
  return (
    <Card data-testid="transcription-queue">
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {t.queueHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{t.queueHint}</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm" aria-label={t.queueHeading}>
          {queue.waiting.map((item) => (
            <li key={item.key} className="flex flex-wrap justify-between gap-x-3 rounded-lg border px-3 py-2">
              <span className="min-w-0 break-words font-medium">
                {t.queueItem(item.label, formatDuration(item.seconds))}
              </span>
              <span className="text-muted-foreground">{t.queueNotSaved}</span>
            </li>
          ))}
          {queue.forNotes.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-x-3 rounded-lg border px-3 py-2">
              <span className="min-w-0 break-words font-medium">
                {t.queueItem(t.recordingLabel, formatDuration(item.seconds ?? 0))}
              </span>
              <span className="min-w-0 break-words text-muted-foreground">
                {t.queueSavedTo(item.noteTitle)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
