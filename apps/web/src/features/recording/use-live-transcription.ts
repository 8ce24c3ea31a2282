// Live mode — spec 1 §4, §9: while recording, every 10 s the last 10 one-second slices are transcribed; a turn
// is skipped while the previous one is still processing; only text not already present is appended.

import { hasEnoughSamples, LIVE_TRANSCRIBE_INTERVAL_MS } from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { LiveWindow } from "./live-window";
import type { Transcribe } from "./transcribe-audio";

export interface LiveTranscriptionOptions {
  /** The live toggle is on and the recorder is recording (not paused). */
  active: boolean;
  transcribe: Transcribe;
  onText: (text: string) => void;
}

export function useLiveTranscription({ active, transcribe, onText }: LiveTranscriptionOptions) {
  const liveWindow = useRef(new LiveWindow());
  const processing = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef({ transcribe, onText });
  latest.current = { transcribe, onText };

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(async () => {
      if (processing.current) return; // still processing the last turn: skip this one (spec 1 §4)
      const taken = liveWindow.current.take();
      if (!taken || !hasEnoughSamples(taken.audio.length)) return;
      const controller = new AbortController();
      processing.current = controller;
      setBusy(true);
      try {
        const result = await latest.current.transcribe(taken.audio, {
          offsetSeconds: taken.startSeconds,
          signal: controller.signal,
        });
        if (!controller.signal.aborted) latest.current.onText(result.text);
      } catch (error) {
        // A lost live turn costs nothing: stopping transcribes the whole recording anyway.
        if (!controller.signal.aborted) console.warn("Live transcription skipped a turn", error);
      } finally {
        if (processing.current === controller) processing.current = null;
        setBusy(false);
      }
    }, LIVE_TRANSCRIBE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);

  /** Feeds the microphone's 16 kHz PCM (the recorder calls this as audio arrives). */
  const push = useCallback((samples: Float32Array) => liveWindow.current.push(samples), []);

  /** A new recording starts or the current one ends: forget its audio and drop a turn under way. */
  const reset = useCallback(() => {
    processing.current?.abort();
    processing.current = null;
    liveWindow.current.clear();
    setBusy(false);
  }, []);

  useEffect(() => () => processing.current?.abort(), []);

  return { push, reset, busy };
}
