/**
 * Gathers a stream of samples into chunks of a fixed length, so the consumer (the speech engine) gets windows of
 * a known size however the decoder happened to slice the audio. Only the chunk being filled is held. The first
 * `skipSamples` samples are dropped.
 */
export class ChunkCollector {
  private chunk: Float32Array;
  private filled = 0;
  /** Samples handed out so far, in finished chunks. */
  emitted = 0;
  /** Samples pushed so far, skipped ones included. */
  received = 0;

  constructor(
    readonly chunkSamples: number,
    private skipSamples = 0,
  ) {
    if (!(Number.isInteger(chunkSamples) && chunkSamples > 0)) {
      throw new RangeError(`A chunk needs a positive whole number of samples (got ${chunkSamples})`);
    }
    this.chunk = new Float32Array(chunkSamples);
  }

  /** Adds samples; returns the chunks this completed (usually none or one). */
  push(samples: Float32Array): Float32Array[] {
    const done: Float32Array[] = [];
    this.received += samples.length;
    let offset = Math.min(this.skipSamples, samples.length);
    this.skipSamples -= offset;
    while (offset < samples.length) {
      const take = Math.min(this.chunkSamples - this.filled, samples.length - offset);
      this.chunk.set(samples.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.chunkSamples) {
        done.push(this.chunk);
        this.emitted += this.chunkSamples;
        this.chunk = new Float32Array(this.chunkSamples);
        this.filled = 0;
      }
    }
    return done;
  }

  /** The last, partial chunk (null when there is none). */
  flush(): Float32Array | null {
    if (this.filled === 0) return null;
    const last = this.chunk.slice(0, this.filled);
    this.emitted += this.filled;
    this.filled = 0;
    return last;
  }
}
