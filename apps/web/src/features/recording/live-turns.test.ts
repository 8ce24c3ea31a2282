import { describe, expect, it, vi } from "vitest";
import { LiveTurns } from "./live-turns";
import { LiveWindow } from "./live-window";
import type { Transcribe } from "./transcribe-audio";

function setup() {
  const window = new LiveWindow();
  const texts: string[] = [];
  let release: (() => void) | null = null;
  const transcribe = vi.fn<Transcribe>(
    (audio, { offsetSeconds }) =>
      new Promise((resolve) => {
        release = () => resolve({ text: `from ${offsetSeconds}: ${audio.length}`, segments: [] });
      }),
  );
  const turns = new LiveTurns(
    window,
    () => transcribe,
    (text) => texts.push(text),
  );
  const seconds = (n: number) => window.push(new Float32Array(n * 16000).fill(0.2));
  return { window, turns, texts, transcribe, seconds, release: () => release?.() };
}

describe("LiveTurns (spec 1 §4)", () => {
  it("transcribes the last 10 one-second slices at their place in the recording", async () => {
    const { turns, texts, seconds, release } = setup();
    seconds(12);
    const turn = turns.turn();
    release();
    expect(await turn).toBe("transcribed");
    expect(texts).toEqual(["from 2: 160000"]);
  });

  it("skips a turn while the previous one is still processing", async () => {
    const { turns, texts, transcribe, seconds, release } = setup();
    seconds(10);
    const first = turns.turn();
    expect(turns.busy).toBe(true);
    seconds(10);
    expect(await turns.turn()).toBe("skipped");
    expect(transcribe).toHaveBeenCalledTimes(1);
    release();
    await first;
    expect(turns.busy).toBe(false);
    // The next turn takes the newest 10 seconds.
    const next = turns.turn();
    release();
    expect(await next).toBe("transcribed");
    expect(texts).toEqual(["from 0: 160000", "from 10: 160000"]);
  });

  it("does nothing without a new complete second", async () => {
    const { turns, transcribe, window } = setup();
    window.push(new Float32Array(15999));
    expect(await turns.turn()).toBe("nothing-new");
    expect(transcribe).not.toHaveBeenCalled();
  });

  it("drops the turn under way on reset: its text never arrives", async () => {
    const { turns, texts, transcribe, seconds, release } = setup();
    seconds(10);
    const turn = turns.turn();
    turns.reset();
    expect(transcribe.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    release();
    expect(await turn).toBe("dropped");
    expect(texts).toEqual([]);
    expect(await turns.turn()).toBe("nothing-new");
  });

  it("survives a failed turn", async () => {
    const { turns, texts, transcribe, seconds } = setup();
    transcribe.mockRejectedValueOnce(new Error("engine hiccup"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    seconds(10);
    expect(await turns.turn()).toBe("failed");
    expect(turns.busy).toBe(false);
    expect(texts).toEqual([]);
    warn.mockRestore();
  });
});
