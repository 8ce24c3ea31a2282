import { describe, expect, it } from "vitest";
import { downmixToMono, StreamingResampler } from "./resampler.ts";

function tone(frequency: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  const samples = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < samples.length; i++)
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / rate);
  return samples;
}

/** Frequency from rising zero crossings, located to a fraction of a sample by linear interpolation. */
function measuredFrequency(samples: Float32Array, rate: number): number {
  const crossings: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    if (a < 0 && b >= 0) crossings.push(i - 1 + a / (a - b));
  }
  const first = crossings[0]!;
  const last = crossings[crossings.length - 1]!;
  return ((crossings.length - 1) * rate) / (last - first);
}

/** Magnitude of one frequency (Goertzel), scaled so a sine of amplitude A reads A. */
function amplitudeAt(samples: Float32Array, frequency: number, rate: number): number {
  const w = (2 * Math.PI * frequency) / rate;
  let re = 0;
  let im = 0;
  for (let i = 0; i < samples.length; i++) {
    re += samples[i]! * Math.cos(w * i);
    im -= samples[i]! * Math.sin(w * i);
  }
  return (2 * Math.hypot(re, im)) / samples.length;
}

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}

function resampleAll(input: Float32Array, rate: number, chunk = input.length): Float32Array {
  const resampler = new StreamingResampler(rate);
  const parts: Float32Array[] = [];
  for (let i = 0; i < input.length; i += chunk) parts.push(resampler.push(input.subarray(i, i + chunk)));
  parts.push(resampler.flush());
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Leaves out the filter's lead-in and tail. */
function steady(samples: Float32Array): Float32Array {
  return samples.subarray(400, samples.length - 400);
}

describe("StreamingResampler", () => {
  it.each([44100, 48000, 22050, 8000])("keeps a 440 Hz tone at 440 Hz going from %i Hz to 16 kHz", (rate) => {
    const out = resampleAll(tone(440, rate, 2), rate);
    expect(out.length).toBe(32000);
    expect(measuredFrequency(steady(out), 16000)).toBeCloseTo(440, 0);
    expect(Math.abs(measuredFrequency(steady(out), 16000) - 440)).toBeLessThan(1);
    // The pass band keeps the level: a 0.5 sine stays a 0.5 sine.
    expect(amplitudeAt(steady(out), 440, 16000)).toBeGreaterThan(0.49);
    expect(amplitudeAt(steady(out), 440, 16000)).toBeLessThan(0.51);
  });

  it.each([44100, 48000])("filters a 12 kHz tone at %i Hz out instead of folding it to 4 kHz", (rate) => {
    const out = steady(resampleAll(tone(12000, rate, 1), rate));
    expect(amplitudeAt(out, 16000 - 12000, 16000)).toBeLessThan(0.5 * 1e-3);
    expect(rms(out)).toBeLessThan(0.5 * 1e-3);
  });

  it("keeps speech-band content next to filtered high content", () => {
    const rate = 48000;
    const high = tone(10000, rate, 1);
    const mixed = tone(1000, rate, 1).map((s, i) => s + high[i]!);
    const out = steady(resampleAll(mixed, rate));
    expect(amplitudeAt(out, 1000, 16000)).toBeCloseTo(0.5, 2);
    expect(amplitudeAt(out, 6000, 16000)).toBeLessThan(1e-3); // 10 kHz would fold to 6 kHz
  });

  it.each([
    [48000, 1],
    [44100, 1152],
    [44100, 997],
    [22050, 4096],
  ])("gives the same output pushed in chunks as in one go (%i Hz, chunks of %i)", (rate, chunk) => {
    const input = tone(440, rate, 1.5).map((s, i) => s + 0.1 * Math.sin(i * 0.37));
    const whole = resampleAll(input, rate);
    const chunked = resampleAll(input, rate, chunk);
    expect(chunked.length).toBe(whole.length);
    let maxDifference = 0;
    for (let i = 0; i < whole.length; i++)
      maxDifference = Math.max(maxDifference, Math.abs(whole[i]! - chunked[i]!));
    expect(maxDifference).toBeLessThan(1e-6);
  });

  it("makes ⌈n·16000/rate⌉ samples in total", () => {
    expect(resampleAll(new Float32Array(44100), 44100).length).toBe(16000);
    expect(resampleAll(new Float32Array(3), 48000).length).toBe(1);
    expect(resampleAll(new Float32Array(100), 44100).length).toBe(Math.ceil((100 * 16000) / 44100));
    expect(resampleAll(new Float32Array(0), 48000).length).toBe(0);
  });

  it("is ready for a new stream after flush", () => {
    const resampler = new StreamingResampler(48000);
    const input = tone(440, 48000, 0.5);
    const first = [resampler.push(input), resampler.flush()];
    const second = [resampler.push(input), resampler.flush()];
    expect(second[0]).toEqual(first[0]);
    expect(second[1]).toEqual(first[1]);
  });

  it("passes 16 kHz through untouched", () => {
    const input = tone(440, 16000, 0.1);
    const resampler = new StreamingResampler(16000);
    expect(resampler.push(input)).toEqual(input);
    expect(resampler.flush().length).toBe(0);
  });

  it("upsamples a lower rate without changing the pitch", () => {
    const out = resampleAll(tone(440, 11025, 1), 11025);
    expect(out.length).toBe(16000);
    expect(Math.abs(measuredFrequency(steady(out), 16000) - 440)).toBeLessThan(1);
  });

  it("refuses rates that are not positive integers", () => {
    expect(() => new StreamingResampler(0)).toThrow(RangeError);
    expect(() => new StreamingResampler(44100.5)).toThrow(RangeError);
  });
});

describe("downmixToMono", () => {
  it("averages the channels", () => {
    const mono = downmixToMono([new Float32Array([1, 0, -1]), new Float32Array([0, 0, 1])]);
    expect(Array.from(mono)).toEqual([0.5, 0, 0]);
  });

  it("copies a single channel and gives nothing for none", () => {
    const channel = new Float32Array([0.25, -0.25]);
    const mono = downmixToMono([channel]);
    expect(mono).toEqual(channel);
    expect(mono).not.toBe(channel);
    expect(downmixToMono([]).length).toBe(0);
  });

  it("writes into a given buffer and returns a view of the mixed length", () => {
    const into = new Float32Array(4).fill(9);
    const mono = downmixToMono([new Float32Array([1, 1, 1]), new Float32Array([0, -1, 1])], into);
    expect(Array.from(mono)).toEqual([0.5, 0, 1]);
    expect(mono.buffer).toBe(into.buffer);
    expect(() => downmixToMono([new Float32Array(5)], into)).toThrow(RangeError);
  });

  it("mixes as many samples as the shortest channel has", () => {
    expect(downmixToMono([new Float32Array([1, 1, 1]), new Float32Array([1])]).length).toBe(1);
  });
});
