// Browser side of the audio pipeline (issue 7): files and recordings → 16 kHz mono chunks for the speech engine.

export { ChunkCollector } from "./chunker";
export {
  type AudioFileFacts,
  DEFAULT_CHUNK_SECONDS,
  type DecodeOptions,
  decodeToMono16k,
  probeAudioFile,
} from "./decode";
export { AudioDecodeError, isAbortError } from "./errors";
export { decodeRecordingWindow } from "./recording-window";
