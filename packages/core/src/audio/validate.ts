// Audio upload and transcription rules — spec 1 §5, §9.

import {
  AUDIO_MAX_BYTES,
  AUDIO_UPLOAD_EXTENSIONS,
  AUDIO_UPLOAD_MIME_TYPES,
  MIN_AUDIO_SAMPLES,
} from "../constants/recording.ts";
import { messages } from "../messages.ts";

/** What the upload check needs of a browser `File`. */
export interface AudioFileFacts {
  name: string;
  type: string;
  size: number;
}

export type AudioFileCheck = { ok: true } | { ok: false; message: string };

/**
 * An upload is accepted when it is one of WAV, MP3, MPEG, M4A, WebM, OGG and smaller than 100 MB (spec 1 §5).
 * The type is known by MIME type or, since browsers often report none or a generic one (`video/webm`,
 * `application/octet-stream`), by file extension; a file that only pretends fails later at decoding with
 * 'Failed to process audio file'.
 */
export function validateAudioFile(file: AudioFileFacts): AudioFileCheck {
  if (!isAllowedAudioType(file)) return { ok: false, message: messages.recording.invalidAudioFile };
  if (!(file.size < AUDIO_MAX_BYTES)) return { ok: false, message: messages.recording.audioTooLarge };
  return { ok: true };
}

/** The type half of {@link validateAudioFile}: MIME type (without parameters) or extension (spec 1 §5). */
export function isAllowedAudioType(file: Pick<AudioFileFacts, "name" | "type">): boolean {
  const mime = file.type.split(";")[0]!.trim().toLowerCase();
  if ((AUDIO_UPLOAD_MIME_TYPES as readonly string[]).includes(mime)) return true;
  const dot = file.name.lastIndexOf(".");
  if (dot < 0) return false;
  const extension = file.name.slice(dot).toLowerCase();
  return (AUDIO_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}

/** Audio is transcribed only with at least 16000 samples, one second at 16 kHz (spec 1 §9). */
export function hasEnoughSamples(sampleCount: number): boolean {
  return sampleCount >= MIN_AUDIO_SAMPLES;
}
