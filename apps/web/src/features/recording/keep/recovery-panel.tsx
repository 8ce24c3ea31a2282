import { formatFileSizeMB, messages } from "@lectern/core";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import type { StoredAudio } from "./audio-store";
import type { Recovery } from "./use-recovery";

const t = messages.recording;

/** When the recording started, in the student's own date and time format. */
const startedAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Recordings left by a reload or crash, each with Recover and Discard (issue 23 §3). */
export function RecoveryPanel({ recovery, disabled }: { recovery: Recovery; disabled: boolean }) {
  if (recovery.offers.length === 0) return null;
  return (
    <Alert variant="info" data-testid="recording-recovery" aria-labelledby="recovery-heading">
      <h2 id="recovery-heading" className="font-semibold">
        {t.recoveryHeading}
      </h2>
      <p className="text-muted-foreground">{t.recoveryHint}</p>
      <ul className="flex flex-col gap-2">
        {recovery.offers.map((audio) => (
          <RecoveryRow key={audio.id} audio={audio} recovery={recovery} disabled={disabled} />
        ))}
      </ul>
    </Alert>
  );
}

function RecoveryRow({
  audio,
  recovery,
  disabled,
}: {
  audio: StoredAudio;
  recovery: Recovery;
  disabled: boolean;
}) {
  const busy = recovery.busy !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2" data-audio-id={audio.id}>
      <span className="min-w-0 break-words">
        {t.recoveryItem(startedAt(audio.startedAt), formatFileSizeMB(audio.bytes))}
      </span>
      <span className="flex gap-2">
        <Button size="sm" onClick={() => void recovery.recover(audio)} disabled={busy || disabled}>
          {t.recover}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void recovery.discard(audio)} disabled={busy}>
          {t.discard}
        </Button>
      </span>
    </li>
  );
}
