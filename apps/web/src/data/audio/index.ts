// Lecture audio kept on this device (issue 23): the OPFS store the recording screen writes into and the note
// viewer, the exports and Settings read. Nothing here is uploaded.

import { isAudioStoreAvailable } from "./opfs";
import * as store from "./store";
import { startRecordingFile } from "./writer";

export { onAudioChange } from "./changes";
export { AUDIO_ROOT, isAudioStoreAvailable } from "./opfs";
export {
  audioOfNote,
  deleteAllAudioOf,
  deleteAudio,
  deleteAudioOfNote,
  keepUploadedAudio,
  listStoredAudio,
  listUnfinishedRecordings,
  readAudioFile,
  recoverRecording,
  updateAudio,
} from "./store";
export { type AudioPatch, AudioQuotaError, type RecordingWriter, type StoredAudio } from "./types";
export { type StoredAudioState, useStoredAudio } from "./use-stored-audio";
export { recordingFileName, startRecordingFile } from "./writer";

// Test-only hook: `import.meta.env.MODE` is replaced at build time, so outside `--mode e2e` this is dropped.
if (import.meta.env.MODE === "e2e") {
  Object.assign(globalThis, { __lecternAudioStore: { ...store, startRecordingFile, isAudioStoreAvailable } });
}
