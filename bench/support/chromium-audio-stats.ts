// Measures a stream of 16 kHz chunks without keeping it: length, chunk sizes, level and pitch (rising zero
// crossings, interpolated, away from the edges). Runs in the harness page and its worker.

export interface AudioStreamStats {
  samples: number;
  chunks: number;
  /** Lengths of the chunks, first and last only when there are many. */
  chunkLengths: number[];
  rms: number;
  peak: number;
  /** Frequency of the dominant tone measured from zero crossings (Hz); 0 when there were none. */
  frequency: number;
}

const SKIP_EDGE_SAMPLES = 4000;
/** A rising crossing counts only after the signal went below -HYSTERESIS, so low noise (codec padding) does not. */
const HYSTERESIS = 0.01;

export class StreamStats {
  private samples = 0;
  private lengths: number[] = [];
  private sumSquares = 0;
  private peak = 0;
  private previous = 0;
  private firstCrossing = -1;
  private lastCrossing = -1;
  private crossings = 0;
  private armed = false;

  add(chunk: Float32Array): void {
    this.lengths.push(chunk.length);
    for (let i = 0; i < chunk.length; i++) {
      const s = chunk[i]!;
      this.sumSquares += s * s;
      if (Math.abs(s) > this.peak) this.peak = Math.abs(s);
      const index = this.samples + i;
      if (s < -HYSTERESIS) this.armed = true;
      if (index > SKIP_EDGE_SAMPLES && this.armed && this.previous < 0 && s >= 0) {
        this.armed = false;
        const at = index - 1 + this.previous / (this.previous - s);
        if (this.firstCrossing < 0) this.firstCrossing = at;
        this.lastCrossing = at;
        this.crossings++;
      }
      this.previous = s;
    }
    this.samples += chunk.length;
  }

  result(): AudioStreamStats {
    const chunkLengths =
      this.lengths.length > 6 ? [...this.lengths.slice(0, 3), ...this.lengths.slice(-3)] : this.lengths;
    const span = this.lastCrossing - this.firstCrossing;
    return {
      samples: this.samples,
      chunks: this.lengths.length,
      chunkLengths,
      rms: Math.sqrt(this.sumSquares / Math.max(1, this.samples)),
      peak: this.peak,
      frequency: this.crossings > 1 && span > 0 ? ((this.crossings - 1) * 16000) / span : 0,
    };
  }
}
