// The speech engine (issue 7, Deliver 1 and 5): what the recording screen imports.
//
// useSpeechEngine(): { status, transcribe(audio16kMono, { offsetSeconds?, signal? }), retry() }
//   One worker per page visit, started by the first screen that uses the hook. transformers.js lives only in the
//   worker's chunk. Errors: 'Worker initialization failed' when the worker itself fails, else the error's message
//   ('An error occurred' when none). transcribe() before Ready rejects with 'Model not ready. Please wait for it
//   to load.'; an aborted signal rejects with a DOMException named "AbortError".
// useServerTranscriber(): { available, transcribeFile(file, { signal?, onProgress? }) } — POST /api/transcribe.
// <ModelStatusPanel status onRetry? />: data-testid="model-status", data-state = loading | ready | error.
//
// Test-only (builds made with --mode e2e): localStorage "lectern:test-speech-engine" = "fake" loads the fake
// engine ("fake-error" makes it fail loading), "lectern:test-speech-engine-delay" = ms per transcription. The fake
// engine's words are documented in fake-engine.ts: one word "w<second><a|b|c>" per non-silent 1 s window.

export { ModelStatusPanel, type ModelStatusPanelProps } from "./model-status-panel";
export type {
  ModelFileProgress,
  ModelStatus,
  SpeechDevice,
  TranscribeOptions,
  TranscriptionResult,
  TranscriptSegment,
} from "./types";
export {
  type ServerTranscribeOptions,
  type ServerTranscriber,
  useServerTranscriber,
} from "./use-server-transcriber";
export { type SpeechEngine, useSpeechEngine } from "./use-speech-engine";
