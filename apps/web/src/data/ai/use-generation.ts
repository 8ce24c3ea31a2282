// A screen's handle on one generation at a time: its stage, its progress current/total (spec 2 §4), its failure,
// and Cancel. Failures are toasted with the spec's wrapped message (spec 1 §8) unless the screen says them itself.

import { useCallback, useEffect, useRef, useState } from "react";
import { useSyncStatus } from "@/data/connectivity";
import { notify } from "@/ui/toaster";
import { isAbortError } from "./errors";
import { type GenerationStage, runGeneration } from "./run-generation";
import type {
  GenerationEngine,
  GenerationKind,
  GenerationOutcome,
  GenerationProgress,
  GenerationRequest,
} from "./types";

/**
 * How long a notice about the result stays (issue 16 §7: 'Generated 8 of 10 questions: …'): the screens move on
 * 1-1.5 s after a result (spec 2 §4), and the notice is read on the screen they move to.
 */
export const NOTICE_TOAST_MS = 10_000;

export type GenerationState =
  | { status: "idle" }
  | {
      status: "running";
      kind: GenerationKind;
      stage: GenerationStage;
      engine: GenerationEngine | null;
      progress: GenerationProgress | null;
    }
  | { status: "failed"; kind: GenerationKind; message: string }
  | { status: "done"; outcome: GenerationOutcome };

/** `toastErrors: false` for a screen that says failures in the page itself (the quiz setup's alert, spec 2 §8). */
export function useGeneration({ toastErrors = true }: { toastErrors?: boolean } = {}) {
  const { online } = useSyncStatus();
  const onlineNow = useRef(online);
  onlineNow.current = online;
  const [state, setState] = useState<GenerationState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen stops the work (the worker is stopped; a server run is no longer waited for).
  useEffect(() => () => controller.current?.abort(), []);

  /** Runs one request; resolves with its outcome, or null when it failed (already toasted) or was cancelled. */
  const run = useCallback(
    async (request: GenerationRequest): Promise<GenerationOutcome | null> => {
      if (controller.current) return null;
      const current = new AbortController();
      controller.current = current;
      const kind = request.kind;
      setState({ status: "running", kind, stage: "preparing", engine: null, progress: null });
      try {
        const outcome = await runGeneration(request, {
          online: onlineNow.current,
          signal: current.signal,
          onStage: (stage, engine) =>
            setState((s) => (s.status === "running" ? { ...s, stage, engine: engine ?? s.engine } : s)),
          onProgress: (progress) => setState((s) => (s.status === "running" ? { ...s, progress } : s)),
        });
        setState({ status: "done", outcome });
        // Long enough to still be read on the screen the result leads to (the study deck, the quiz).
        if (outcome.notices.length) notify.info(outcome.notices.join(" "), { duration: NOTICE_TOAST_MS });
        return outcome;
      } catch (error) {
        if (isAbortError(error) || current.signal.aborted) {
          setState({ status: "idle" });
          return null;
        }
        const message = error instanceof Error ? error.message : String(error);
        console.error("Generation failed", error);
        setState({ status: "failed", kind, message });
        if (toastErrors) notify.error(message);
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [toastErrors],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ status: "idle" }), []);

  return { state, run, cancel, reset, busy: state.status === "running" };
}
