/// <reference lib="dom" />
// The harness page's script: drives the audio pipeline on the file chosen in its <input type=file> (which
// Playwright fills from disk, so the File is backed by the disk like a real upload), in the page or in a worker,
// and the naive whole-file reference. Exposed as window.audioHarness.

import { decodeRecordingWindow, probeAudioFile } from "../../apps/web/src/features/recording/audio/index.ts";
import { decodeWhole } from "../../apps/web/src/features/recording/audio/whole-file.ts";
import { downmixToMono, StreamingResampler } from "../../packages/core/src/index.ts";
import { type DecodeRunOptions, type DecodeRunResult, runDecode } from "./chromium-audio-run.ts";
import { StreamStats } from "./chromium-audio-stats.ts";

function chosenFile(): File {
  const file = document.querySelector<HTMLInputElement>("#file")?.files?.[0];
  if (!file) throw new Error("No file chosen");
  return file;
}

function decodeInWorker(file: Blob, options: DecodeRunOptions): Promise<DecodeRunResult> {
  const worker = new Worker("./chromium-audio-worker.js", { type: "module" });
  return new Promise<DecodeRunResult>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<DecodeRunResult>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage({ file, options });
  }).finally(() => worker.terminate());
}

/** The reference: what a simple app does — decode the whole file at 48 kHz, then mix and resample. */
async function naiveDecode() {
  const start = performance.now();
  try {
    const context = new AudioContext({ sampleRate: 48000 });
    const decoded = await context.decodeAudioData(await chosenFile().arrayBuffer());
    const decodedMs = performance.now() - start;
    const channels = Array.from({ length: decoded.numberOfChannels }, (_, c) => decoded.getChannelData(c));
    const resampled = new StreamingResampler(decoded.sampleRate).push(downmixToMono(channels));
    await context.close();
    const stats = new StreamStats();
    stats.add(resampled);
    return { ok: true as const, ms: performance.now() - start, decodedMs, stats: stats.result() };
  } catch (error) {
    const e = error as Error;
    return { ok: false as const, ms: performance.now() - start, errorName: e.name, errorMessage: e.message };
  }
}

/**
 * Records `seconds` of a tone with MediaRecorder in 1 s slices (spec 1 §9), as the recording screen does: 440 Hz,
 * switching to 880 Hz half a second before the last `windowSlices` slices begin. Then decodes the whole recording
 * and the live-mode window of the last `windowSlices` slices, which should hold only the 880 Hz part.
 */
async function recordAndDecode(seconds: number, windowSlices: number) {
  const context = new AudioContext();
  await context.resume();
  const oscillator = new OscillatorNode(context, { frequency: 440 });
  oscillator.frequency.setValueAtTime(880, context.currentTime + seconds - windowSlices - 0.5);
  const gain = new GainNode(context, { gain: 0.5 });
  const destination = context.createMediaStreamDestination();
  oscillator.connect(gain).connect(destination);
  oscillator.start();
  const recorder = new MediaRecorder(destination.stream, { mimeType: "audio/webm;codecs=opus" });
  const slices: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) slices.push(event.data);
  };
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start(1000);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  recorder.stop();
  await stopped;
  oscillator.stop();
  await context.close();
  const whole = await runDecode(new Blob(slices, { type: recorder.mimeType }));
  const windowStats = new StreamStats();
  windowStats.add(await decodeRecordingWindow(slices, windowSlices));
  return { slices: slices.length, type: recorder.mimeType, whole, window: windowStats.result() };
}

declare global {
  interface Window {
    audioHarness: typeof audioHarness;
  }
}

const audioHarness = {
  decode: (options: DecodeRunOptions = {}) => runDecode(chosenFile(), options),
  decodeInWorker: (options: DecodeRunOptions = {}) => decodeInWorker(chosenFile(), options),
  probe: () =>
    probeAudioFile(chosenFile()).then(
      (facts) => ({ ok: true as const, ...facts }),
      (error: Error) => ({ ok: false as const, errorName: error.name, errorMessage: error.message }),
    ),
  naiveDecode,
  /** The whole-file fallback on its own (Chromium decodes every allowed codec, so the pipeline never needs it). */
  decodeWhole: async () => {
    const stats = new StreamStats();
    stats.add(await decodeWhole(chosenFile()));
    return stats.result();
  },
  recordAndDecode,
};
window.audioHarness = audioHarness;
