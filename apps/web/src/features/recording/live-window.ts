// Live mode's audio — spec 1 §4, §9: every 10 s the last 10 one-second slices are transcribed.
//
// MediaRecorder's slices after the first carry no container header, so they cannot be decoded on their own.
// The recorder therefore also taps the microphone's PCM (resampled to 16 kHz mono as it arrives) and cuts it
// into one-second slices here; live mode transcribes the last 10 of those.

import { AUDIO_SAMPLE_RATE, LIVE_TRANSCRIBE_SLICES, RECORDER_SLICE_MS } from "@lectern/core";

const SLICE_SAMPLES = (AUDIO_SAMPLE_RATE * RECORDER_SLICE_MS) / 1000;

/** The last 10 complete one-second slices of 16 kHz mono audio, plus the slice being filled. */
export class LiveWindow {
  private slices: Float32Array[] = [];
  private current = new Float32Array(SLICE_SAMPLES);
  private filled = 0;
  /** Complete slices ever made (the window's position in the recording). */
  private made = 0;
  /** `made` at the last take(): a window with nothing new is not transcribed again. */
  private taken = 0;

  push(samples: Float32Array): void {
    let offset = 0;
    while (offset < samples.length) {
      const n = Math.min(SLICE_SAMPLES - this.filled, samples.length - offset);
      this.current.set(samples.subarray(offset, offset + n), this.filled);
      this.filled += n;
      offset += n;
      if (this.filled === SLICE_SAMPLES) {
        this.slices.push(this.current);
        if (this.slices.length > LIVE_TRANSCRIBE_SLICES) this.slices.shift();
        this.current = new Float32Array(SLICE_SAMPLES);
        this.filled = 0;
        this.made++;
      }
    }
  }

  /**
   * The last 10 complete slices as one buffer and where they start in the recording (seconds), or null when
   * no slice was completed since the last take.
   */
  take(): { audio: Float32Array; startSeconds: number } | null {
    if (this.made === this.taken || this.slices.length === 0) return null;
    this.taken = this.made;
    const audio = new Float32Array(this.slices.length * SLICE_SAMPLES);
    this.slices.forEach((slice, i) => {
      audio.set(slice, i * SLICE_SAMPLES);
    });
    return { audio, startSeconds: ((this.made - this.slices.length) * RECORDER_SLICE_MS) / 1000 };
  }

  clear(): void {
    this.slices = [];
    this.current = new Float32Array(SLICE_SAMPLES);
    this.filled = 0;
    this.made = 0;
    this.taken = 0;
  }
}
