// Upload — spec 1 §5, §9 and issue 7: WAV, MP3, MPEG, M4A, WebM or OGG under 100MB, decoded to 16 kHz mono and
// transcribed chunk by chunk on this device, or sent to the server's transcription service when it has one.

// The upload itself joins the screen's transcription queue (keep/use-transcription-queue.ts).

import { useState } from "react";
import { probeAudioFile, type ServerTranscriber } from "./pipeline";
import type { Segment, Transcription } from "./transcript-model";

export type UploadEngine = "device" | "server";

const shifted = (segments: Segment[], by: number): Segment[] =>
  segments.map((s) => ({ text: s.text, start: s.start + by, end: s.end + by }));

/** The server's answer as a transcription: times moved after the transcript's audio; length probed or read. */
export async function viaServer(
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

/** Where an upload is transcribed, and whether its audio is kept on this device (issue 23 §1, default on). */
export function useUploadChoices(server: ServerTranscriber) {
  const [engine, setEngine] = useState<UploadEngine>("device");
  const [keepAudio, setKeepAudio] = useState(true);
  const chosen: UploadEngine = server.available ? engine : "device";
  return { engine: chosen, setEngine, serverAvailable: server.available, keepAudio, setKeepAudio };
}

export type UploadChoices = ReturnType<typeof useUploadChoices>;
