// TEST ONLY. A stand-in for Whisper that the worker loads in `vite build --mode e2e` builds when the page asks for
// it (localStorage "lectern:test-speech-engine" = "fake"). Production builds drop the import (see
// speech.worker.ts), and e2e/speech-engine.spec.ts checks that none of this file reaches apps/web/dist.
//
// The rule, so that tests can predict the text:
// - the audio is cut into 1-second windows (16000 samples) counted from `offsetSeconds`; a last partial window
//   counts when it holds at least a quarter second;
// - a window whose RMS level is below FAKE_SILENCE_RMS is silence and says nothing;
// - any other window says one word, "w" + its absolute second + a level letter: "w12a" for the window starting at
//   12 s of the recording. The letter is the RMS bucket: "a" under 0.1, "b" under 0.3, "c" above;
// - each word is one segment [start, end] in absolute seconds; the text is the words joined by spaces.
// So the same second of a recording always yields the same word (live mode's dedupe can be checked), silence
// yields nothing, and "w12a" is never a part of another word.

import { AUDIO_SAMPLE_RATE } from "@lectern/core";
import type { FakeEngineOptions, FileEvent } from "./protocol";
import type { SpeechEngine } from "./speech-engine";
import type { TranscriptionResult, TranscriptSegment } from "./types";
import model from "./whisper-model.json";

/** A string only this file contains: the production-build check looks for it. */
export const FAKE_ENGINE_MARKER = "lectern-fake-speech-engine";
export const FAKE_SILENCE_RMS = 0.01;
const MIN_WINDOW_SAMPLES = AUDIO_SAMPLE_RATE / 4;

export function fakeTranscribe(audio: Float32Array, offsetSeconds = 0): TranscriptionResult {
  const segments: TranscriptSegment[] = [];
  for (let from = 0; from < audio.length; from += AUDIO_SAMPLE_RATE) {
    const window = audio.subarray(from, Math.min(audio.length, from + AUDIO_SAMPLE_RATE));
    if (window.length < MIN_WINDOW_SAMPLES) break;
    const level = rms(window);
    if (level < FAKE_SILENCE_RMS) continue;
    const start = roundMs(offsetSeconds + from / AUDIO_SAMPLE_RATE);
    const end = roundMs(start + window.length / AUDIO_SAMPLE_RATE);
    segments.push({ text: `w${Math.round(start)}${levelLetter(level)}`, start, end });
  }
  return { text: segments.map((s) => s.text).join(" "), segments };
}

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;
const levelLetter = (level: number) => (level < 0.1 ? "a" : level < 0.3 ? "b" : "c");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reports the real model's file list in a few quick steps, then answers with {@link fakeTranscribe}. */
export function createFakeEngine(options: FakeEngineOptions = {}): SpeechEngine & { name: string } {
  return {
    name: FAKE_ENGINE_MARKER,
    async load(onFile) {
      const files = model.files.filter((f) => !f.endsWith("encoder_model.onnx"));
      for (const file of files) onFile({ status: "initiate", file });
      for (const step of [0.25, 0.5, 1]) {
        await sleep(60);
        for (const [i, file] of files.entries()) {
          const total = 1000 * (i + 1);
          const event: FileEvent = {
            status: "progress",
            file,
            loaded: total * step,
            total,
            progress: step * 100,
          };
          onFile(event);
        }
      }
      if (options.failWith) throw new Error(options.failWith);
      for (const file of files) onFile({ status: "done", file });
      return "wasm";
    },
    async transcribe(audio, offsetSeconds) {
      if (options.delayMs) await sleep(options.delayMs);
      return fakeTranscribe(audio, offsetSeconds);
    },
  };
}
