import { useEffect, useSyncExternalStore } from "react";
import { speechEngineClient } from "./engine-client";
import type { ModelStatus, TranscribeOptions, TranscriptionResult } from "./types";

export type SpeechEngine = {
  status: ModelStatus;
  /** 16 kHz mono samples; rejects with 'Model not ready. Please wait for it to load.' before the model is ready. */
  transcribe(audio: Float32Array, opts?: TranscribeOptions): Promise<TranscriptionResult>;
  retry(): void;
};

/**
 * The speech model for the recording screen (spec 1 §2, §4): its status (Loading with per-file progress, Ready,
 * Error) and transcription. The worker starts when the first screen using this hook mounts and stays for the
 * page visit.
 */
export function useSpeechEngine(): SpeechEngine {
  const client = speechEngineClient();
  const status = useSyncExternalStore(client.subscribe, client.getStatus);
  useEffect(() => client.start(), [client]);
  return { status, transcribe: client.transcribe, retry: client.retry };
}
