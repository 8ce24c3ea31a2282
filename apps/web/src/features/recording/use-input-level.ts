// The live input level meter (spec 1 §2): the microphone's level, read about ten times a second.

import { useEffect, useState } from "react";
import type { AudioInput } from "./audio-input";

const READ_EVERY_MS = 100;

/** The input level 0–1 while `active`, else 0. */
export function useInputLevel(input: AudioInput | null, active: boolean): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!input || !active) {
      setLevel(0);
      return;
    }
    const timer = setInterval(() => setLevel(input.level()), READ_EVERY_MS);
    return () => clearInterval(timer);
  }, [input, active]);
  return level;
}
