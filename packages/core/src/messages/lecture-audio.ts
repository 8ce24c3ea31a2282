// Lecture audio kept on the device (issue 23): the note viewer's player, the subtitle and text exports and the
// Settings storage section. The issue quotes the "kept only on the device" sentence; the rest is Lectern wording.

export const lectureAudio = {
  // Player (issue 23 §2)
  playerHeading: "Lecture audio",
  play: "Play",
  pause: "Pause",
  seek: "Seek",
  speed: "Playback speed",
  speedOption: (rate: number) => `${rate}x`,
  skipBack: (seconds: number) => `Back ${seconds} seconds`,
  skipForward: (seconds: number) => `Forward ${seconds} seconds`,
  time: (current: string, total: string) => `${current} / ${total}`,
  unknownTotal: "--:--",
  keyboardHint: "Space plays or pauses, J and L skip 10 seconds.",
  segmentsHeading: "Transcript",
  playFrom: (clock: string) => `Play from ${clock}`,
  loading: "Loading the audio...",
  /** issue 23 §2: "the player says the audio is kept only on the device it was recorded on". */
  notOnThisDevice: "The audio is kept only on the device it was recorded on.",
  unavailable: "This browser cannot keep audio on the device.",
  playFailed: "The audio could not be played.",
  // Exports (issue 23 §5)
  exportAudio: "Download the audio",
  exportVtt: "Transcript as WebVTT subtitles",
  exportSrt: "Transcript as SRT subtitles",
  exportTimestamped: "Transcript as text with timestamps",
  exported: (what: string) => `Downloaded ${what}`,
  exportFailed: "The download failed. Please try again.",
  // Settings (issue 23 §1)
  storageHeading: "Storage used",
  storageIntro: "Lecture audio is kept only on this device. Nothing is uploaded.",
  storageTotal: (size: string) => `${size} of lecture audio on this device`,
  storageEmpty: "No lecture audio is kept on this device.",
  storageLoading: "Reading the audio kept on this device...",
  storageFailed: "The audio kept on this device could not be read.",
  unattached: "Not saved into a note",
  unfinished: "Unfinished recording",
  untitledNote: "A note not on this device",
  duration: "Duration",
  size: "Size",
  deleteAudio: "Delete",
  deleteAudioOf: (what: string) => `Delete the audio of ${what}`,
  confirmDeleteTitle: "Delete this audio?",
  confirmDeleteDescription:
    "The recording is deleted from this device. The note and its transcript stay. This action cannot be undone.",
  cancel: "Cancel",
  deleting: "Deleting...",
  deleteFailed: "The audio could not be deleted. Please try again.",
  deleted: "Audio deleted",
} as const;
