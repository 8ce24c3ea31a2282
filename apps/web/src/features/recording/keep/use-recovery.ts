// Recordings a reload or crash left behind (issue 23 §3): offered back on opening /recording. Recover closes the
// file where it ended and puts it in this screen's transcript (transcribed now or queued); Discard deletes it.

import { messages } from "@lectern/core";
import { useCallback, useEffect, useState } from "react";
import { notify } from "@/ui/toaster";
import { audioToRecover } from "./audio-queue";
import type { AudioStore, StoredAudio } from "./audio-store";

const t = messages.recording;

export function useRecovery(
  store: AudioStore | null,
  onRecovered: (audio: StoredAudio, file: File) => Promise<void>,
  onError: (message: string) => void,
) {
  const [offers, setOffers] = useState<StoredAudio[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!store?.isAudioStoreAvailable()) return;
    let live = true;
    Promise.all([store.listUnfinishedRecordings(), store.listStoredAudio()])
      .then(([unfinished, stored]) => {
        if (live) setOffers(audioToRecover(unfinished, stored));
      })
      .catch((error) => console.warn("Unfinished recordings could not be listed", error));
    return () => {
      live = false;
    };
  }, [store]);

  const drop = useCallback((id: string) => setOffers((list) => list.filter((a) => a.id !== id)), []);

  const recover = useCallback(
    async (audio: StoredAudio) => {
      if (!store) return;
      setBusy(audio.id);
      try {
        const closed = audio.finished ? audio : await store.recoverRecording(audio.id);
        await onRecovered(closed, await store.readAudioFile(closed.id));
        drop(audio.id);
        notify.success(t.recovered);
      } catch (error) {
        console.error("Recovering a recording failed", error);
        onError(t.recoverFailed);
      } finally {
        setBusy(null);
      }
    },
    [store, onRecovered, onError, drop],
  );

  const discard = useCallback(
    async (audio: StoredAudio) => {
      if (!store) return;
      setBusy(audio.id);
      try {
        await store.deleteAudio(audio.id);
        drop(audio.id);
      } catch (error) {
        console.error("Discarding a recording failed", error);
        onError(t.defaultError);
      } finally {
        setBusy(null);
      }
    },
    [store, onError, drop],
  );

  return { offers, busy, recover, discard };
}

export type Recovery = ReturnType<typeof useRecovery>;
