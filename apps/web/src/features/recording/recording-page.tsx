import { messages } from "@lectern/core";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ErrorPanel } from "./error-panel";
import { QueuePanel } from "./keep/queue-panel";
import { RecoveryPanel } from "./keep/recovery-panel";
import { ModelStatusPanel } from "./pipeline";
import { RecorderPanel } from "./recorder-panel";
import { TranscriptPanel } from "./transcript-panel";
import { TranscriptTimeline } from "./transcript-timeline";
import { TranscriptionProgress } from "./transcription-progress";
import { UploadPanel } from "./upload-panel";
import { useRecordingScreen } from "./use-recording-screen";

const t = messages.recording;

// spec 1 §2: model status, record/stop, pause/resume, upload, timer, live transcription, edit, timeline,
// Save as Note, Clear All, speaker labels; errors in a panel titled Error. Issue 23: recordings left by a reload
// offered back, and the audio waiting for the speech model.
export function RecordingPage() {
  const screen = useRecordingScreen();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <title>{`${t.heading} · Lectern`}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.heading}</h1>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
      </header>
      <ModelStatusPanel
        status={screen.engine.status}
        onRetry={screen.engine.retry}
        className="rounded-xl border bg-card p-4 shadow-sm"
      />
      {screen.error && <ErrorPanel message={screen.error} onDismiss={screen.dismissError} />}
      {screen.storeNotice && (
        <Alert variant="error" data-testid="recording-stopped">
          <p>{screen.storeNotice}</p>
          <Button variant="outline" size="sm" className="self-start" onClick={screen.dismissStoreNotice}>
            {t.dismiss}
          </Button>
        </Alert>
      )}
      <RecoveryPanel recovery={screen.recovery} disabled={screen.recording || screen.transcript.editing} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-6">
          <RecorderPanel screen={screen} />
          <UploadPanel screen={screen} />
        </div>
        <div className="flex flex-col gap-6">
          {screen.job.job && <TranscriptionProgress job={screen.job.job} onCancel={screen.job.cancel} />}
          <QueuePanel queue={screen.queue} />
          <TranscriptPanel screen={screen} />
          <TranscriptTimeline segments={screen.transcript.transcript.segments} />
        </div>
      </div>
    </div>
  );
}
