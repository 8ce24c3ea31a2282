// Live mode's turns — spec 1 §4: each turn transcribes the last 10 one-second slices; a turn that comes while
// the previous one is still processing is skipped.

import { hasEnoughSamples } from "@lectern/core";
import type { LiveWindow } from "./live-window";
import type { Transcribe } from "./transcribe-audio";

export type TurnOutcome = "transcribed" | "skipped" | "nothing-new" | "failed" | "dropped";

export class LiveTurns {
  private processing: AbortController | null = null;

  constructor(
    private readonly window: LiveWindow,
    private readonly transcribe: () => Transcribe,
    private readonly onText: (text: string) => void,
  ) {}

  get busy(): boolean {
    return this.processing !== null;
  }

  /** One turn: what it did. Text reaches `onText` only from a turn that was not dropped meanwhile. */
  async turn(): Promise<TurnOutcome> {
    if (this.processing) return "skipped";
    const taken = this.window.take();
    if (!taken || !hasEnoughSamples(taken.audio.length)) return "nothing-new";
    const controller = new AbortController();
    this.processing = controller;
    try {
      const result = await this.transcribe()(taken.audio, {
        offsetSeconds: taken.startSeconds,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return "dropped";
      this.onText(result.text);
      return "transcribed";
    } catch (error) {
      if (controller.signal.aborted) return "dropped";
      // A lost turn costs little: stopping transcribes the whole recording anyway.
      console.warn("Live transcription lost a turn", error);
      return "failed";
    } finally {
      if (this.processing === controller) this.processing = null;
    }
  }

  /** A recording starts or ends: the turn under way is dropped and the audio forgotten. */
  reset(): void {
    this.processing?.abort();
    this.processing = null;
    this.window.clear();
  }
}
