// One decode run of the audio pipeline as the harness page and its worker perform it, reduced to figures that
// are cheap to send back to Node.

import { decodeToMono16k } from "../../apps/web/src/features/recording/audio/index.ts";
import { type AudioStreamStats, StreamStats } from "./chromium-audio-stats.ts";

export interface DecodeRunOptions {
  chunkSeconds?: number;
  skipSeconds?: number;
  /** Cancel after this many chunks (to test cancelling). */
  abortAfterChunks?: number;
}

export type DecodeRunResult =
  | { ok: true; ms: number; stats: AudioStreamStats; progressCalls: number; lastProgress: number }
  | { ok: false; ms: number; errorName: string; errorMessage: string; chunksBeforeError: number };

export async function runDecode(file: Blob, options: DecodeRunOptions = {}): Promise<DecodeRunResult> {
  const stats = new StreamStats();
  const controller = new AbortController();
  let progressCalls = 0;
  let lastProgress = -1;
  let chunks = 0;
  const start = performance.now();
  try {
    for await (const chunk of decodeToMono16k(file, {
      chunkSeconds: options.chunkSeconds,
      skipSeconds: options.skipSeconds,
      signal: controller.signal,
      onProgress: (fraction) => {
        progressCalls++;
        if (fraction < lastProgress) throw new Error(`Progress went back: ${lastProgress} → ${fraction}`);
        lastProgress = fraction;
      },
    })) {
      stats.add(chunk);
      chunks++;
      if (chunks === options.abortAfterChunks) controller.abort();
    }
    return { ok: true, ms: performance.now() - start, stats: stats.result(), progressCalls, lastProgress };
  } catch (error) {
    const e = error as Error;
    return {
      ok: false,
      ms: performance.now() - start,
      errorName: e.name,
      errorMessage: e.message,
      chunksBeforeError: chunks,
    };
  }
}
