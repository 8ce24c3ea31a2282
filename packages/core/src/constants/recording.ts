// Audio recording and transcription — spec 1 §1, §2, §4, §5, §9.

/** Audio uploads must be under 100 MB (spec 1 §5, §9). */
export const AUDIO_MAX_BYTES = 100 * 1024 * 1024;
/** The speech model runs on 16 kHz audio (spec 1 §1, §9). */
export const AUDIO_SAMPLE_RATE = 16000;
/** The speech model runs on mono audio (spec 1 §1). */
export const AUDIO_CHANNELS = 1;
/** The recorder emits one slice per second (spec 1 §9). */
export const RECORDER_SLICE_MS = 1000;
/** Live mode transcribes every 10 s (spec 1 §4, §9). */
export const LIVE_TRANSCRIBE_INTERVAL_MS = 10000;
/** Live mode transcribes the last 10 one-second slices (spec 1 §4, §9). */
export const LIVE_TRANSCRIBE_SLICES = 10;
/** Audio shorter than this many samples (1 s at 16 kHz) is not transcribed (spec 1 §9). */
export const MIN_AUDIO_SAMPLES = 16000;
/** The recording screen's timeline shows the last 10 segments (spec 1 §2). */
export const TRANSCRIPT_TIMELINE_SEGMENTS = 10;

/**
 * Accepted audio MIME types: WAV, MP3, MPEG, M4A, WebM, OGG (spec 1 §5). Browsers report WAV and M4A
 * under several names, so each format lists the names seen in practice.
 */
export const AUDIO_UPLOAD_MIME_TYPES = [
  "audio/wav",
  "audio/wave",
  "audio/x-wav",
  "audio/mp3",
  "audio/mpeg",
  "audio/m4a",
  "audio/x-m4a",
  "audio/mp4",
  "audio/webm",
  "audio/ogg",
] as const;
/** File extensions of the same formats, for files whose MIME type the browser leaves empty (spec 1 §5). */
export const AUDIO_UPLOAD_EXTENSIONS = [".wav", ".mp3", ".mpeg", ".m4a", ".webm", ".ogg"] as const;

/** Recording states (spec 1 §4). */
export const RECORDING_STATES = ["idle", "recording", "paused", "stopped"] as const;
/** Speech model states (spec 1 §4); recording and upload stay disabled until 'ready'. */
export const MODEL_STATES = ["loading", "ready", "error"] as const;
