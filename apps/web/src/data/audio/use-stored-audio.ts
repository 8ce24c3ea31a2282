// The kept audio a screen shows, read again whenever the store changes in this tab.

import { useEffect, useState } from "react";
import { useCurrentDatabase } from "@/data/db";
import { onAudioChange } from "./changes";
import { isAudioStoreAvailable } from "./opfs";
import type { StoredAudio } from "./types";

export type StoredAudioState =
  | { status: "loading" }
  | { status: "unavailable" }
  | { status: "failed" }
  | { status: "ready"; audio: StoredAudio[] };

/** `read` is the store call (e.g. `listStoredAudio`, or `() => audioOfNote(id)` kept stable by the caller). */
export function useStoredAudio(read: () => Promise<StoredAudio[]>): StoredAudioState {
  // The audio folder is the signed-in user's: read again when the user's database changes.
  const db = useCurrentDatabase();
  const [state, setState] = useState<StoredAudioState>({ status: "loading" });
  useEffect(() => {
    if (!isAudioStoreAvailable()) {
      setState({ status: "unavailable" });
      return;
    }
    if (!db) return;
    let current = true;
    const load = () =>
      read().then(
        (audio) => current && setState({ status: "ready", audio }),
        (error: unknown) => {
          console.error("Reading the kept audio failed", error);
          if (current) setState({ status: "failed" });
        },
      );
    void load();
    const stop = onAudioChange(() => void load());
    return () => {
      current = false;
      stop();
    };
  }, [db, read]);
  return state;
}
