// Where the recorder's 1 s slices go (issue 23 §1, §3): straight into a file on the device as they come, so a
// 3-hour lecture never sits in memory and a crash keeps what was written; in memory only when the device has no
// audio store (no OPFS).

import type { RecordingWriter, StoredAudio } from "./audio-store";

export interface FinishedRecording {
  /** The whole recording: the stored file (read back from the device) or the slices held in memory. */
  file: File;
  /** The stored copy; null when it was held in memory. */
  stored: StoredAudio | null;
}

export interface RecordingSink {
  push(slice: Blob): void;
  /** Waits for every slice to be written and closes the file. */
  finish(seconds: number): Promise<FinishedRecording>;
  /** Drops the recording (nothing was recorded). */
  abort(): Promise<void>;
}

/** Holds the slices in memory, as before the audio store: only when the device cannot keep audio. */
export class MemorySink implements RecordingSink {
  private slices: Blob[] = [];
  constructor(
    private readonly name: string,
    private readonly mimeType: string,
  ) {}
  push(slice: Blob) {
    this.slices.push(slice);
  }
  async finish(): Promise<FinishedRecording> {
    const file = new File(this.slices, this.name, { type: this.mimeType });
    this.slices = [];
    return { file, stored: null };
  }
  async abort() {
    this.slices = [];
  }
}

/**
 * Appends each slice to the stored file in order (one write at a time, so slices never interleave); the slice is
 * let go as soon as it is written. The first failed write (a full disk: AudioQuotaError) is reported once and
 * later slices are dropped: the recorder stops, and what was written is kept.
 */
export class StoreSink implements RecordingSink {
  private chain: Promise<void> = Promise.resolve();
  private failed: unknown = null;

  constructor(
    private readonly writer: RecordingWriter,
    private readonly readBack: (id: string) => Promise<File>,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  get id() {
    return this.writer.id;
  }

  push(slice: Blob) {
    this.chain = this.chain.then(async () => {
      if (this.failed) return;
      try {
        await this.writer.append(slice);
      } catch (error) {
        this.failed = error;
        this.onFailure(error);
      }
    });
  }

  async finish(seconds: number): Promise<FinishedRecording> {
    await this.chain;
    const stored = await this.writer.finish(seconds);
    return { file: await this.readBack(stored.id), stored };
  }

  async abort() {
    await this.chain;
    await this.writer.abort();
  }
}
