// Live mode — spec 1 §4, §9: while recording, every 10 s the last 10 one-second slices are transcribed; a turn
// is skipped while the previous one is still processing; only text not already present is appended.

import { LIVE_TRANSCRIBE_INTERVAL_MS } from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { LiveTurns } from "./live-turns";
import { LiveWindow } from "./live-window";
import type { Transcribe } from "./transcribe-audio";

export interface LiveTranscriptionOptions {
  /** The live toggle is on and the recorder is recording (not paused). */
  active: boolean;
  transcribe: Transcribe;
  onText: (text: string) => void;
}

export function useLiveTranscription({ active, transcribe, onText }: LiveTranscriptionOptions) {
  const latest = useRef({ transcribe, onText });
  latest.current = { transcribe, onText };
  const [liveWindow] = useState(() => new LiveWindow());
  const [turns] = useState(
    () =>
      new LiveTurns(
        liveWindow,
        () => latest.current.transcribe,
        (text) => latest.current.onText(text),
      ),
  );

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void turns.turn(), LIVE_TRANSCRIBE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, turns]);

  useEffect(() => () => turns.reset(), [turns]);

  /** Feeds the microphone's 16 kHz PCM (the recorder calls this as audio arrives). */
  const push = useCallback((samples: Float32Array) => liveWindow.push(samples), [liveWindow]);
  const reset = useCallback(() => turns.reset(), [turns]);

  return { push, reset };
}
