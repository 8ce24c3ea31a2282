// Whisper's output (transformers.js `{ text, chunks: [{ text, timestamp: [start, end] }] }`) as transcript
// segments (spec 1 §3: text and a pair of timestamps in seconds).

import { AUDIO_SAMPLE_RATE } from "@lectern/core";
import type { TranscriptionResult, TranscriptSegment } from "./types";

export type WhisperChunk = { text: string; timestamp: [number | null, number | null] };
export type WhisperOutput = { text: string; chunks?: WhisperChunk[] };

/**
 * Segments with times shifted by `offsetSeconds` (where this audio starts in the whole recording). Whisper leaves
 * the last end open (`null`) when the audio stops mid-sentence: the audio's own end is used. Blank chunks are
 * dropped; times are kept to the millisecond.
 */
export function toTranscriptionResult(
  output: WhisperOutput,
  sampleCount: number,
  offsetSeconds = 0,
): TranscriptionResult {
  const duration = sampleCount / AUDIO_SAMPLE_RATE;
  const segments: TranscriptSegment[] = [];
  for (const chunk of output.chunks ?? []) {
    const text = chunk.text.trim();
    if (!text) continue;
    const start = Math.min(chunk.timestamp[0] ?? 0, duration);
    const end = Math.max(start, Math.min(chunk.timestamp[1] ?? duration, duration));
    segments.push({ text, start: roundMs(offsetSeconds + start), end: roundMs(offsetSeconds + end) });
  }
  const text = segments.length > 0 ? segments.map((s) => s.text).join(" ") : output.text.trim();
  return { text, segments };
}

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;
