import { LIVE_TRANSCRIBE_SLICES } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { LiveWindow } from "./live-window";

/** `seconds` of 16 kHz audio whose every sample is the second it belongs to. */
function secondsOfAudio(from: number, seconds: number): Float32Array {
  const out = new Float32Array(seconds * 16000);
  for (let i = 0; i < out.length; i++) out[i] = from + Math.floor(i / 16000);
  return out;
}

describe("LiveWindow (spec 1 §4: the last 10 one-second slices)", () => {
  it("has nothing to give before one second is complete", () => {
    const w = new LiveWindow();
    w.push(new Float32Array(15999));
    expect(w.take()).toBeNull();
    w.push(new Float32Array(1));
    expect(w.take()?.audio.length).toBe(16000);
  });

  it("gives the last 10 complete seconds, whatever size the pieces came in", () => {
    const w = new LiveWindow();
    const audio = secondsOfAudio(0, 23);
    for (let i = 0; i < audio.length; i += 4096) w.push(audio.subarray(i, i + 4096));
    w.push(new Float32Array(500).fill(99)); // part of second 23: not complete, not given
    const taken = w.take();
    expect(LIVE_TRANSCRIBE_SLICES).toBe(10);
    expect(taken?.audio.length).toBe(160000);
    expect(taken?.startSeconds).toBe(13);
    expect(taken?.audio[0]).toBe(13);
    expect(taken?.audio[159999]).toBe(22);
  });

  it("does not give the same window twice", () => {
    const w = new LiveWindow();
    w.push(secondsOfAudio(0, 12));
    expect(w.take()?.startSeconds).toBe(2);
    expect(w.take()).toBeNull();
    w.push(secondsOfAudio(12, 1));
    expect(w.take()?.startSeconds).toBe(3);
  });

  it("starts over after clear", () => {
    const w = new LiveWindow();
    w.push(secondsOfAudio(0, 5));
    w.clear();
    expect(w.take()).toBeNull();
    w.push(secondsOfAudio(0, 1));
    expect(w.take()?.startSeconds).toBe(0);
  });
});
