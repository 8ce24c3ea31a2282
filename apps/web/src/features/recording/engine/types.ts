// The speech engine's public shapes (issue 7; spec 1 §1, §2, §3, §4).

/** Download progress of one model file (spec 1 §2: per-file download progress). */
export type ModelFileProgress = {
  file: string;
  loaded: number;
  total: number;
  /** 0–100 */
  progress: number;
  done: boolean;
};

export type SpeechDevice = "webgpu" | "wasm";

/** Model states (spec 1 §4): loading, ready, error. */
export type ModelStatus = {
  state: "loading" | "ready" | "error";
  files: ModelFileProgress[];
  error?: string;
  device?: SpeechDevice;
};

/** A transcript segment (spec 1 §3): text and a pair of timestamps in seconds. */
export type TranscriptSegment = { text: string; start: number; end: number };

export type TranscriptionResult = { text: string; segments: TranscriptSegment[] };

export type TranscribeOptions = {
  /** Where this audio starts in the whole recording, in seconds; added to every segment's times. */
  offsetSeconds?: number;
  signal?: AbortSignal;
};
