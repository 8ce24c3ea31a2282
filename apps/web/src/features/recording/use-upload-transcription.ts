// Upload — spec 1 §5, §9 and issue 7: WAV, MP3, MPEG, M4A, WebM or OGG under 100MB, decoded to 16 kHz mono and
// transcribed chunk by chunk on this device, or sent to the server's transcription service when it has one.

import { validateAudioFile } from "@lectern/core";
import { useCallback, useState } from "react";
import { probeAudioFile, type ServerTranscriber } from "./pipeline";
import { type Transcribe, transcribeFile } from "./transcribe-audio";
import type { Segment, Transcription } from "./transcript-model";
import type { TranscriptionJobState } from "./use-transcription-job";

export type UploadEngine = "device" | "server";

export interface UploadOptions {
  job: TranscriptionJobState;
  transcribe: Transcribe;
  server: ServerTranscriber;
  /** Seconds of audio already in the transcript. */
  offsetSeconds: () => number;
  onTranscribed: (result: Transcription, madeAt: Date) => void;
  onError: (message: string) => void;
}

const shifted = (segments: Segment[], by: number): Segment[] =>
  segments.map((s) => ({ text: s.text, start: s.start + by, end: s.end + by }));

/** The server's answer as a transcription: times moved after the transcript's audio; length probed or read. */
async function viaServer(
  server: ServerTranscriber,
  file: File,
  offset: number,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<Transcription> {
  const result = await server.transcribeFile(file, { signal, onProgress });
  const lastEnd = result.segments.at(-1)?.end ?? 0;
  const seconds = await probeAudioFile(file).then(
    (facts) => facts.durationSeconds || lastEnd,
    () => lastEnd,
  );
  return { text: result.text, segments: shifted(result.segments, offset), seconds };
}

export function useUploadTranscription(options: UploadOptions) {
  const { job, transcribe, server, offsetSeconds, onTranscribed, onError } = options;
  const [engine, setEngine] = useState<UploadEngine>("device");
  const chosen: UploadEngine = server.available ? engine : "device";

  const upload = useCallback(
    async (file: File) => {
      const check = validateAudioFile(file);
      if (!check.ok) {
        onError(check.message);
        return;
      }
      // A file keeps the time it was made; one the browser cannot date counts as made now.
      const madeAt = file.lastModified > 0 ? new Date(file.lastModified) : new Date();
      const offset = offsetSeconds();
      const result = await job.run(file.name, (signal, onProgress) =>
        chosen === "server"
          ? viaServer(server, file, offset, signal, onProgress)
          : transcribeFile(file, { transcribe, offsetSeconds: offset, signal, onProgress }),
      );
      if (result) onTranscribed(result, madeAt);
    },
    [chosen, job, offsetSeconds, onError, onTranscribed, server, transcribe],
  );

  return { upload, engine: chosen, setEngine, serverAvailable: server.available };
}
