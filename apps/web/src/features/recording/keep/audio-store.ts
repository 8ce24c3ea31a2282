// The part of the device's audio store (data/audio, OPFS) the recording screen uses, as one object so that the
// queue and the recorder's sink can be tested with a stand-in.

import * as store from "@/data/audio";

export type { RecordingWriter, StoredAudio } from "@/data/audio";
export { AudioQuotaError } from "@/data/audio";

export type AudioStore = Pick<
  typeof store,
  | "isAudioStoreAvailable"
  | "startRecordingFile"
  | "keepUploadedAudio"
  | "listUnfinishedRecordings"
  | "listStoredAudio"
  | "recoverRecording"
  | "readAudioFile"
  | "updateAudio"
  | "deleteAudio"
>;

export const deviceAudioStore: AudioStore = store;
