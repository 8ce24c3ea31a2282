// The seam between the worker and whatever turns audio into text (issue 7: "the engine sits behind a small
// interface so that tests can load a fake engine").

import type { FileEvent } from "./protocol";
import type { SpeechDevice, TranscriptionResult } from "./types";

export interface SpeechEngine {
  /** Fetches and prepares the model, reporting each file's progress; resolves with the device in use. */
  load(onFile: (event: FileEvent) => void, onReset: () => void): Promise<SpeechDevice>;
  /** 16 kHz mono samples in; text and segments out, times shifted by `offsetSeconds`. */
  transcribe(audio: Float32Array, offsetSeconds: number): Promise<TranscriptionResult>;
}
