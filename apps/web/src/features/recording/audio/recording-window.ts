// Live mode's audio (spec 1 §4, §9): every 10 s the last 10 one-second recorder slices are transcribed.

import { AUDIO_SAMPLE_RATE, LIVE_TRANSCRIBE_SLICES } from "@lectern/core";
import { decodeToMono16k } from "./decode";

/** Decoded length of each recording's first slice, so it is decoded once per recording. */
const headSamples = new WeakMap<Blob, number>();

async function collect(chunks: AsyncGenerator<Float32Array>): Promise<Float32Array> {
  const parts: Float32Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const all = new Float32Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** A whole decoded stream in one array: for short audio (a recording window), never for an uploaded file. */
const ONE_CHUNK_SECONDS = 3600;

/**
 * The 16 kHz mono audio of the last `count` slices of a MediaRecorder recording (`slices` in recording order).
 * Only the first slice carries the WebM header, so later slices cannot be decoded alone: the first slice is put in
 * front of the window and its audio dropped again. Throws like {@link decodeToMono16k}.
 */
export async function decodeRecordingWindow(
  slices: readonly Blob[],
  count: number = LIVE_TRANSCRIBE_SLICES,
  options: { signal?: AbortSignal } = {},
): Promise<Float32Array> {
  const head = slices[0];
  if (!head) return new Float32Array(0);
  const type = head.type;
  const decode = (blob: Blob, skipSeconds = 0) =>
    collect(decodeToMono16k(blob, { chunkSeconds: ONE_CHUNK_SECONDS, signal: options.signal, skipSeconds }));
  if (slices.length <= count) return decode(new Blob([...slices], { type }));

  let skip = headSamples.get(head);
  if (skip === undefined) {
    skip = (await decode(new Blob([head], { type }))).length;
    headSamples.set(head, skip);
  }
  return decode(new Blob([head, ...slices.slice(-count)], { type }), skip / AUDIO_SAMPLE_RATE);
}
