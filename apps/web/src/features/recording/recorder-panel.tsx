import { formatDuration, messages } from "@lectern/core";
import { MicIcon, PauseIcon, PlayIcon, SquareIcon } from "lucide-react";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { CheckboxOption } from "./checkbox-option";
import { LevelMeter } from "./level-meter";
import { useInputLevel } from "./use-input-level";
import type { RecorderState } from "./use-recorder";
import type { RecordingScreen } from "./use-recording-screen";

const t = messages.recording;

const STATE_TEXT: Record<RecorderState, string> = {
  idle: t.stateIdle,
  recording: t.stateRecording,
  paused: t.statePaused,
  stopped: t.stateStopped,
};

/** Record/stop, pause/resume, the mm:ss timer, the input level and the live toggle (spec 1 §2, §4). */
export function RecorderPanel({ screen }: { screen: RecordingScreen }) {
  const { recorder, recording, modelReady, job } = screen;
  const level = useInputLevel(recorder.input, recorder.state === "recording");
  // While the transcript is being edited nothing else may change it: its Save would overwrite the new text.
  // Recording never waits for the model (issue 23 §4): without one the recording waits for transcription.
  const canStart = !job.busy && !screen.preparing && !screen.transcript.editing;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <h2 className="text-lg font-semibold leading-tight">{t.recorderHeading}</h2>
        <Badge
          variant={recorder.state === "recording" ? "destructive" : "secondary"}
          data-testid="recorder-state"
        >
          {recorder.state === "recording" && (
            <span className="size-2 animate-pulse rounded-full bg-current motion-reduce:animate-none" />
          )}
          {STATE_TEXT[recorder.state]}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <p
          role="timer"
          aria-label={t.timerLabel}
          className="text-center font-mono text-5xl font-semibold tabular-nums tracking-tight"
        >
          {formatDuration(recorder.elapsedSeconds)}
        </p>
        <LevelMeter level={level} active={recorder.state === "recording"} />
        <div className="flex flex-wrap justify-center gap-2">
          {recording ? (
            <Button variant="destructive" onClick={() => void screen.stopRecording()}>
              <SquareIcon aria-hidden="true" />
              {t.stopRecording}
            </Button>
          ) : (
            <Button
              onClick={() => void screen.startRecording()}
              disabled={!canStart}
              aria-describedby={modelReady ? undefined : "record-without-model"}
            >
              <MicIcon aria-hidden="true" />
              {t.startRecording}
            </Button>
          )}
          {recorder.state === "paused" ? (
            <Button variant="outline" onClick={recorder.resume}>
              <PlayIcon aria-hidden="true" />
              {t.resumeRecording}
            </Button>
          ) : (
            <Button variant="outline" onClick={recorder.pause} disabled={recorder.state !== "recording"}>
              <PauseIcon aria-hidden="true" />
              {t.pauseRecording}
            </Button>
          )}
        </div>
        <CheckboxOption
          id="live-mode"
          label={t.liveMode}
          hint={t.liveModeHint}
          checked={screen.liveMode}
          onChange={screen.setLiveMode}
          disabled={!modelReady}
          describedBy={modelReady ? undefined : "model-not-ready"}
          className="rounded-lg border p-3"
        />
        {!modelReady && (
          <div role="status" className="flex flex-col gap-1 text-center text-sm text-muted-foreground">
            {/* spec 1 §4 still holds for live transcription, which needs the model. */}
            <p id="model-not-ready">{t.modelNotReady}</p>
            <p id="record-without-model">{t.recordWithoutModel}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
