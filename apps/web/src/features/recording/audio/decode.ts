// Upload and recording audio → the speech model's 16 kHz mono input (spec 1 §1, §9), in chunks.
//
// A 90-minute lecture decoded whole at 48 kHz stereo is ~2 GB of floats, so the file is demuxed from slices of
// the Blob (mediabunny), decoded packet by packet (WebCodecs), mixed to mono and resampled as it streams; only the
// chunk being filled is kept. Works in a window and in a worker.

import { AUDIO_SAMPLE_RATE, downmixToMono, StreamingResampler } from "@lectern/core";
import {
  ALL_FORMATS,
  type AudioSample,
  AudioSampleSink,
  BlobSource,
  Input,
  type InputAudioTrack,
} from "mediabunny";
import { ChunkCollector } from "./chunker";
import { AudioDecodeError, abortReason } from "./errors";
import { canDecodeWhole, decodeWhole } from "./whole-file";

export interface DecodeOptions {
  /** Length of each yielded chunk in seconds (the last one may be shorter). Default 30. */
  chunkSeconds?: number;
  /**
   * Drops this much audio (seconds) from the start of the decoded stream. Counted in decoded audio, not in the
   * container's timestamps: a live-mode window (the recording's first slice, which carries the WebM header, then
   * the last slices) has timestamps that do not follow the recording — see decodeRecordingWindow.
   */
  skipSeconds?: number;
  /** Cancels decoding: the generator then throws the signal's reason (an AbortError). */
  signal?: AbortSignal;
  /** Share of the file decoded so far, 0…1, called a few hundred times at most. */
  onProgress?: (fraction: number) => void;
}

export interface AudioFileFacts {
  durationSeconds: number;
  sampleRate: number;
  channels: number;
}

export const DEFAULT_CHUNK_SECONDS = 30;
/** Progress is reported when it has moved by at least this much. */
const PROGRESS_STEP = 0.005;

/**
 * Decodes an audio file or recording to consecutive 16 kHz mono chunks of `chunkSeconds` each (the last may be
 * shorter). Each chunk owns its ArrayBuffer, so a worker can transfer it. Decoding runs only as the consumer
 * pulls, so at most one chunk and the decoder's small look-ahead are in memory. Throws {@link AudioDecodeError}
 * when the file cannot be decoded, and the signal's AbortError when cancelled.
 */
export async function* decodeToMono16k(file: Blob, opts: DecodeOptions = {}): AsyncGenerator<Float32Array> {
  const { signal, onProgress } = opts;
  const chunkSamples = Math.round((opts.chunkSeconds ?? DEFAULT_CHUNK_SECONDS) * AUDIO_SAMPLE_RATE);
  const collector = new ChunkCollector(chunkSamples, Math.round((opts.skipSeconds ?? 0) * AUDIO_SAMPLE_RATE));
  signal?.throwIfAborted();

  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  const stop = () => input.dispose();
  signal?.addEventListener("abort", stop, { once: true });
  try {
    const opened = await openAudioTrack(input).catch((error: unknown) => error as Error);
    if (opened instanceof Error || !(await opened.track.canDecode().catch(() => false))) {
      // mediabunny cannot read this container or WebCodecs lacks the codec: a short file may still decode whole.
      if (!canDecodeWhole(file))
        throw new AudioDecodeError({ cause: opened instanceof Error ? opened : undefined });
      for (const chunk of collector.push(await decodeWhole(file, signal))) yield chunk;
    } else {
      yield* decodeTrack(opened.track, opened.durationSeconds, collector, opts);
    }
    const last = collector.flush();
    if (last) yield last;
    if (collector.received === 0) throw new AudioDecodeError();
    onProgress?.(1);
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (error instanceof AudioDecodeError) throw error;
    throw new AudioDecodeError({ cause: error });
  } finally {
    signal?.removeEventListener("abort", stop);
    input.dispose();
  }
}

/** Duration, sample rate and channels of a file, read from its headers (or, if they lack it, its packets). */
export async function probeAudioFile(file: Blob): Promise<AudioFileFacts> {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    const { track, durationSeconds } = await openAudioTrack(input);
    return {
      durationSeconds,
      sampleRate: await track.getSampleRate(),
      channels: await track.getNumberOfChannels(),
    };
  } catch (error) {
    throw new AudioDecodeError({ cause: error });
  } finally {
    input.dispose();
  }
}

async function openAudioTrack(input: Input): Promise<{ track: InputAudioTrack; durationSeconds: number }> {
  const track = await input.getPrimaryAudioTrack();
  if (!track) throw new Error("The file has no audio track");
  // MediaRecorder's WebM has no duration in its header: then the packets are read (not decoded) to find the end.
  const durationSeconds = (await track.getDurationFromMetadata()) ?? (await track.computeDuration());
  return { track, durationSeconds };
}

async function* decodeTrack(
  track: InputAudioTrack,
  durationSeconds: number,
  collector: ChunkCollector,
  { signal, onProgress }: DecodeOptions,
): AsyncGenerator<Float32Array> {
  let resampler = null as StreamingResampler | null;
  const mixer = new MonoMixer();
  let reported = 0;
  for await (const sample of new AudioSampleSink(track).samples()) {
    try {
      signal?.throwIfAborted();
      // The decoded rate can differ from the header's (HE-AAC, Opus), so the resampler follows the samples.
      if (resampler?.inputRate !== sample.sampleRate) {
        if (resampler) for (const chunk of collector.push(resampler.flush())) yield chunk;
        resampler = new StreamingResampler(sample.sampleRate, AUDIO_SAMPLE_RATE);
      }
      for (const chunk of collector.push(resampler.push(mixer.mix(sample)))) yield chunk;
      const fraction =
        durationSeconds > 0 ? Math.min(1, (sample.timestamp + sample.duration) / durationSeconds) : 0;
      if (onProgress && fraction - reported >= PROGRESS_STEP) {
        reported = fraction;
        onProgress(fraction);
      }
    } finally {
      sample.close();
    }
  }
  if (resampler) for (const chunk of collector.push(resampler.flush())) yield chunk;
}

/** Mixes decoded samples to mono in reused buffers: a 90-minute MP3 decodes to ~225,000 samples. */
class MonoMixer {
  private planes: Float32Array[] = [];
  private mono = new Float32Array(0);

  /**
   * The sample's channels mixed to mono, without the frames before time 0 (encoder priming). The result is a view
   * of a reused buffer, valid until the next call (the resampler copies what it keeps).
   */
  mix(sample: AudioSample): Float32Array {
    const early = Math.round(-sample.timestamp * sample.sampleRate);
    const skip = Math.min(sample.numberOfFrames, Math.max(0, early));
    const frameCount = sample.numberOfFrames - skip;
    if (this.mono.length < frameCount || this.planes.length < sample.numberOfChannels) {
      const size = Math.max(frameCount, this.mono.length);
      this.mono = new Float32Array(size);
      this.planes = Array.from({ length: sample.numberOfChannels }, () => new Float32Array(size));
    }
    const planes = this.planes
      .slice(0, sample.numberOfChannels)
      .map((plane) => plane.subarray(0, frameCount));
    if (frameCount > 0) {
      planes.forEach((plane, planeIndex) => {
        sample.copyTo(plane, { planeIndex, format: "f32-planar", frameOffset: skip, frameCount });
      });
    }
    return downmixToMono(planes, this.mono);
  }
}
