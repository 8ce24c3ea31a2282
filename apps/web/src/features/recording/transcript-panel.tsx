import { messages } from "@lectern/core";
import { PencilIcon } from "lucide-react";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/ui/card";
import { Checkbox } from "@/ui/checkbox";
import { Label } from "@/ui/label";
import { Textarea } from "@/ui/textarea";
import { ClearAllDialog } from "./clear-all-dialog";
import { SegmentList } from "./segment-list";
import type { RecordingScreen } from "./use-recording-screen";

const t = messages.recording;

/** The transcript (spec 1 §2): live text, view or edit, segments, Save as Note, Clear All, speaker labels. */
export function TranscriptPanel({ screen }: { screen: RecordingScreen }) {
  const { transcript, recording, job } = screen;
  const { text, segments } = transcript.transcript;
  const busy = recording || job.busy;
  const empty = !text.trim() && !transcript.live.trim();

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0 pb-3">
        <h2 className="text-lg font-semibold leading-tight">{t.transcriptHeading}</h2>
        {!transcript.editing && (
          <Button variant="ghost" size="sm" onClick={transcript.startEditing} disabled={busy || !text.trim()}>
            <PencilIcon aria-hidden="true" />
            {t.editTranscript}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {transcript.editing ? (
          <div className="flex flex-col gap-3">
            <Textarea
              aria-label={t.transcriptText}
              value={transcript.draft ?? ""}
              onChange={(event) => transcript.setDraft(event.target.value)}
              className="min-h-48"
              autoFocus
            />
            <div className="flex gap-2">
              <Button onClick={transcript.saveEdits}>{t.saveTranscript}</Button>
              <Button variant="outline" onClick={transcript.cancelEditing}>
                {t.cancelEdit}
              </Button>
            </div>
          </div>
        ) : (
          <div aria-live="polite" className="flex flex-col gap-3 text-sm leading-relaxed">
            {empty && <p className="text-muted-foreground">{t.transcriptEmpty}</p>}
            {text.trim() && (
              <p className="whitespace-pre-wrap break-words" data-testid="transcript-text">
                {text}
              </p>
            )}
            {transcript.live.trim() && (
              <p className="whitespace-pre-wrap break-words text-muted-foreground" data-testid="live-text">
                <Badge variant="soft" className="mr-2 align-middle">
                  {t.liveBadge}
                </Badge>
                {transcript.live}
              </p>
            )}
          </div>
        )}
        {segments.length > 0 && (
          <details className="rounded-lg border px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium">{t.allSegments(segments.length)}</summary>
            <SegmentList segments={segments} label={t.allSegments(segments.length)} />
          </details>
        )}
        <div className="flex items-center gap-2">
          <Checkbox
            id="speaker-labels"
            checked={screen.speakerLabels}
            onCheckedChange={(checked) => screen.setSpeakerLabels(checked === true)}
          />
          <Label htmlFor="speaker-labels">{t.enableSpeakerLabels}</Label>
          <Badge variant="outline">{t.experimental}</Badge>
        </div>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button onClick={screen.saveAsNote} disabled={busy || transcript.editing}>
          {t.saveAsNote}
        </Button>
        <ClearAllDialog disabled={busy} onConfirm={screen.clearAll} />
      </CardFooter>
    </Card>
  );
}
