// The last resort for a short file that mediabunny cannot demux or whose codec WebCodecs lacks: the browser's
// own whole-file decoder, which resamples to 16 kHz itself. Only in a window (Web Audio is not in workers), and
// only for small files, because it holds the whole decoded file in memory.

import { AUDIO_SAMPLE_RATE, downmixToMono } from "@lectern/core";
import { abortReason } from "./errors";

/** Files up to this size may be decoded whole: ~9 minutes of 128 kbps MP3, ~35 MB as 16 kHz floats. */
export const WHOLE_FILE_MAX_BYTES = 8 * 1024 * 1024;

export function canDecodeWhole(file: Blob): boolean {
  return typeof OfflineAudioContext !== "undefined" && file.size <= WHOLE_FILE_MAX_BYTES;
}

/** The file decoded whole and mixed to 16 kHz mono (throws the decoder's error for an undecodable file). */
export async function decodeWhole(file: Blob, signal?: AbortSignal): Promise<Float32Array> {
  const context = new OfflineAudioContext(1, 1, AUDIO_SAMPLE_RATE);
  const decoded = await context.decodeAudioData(await file.arrayBuffer());
  if (signal?.aborted) throw abortReason(signal);
  const channels = Array.from({ length: decoded.numberOfChannels }, (_, c) => decoded.getChannelData(c));
  return downmixToMono(channels);
}
