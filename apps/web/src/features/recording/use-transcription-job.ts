// One transcription at a time — a stopped recording or an uploaded file — with progress and Cancel (issue 7).

import { messages } from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/ui/toaster";
import { isAbortError } from "./pipeline";
import type { Transcription } from "./transcript-model";

const t = messages.recording;

export interface TranscriptionJob {
  /** What is being transcribed, as the progress panel names it. */
  label: string;
  /** Share done, 0–1. */
  progress: number;
}

export type JobWork = (signal: AbortSignal, onProgress: (fraction: number) => void) => Promise<Transcription>;

/** The error panel's text for a failed transcription (spec 1 §5, §8): the error's message, else the default. */
export function transcriptionErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : t.defaultError;
}

export function useTranscriptionJob(onError: (message: string) => void) {
  const [job, setJob] = useState<TranscriptionJob | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen cancels the transcription under way.
  useEffect(() => () => controller.current?.abort(), []);

  /** Runs `work`; resolves with its transcription, or null when it failed (the error is shown) or was cancelled. */
  const run = useCallback(
    async (label: string, work: JobWork): Promise<Transcription | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setJob({ label, progress: 0 });
      const onProgress = (fraction: number) => {
        if (controller.current !== current || !Number.isFinite(fraction)) return;
        const progress = Math.min(1, Math.max(0, fraction));
        setJob((j) => (j && j.progress !== progress ? { ...j, progress } : j));
      };
      try {
        const result = await work(current.signal, onProgress);
        current.signal.throwIfAborted();
        return result;
      } catch (error) {
        if (current.signal.aborted || isAbortError(error)) notify.info(t.transcriptionCancelled);
        else onError(transcriptionErrorMessage(error));
        return null;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setJob(null);
        }
      }
    },
    [onError],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { job, busy: job !== null, run, cancel };
}

export type TranscriptionJobState = ReturnType<typeof useTranscriptionJob>;
