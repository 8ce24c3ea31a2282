// The recording timer — spec 1 §4: it counts seconds only while recording and not paused.

/** Running time of a recording, in milliseconds, that stands still while paused. */
export class RecordingClock {
  private counted = 0;
  private runningSince: number | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Starts (or resumes) counting. */
  run(): void {
    if (this.runningSince === null) this.runningSince = this.now();
  }

  /** Stops counting and keeps what was counted (pause and stop). */
  hold(): void {
    if (this.runningSince === null) return;
    this.counted += this.now() - this.runningSince;
    this.runningSince = null;
  }

  reset(): void {
    this.counted = 0;
    this.runningSince = null;
  }

  get elapsedMs(): number {
    return this.counted + (this.runningSince === null ? 0 : this.now() - this.runningSince);
  }

  /** Whole seconds, as the mm:ss timer shows them. */
  get elapsedSeconds(): number {
    return Math.floor(this.elapsedMs / 1000);
  }
}
