// What the recording screen uses of the audio pipeline (./audio) and the speech engine (./engine), in one place.

export { AudioDecodeError, decodeToMono16k, isAbortError, probeAudioFile } from "./audio";
export {
  ModelStatusPanel,
  type ServerTranscriber,
  type SpeechEngine,
  useServerTranscriber,
  useSpeechEngine,
} from "./engine";
