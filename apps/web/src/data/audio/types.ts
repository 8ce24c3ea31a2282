// The shapes of the device's lecture-audio store (issue 23 §1): one media file per recording in OPFS and a small
// JSON sidecar with what the app knows about it.

export interface StoredAudio {
  /** The recording's own id (crypto.randomUUID()). */
  id: string;
  /** What a download is called, e.g. recording-2026-11-25T01-02-03-000Z.webm, or the uploaded file's name. */
  fileName: string;
  mimeType: string;
  bytes: number;
  /** null until known (an unfinished recording). */
  seconds: number | null;
  /** ISO time the recording started (or the upload was kept). */
  startedAt: string;
  /** false while recording and after a crash mid-recording. */
  finished: boolean;
  /** The note it was saved into. */
  noteId: string | null;
  /** Where this audio starts on the note's transcript timeline (the segments' timestamps). */
  offsetSeconds: number;
  /** false = waiting in the transcription queue. */
  transcribed: boolean;
}

export type AudioPatch = Partial<Pick<StoredAudio, "noteId" | "offsetSeconds" | "transcribed" | "seconds">>;

export interface RecordingWriter {
  readonly id: string;
  /** Appends to the OPFS file; rejects with AudioQuotaError when the device is full (what was written stays). */
  append(slice: Blob): Promise<void>;
  /** Marks the recording finished. */
  finish(seconds: number): Promise<StoredAudio>;
  /** Deletes the file. */
  abort(): Promise<void>;
}

/** The device has no room for more audio; everything appended before this one is kept. */
export class AudioQuotaError extends Error {
  constructor(message = "There is no room left on this device for more audio") {
    super(message);
    this.name = "AudioQuotaError";
  }
}

/** Whether an error thrown by a storage call means the origin's quota is used up. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "QuotaExceededError";
}
