// Recording and transcription — spec 1 §2, §5, §8.

export const recording = {
  modelLoading: "Loading",
  modelReady: "Ready",
  modelError: "Error",
  /** Title of the error panel (spec 1 §2). */
  errorTitle: "Error",
  saveAsNote: "Save as Note",
  clearAll: "Clear All",
  confirmClearAll: "Are you sure you want to clear all transcription data?",
  enableSpeakerLabels: "Enable speaker labels",
  // Validation (spec 1 §5)
  invalidAudioFile: "Please select a valid audio file (WAV, MP3, M4A, WebM, OGG)",
  audioTooLarge: "File size must be less than 100MB",
  noTranscription: "No transcription available to save. Please record some audio first.",
  modelNotReady: "Model not ready. Please wait for it to load.",
  microphoneFailed: "Failed to access microphone",
  audioProcessFailed: "Failed to process audio file",
  /** Lectern wording: audio under 16000 samples (1 s at 16 kHz) is not transcribed (spec 1 §9). */
  audioTooShort: "The audio is too short to transcribe. Please use at least 1 second of audio.",
  // Transcription panel (spec 1 §8)
  defaultError: "An error occurred",
  workerInitFailed: "Worker initialization failed",
} as const;
