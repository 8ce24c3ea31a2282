// ts-fsrs only for students who picked FSRS (issue 18 §1, first load): the default scheduler (the spec's intervals)
// never needs it, so it stays out of the bundle every page loads and comes in its own chunk (precached by the
// service worker like every chunk, so offline devices have it too) the first time an FSRS schedule is computed.

import type { FsrsScheduleState, SchedulerName } from "@lectern/core";

let loading: Promise<FsrsScheduleState> | null = null;

/** FSRS's schedule function, loaded once; a failed load (offline before the chunk was cached) is tried again next time. */
export function loadFsrsScheduleState(): Promise<FsrsScheduleState> {
  loading ??= import("./fsrs-state").then(
    (module) => module.fsrsScheduleState,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The FSRS function when the scheduler needs it, else null (nothing is loaded for the spec's intervals). */
export async function fsrsFor(scheduler: SchedulerName): Promise<FsrsScheduleState | null> {
  return scheduler === "fsrs" ? loadFsrsScheduleState() : null;
}
