import { describe, expect, it } from "vitest";
import { createFakeEngine, FAKE_SILENCE_RMS, fakeTranscribe } from "./fake-engine";
import type { FileEvent } from "./protocol";

const RATE = 16000;

/** `seconds` of a sine whose RMS is `rms` (amplitude rms·√2), or silence when rms is 0. */
function tone(seconds: number, rms: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  const amplitude = rms * Math.SQRT2;
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * 440 * i) / RATE);
  return out;
}

function concat(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe("fakeTranscribe (the test engine's documented rule)", () => {
  it("says one word per non-silent second, named by absolute second and level bucket", () => {
    const audio = concat(tone(1, 0.05), tone(1, 0), tone(1, 0.2), tone(1, 0.5));
    const result = fakeTranscribe(audio, 12);
    expect(result.text).toBe("w12a w14b w15c");
    expect(result.segments).toEqual([
      { text: "w12a", start: 12, end: 13 },
      { text: "w14b", start: 14, end: 15 },
      { text: "w15c", start: 15, end: 16 },
    ]);
  });

  it("gives the same word for the same second of a recording, whatever window it arrives in", () => {
    const recording = concat(tone(1, 0.05), tone(1, 0.05), tone(1, 0.05));
    const whole = fakeTranscribe(recording, 0).text.split(" ");
    const tail = fakeTranscribe(recording.subarray(RATE), 1).text.split(" ");
    expect(whole).toEqual(["w0a", "w1a", "w2a"]);
    expect(tail).toEqual(["w1a", "w2a"]);
  });

  it("ignores silence and a last window shorter than a quarter second, but keeps a longer one", () => {
    expect(fakeTranscribe(tone(3, FAKE_SILENCE_RMS / 2)).text).toBe("");
    expect(fakeTranscribe(tone(1.2, 0.05)).text).toBe("w0a");
    expect(fakeTranscribe(tone(1.5, 0.05)).segments).toEqual([
      { text: "w0a", start: 0, end: 1 },
      { text: "w1a", start: 1, end: 1.5 },
    ]);
  });
});

describe("createFakeEngine", () => {
  it("reports per-file progress for the real model's files, then loads", async () => {
    const events: FileEvent[] = [];
    const device = await createFakeEngine().load(
      (e) => events.push(e),
      () => undefined,
    );
    expect(device).toBe("wasm");
    const files = new Set(events.map((e) => e.file));
    expect(files).toContain("onnx/decoder_model_merged_quantized.onnx");
    for (const file of files) {
      const statuses = events.filter((e) => e.file === file).map((e) => e.status);
      expect(statuses[0]).toBe("initiate");
      expect(statuses.at(-1)).toBe("done");
      expect(statuses).toContain("progress");
    }
  });

  it("fails loading when told to", async () => {
    await expect(
      createFakeEngine({ failWith: "boom" }).load(
        () => undefined,
        () => undefined,
      ),
    ).rejects.toThrow("boom");
  });
});
