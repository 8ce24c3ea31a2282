// Transcribing a whole recording or an uploaded file — spec 1 §1, §4, §5, §9. The file is decoded to 16 kHz
// mono in chunks and each chunk is transcribed as it comes, so a 90-minute lecture never sits decoded in memory.

import { AUDIO_SAMPLE_RATE, hasEnoughSamples, MIN_AUDIO_SAMPLES, messages } from "@lectern/core";
import { decodeToMono16k } from "./pipeline";
import { joinText, type Segment, type Transcription } from "./transcript-model";

/** Seconds per chunk: Whisper's own window, so one chunk is one pass of the model. */
export const TRANSCRIBE_CHUNK_SECONDS = 30;

export type Transcribe = (
  audio16kMono: Float32Array,
  options: { offsetSeconds: number; signal?: AbortSignal },
) => Promise<{ text: string; segments: Segment[] }>;

/** Audio under 16000 samples (spec 1 §9): the user gets a clear message, not an empty transcript. */
export class AudioTooShortError extends Error {
  override readonly name = "AudioTooShortError";
  constructor() {
    super(messages.recording.audioTooShort);
  }
}

/** The last chunk of a long file may be under one second: it is padded with silence rather than dropped. */
function padToMinimum(chunk: Float32Array): Float32Array {
  if (hasEnoughSamples(chunk.length)) return chunk;
  const padded = new Float32Array(MIN_AUDIO_SAMPLES);
  padded.set(chunk);
  return padded;
}

export interface TranscribeFileOptions {
  transcribe: Transcribe;
  /** Where the file's audio starts in the transcript (seconds), so its segments carry transcript times. */
  offsetSeconds: number;
  signal: AbortSignal;
  /** Share of the file done, 0–1. */
  onProgress?: (fraction: number) => void;
}

/** Decodes `file` chunk by chunk and transcribes each chunk; throws AudioDecodeError, AudioTooShortError, AbortError. */
export async function transcribeFile(file: Blob, options: TranscribeFileOptions): Promise<Transcription> {
  const { transcribe, offsetSeconds, signal, onProgress } = options;
  const chunks = decodeToMono16k(file, { chunkSeconds: TRANSCRIBE_CHUNK_SECONDS, signal, onProgress });
  let text = "";
  const segments: Segment[] = [];
  let samples = 0;
  try {
    let current = await chunks.next();
    while (!current.done) {
      const chunk = current.value;
      // The next chunk decodes here while this one is transcribed in the engine's worker.
      const ahead = chunks.next();
      ahead.catch(() => {}); // its failure is met below, or no longer matters once this one failed
      // Only audio that is short as a whole is refused (spec 1 §9); a short last chunk of a long file is padded.
      if (samples === 0 && !hasEnoughSamples(chunk.length) && (await ahead).done)
        throw new AudioTooShortError();
      const result = await transcribe(padToMinimum(chunk), {
        offsetSeconds: offsetSeconds + samples / AUDIO_SAMPLE_RATE,
        signal,
      });
      text = joinText(text, result.text);
      segments.push(...result.segments);
      samples += chunk.length;
      current = await ahead;
    }
  } finally {
    // Lets the decoder close its input when transcription stopped early.
    await chunks.return(undefined).catch(() => {});
  }
  if (samples === 0) throw new AudioTooShortError();
  return { text, segments, seconds: samples / AUDIO_SAMPLE_RATE };
}
