import { AUDIO_UPLOAD_EXTENSIONS, AUDIO_UPLOAD_MIME_TYPES, messages } from "@lectern/core";
import { UploadIcon } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/ui/button";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { Label } from "@/ui/label";
import { CheckboxOption } from "./checkbox-option";
import type { RecordingScreen } from "./use-recording-screen";
import type { UploadEngine } from "./use-upload-transcription";

const t = messages.recording;
const ACCEPT = [...AUDIO_UPLOAD_MIME_TYPES, ...AUDIO_UPLOAD_EXTENSIONS].join(",");

/** Upload File (spec 1 §2, §5) and, when the server has a transcription service, where to transcribe. */
export function UploadPanel({ screen }: { screen: RecordingScreen }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, recording, job } = screen;
  // Upload never waits for the model (issue 23 §4): without one the file waits for transcription.
  const disabled = recording || job.busy || screen.preparing || screen.transcript.editing;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t.uploadHeading}</h2>
        <p id="upload-hint" className="text-sm text-muted-foreground">
          {t.uploadHint}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {upload.serverAvailable && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t.uploadEngine}</legend>
            {(["device", "server"] as const).map((engine: UploadEngine) => (
              <div key={engine} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={`upload-engine-${engine}`}
                  name="upload-engine"
                  value={engine}
                  checked={upload.engine === engine}
                  onChange={() => upload.setEngine(engine)}
                  disabled={job.busy}
                  className="size-4 accent-primary"
                />
                <Label htmlFor={`upload-engine-${engine}`} className="font-normal">
                  {engine === "device" ? t.uploadOnDevice : t.uploadOnServer}
                </Label>
              </div>
            ))}
          </fieldset>
        )}
        {screen.storeAvailable && (
          <CheckboxOption
            id="keep-upload-audio"
            label={t.keepAudio}
            hint={t.keepAudioHint}
            checked={upload.keepAudio}
            onChange={upload.setKeepAudio}
          />
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="audio-file-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that choosing the same file again still starts a transcription.
            event.currentTarget.value = "";
            if (file) void screen.uploadFile(file);
          }}
        />
        <Button
          variant="outline"
          className="self-start"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby="upload-hint"
        >
          <UploadIcon aria-hidden="true" />
          {t.uploadFile}
        </Button>
      </CardContent>
    </Card>
  );
}
