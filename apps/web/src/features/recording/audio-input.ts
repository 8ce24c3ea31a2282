// The microphone's sound inside the page: a level for the meter and 16 kHz mono PCM for live mode (spec 1 §2, §4).

import { StreamingResampler } from "@lectern/core";
import workletUrl from "./pcm-capture.worklet.js?url&no-inline";

export interface AudioInput {
  /** The input level now, 0 (silence) to 1 (full scale), from the RMS of the last few milliseconds. */
  level(): number;
  /** Starts or stops handing PCM to `onPcm` (stopped while the recording is paused). */
  setCapturing(capturing: boolean): void;
  close(): Promise<void>;
}

/**
 * Taps a microphone stream: an AnalyserNode for the level meter and an AudioWorklet whose blocks are resampled
 * to 16 kHz mono and handed to `onPcm`.
 */
export async function openAudioInput(
  stream: MediaStream,
  onPcm: (samples16k: Float32Array) => void,
): Promise<AudioInput> {
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule(workletUrl);
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    source.connect(analyser);
    const capture = new AudioWorkletNode(context, "pcm-capture");
    source.connect(capture);
    const resampler = new StreamingResampler(context.sampleRate);
    let capturing = true;
    // Test hook (vite --mode e2e builds only): how much microphone audio the page has been handed, captured or
    // not, so a test can wait until later audio has demonstrably arrived instead of sleeping (issue 18).
    let heardSamples = 0;
    if (import.meta.env.MODE === "e2e")
      Object.assign(globalThis, { __lecternHeardSeconds: () => heardSamples / context.sampleRate });
    capture.port.onmessage = (event: MessageEvent<Float32Array>) => {
      heardSamples += event.data.length;
      if (capturing) onPcm(resampler.push(event.data));
    };
    if (context.state === "suspended") await context.resume();

    const frame = new Float32Array(analyser.fftSize);
    return {
      level() {
        analyser.getFloatTimeDomainData(frame);
        let sum = 0;
        for (const sample of frame) sum += sample * sample;
        // Speech RMS sits well below full scale: √ spreads quiet and loud input over the meter.
        return Math.min(1, Math.sqrt(Math.sqrt(sum / frame.length)));
      },
      setCapturing(next) {
        capturing = next;
      },
      async close() {
        capture.port.onmessage = null;
        source.disconnect();
        await context.close();
      },
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
