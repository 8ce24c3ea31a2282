// The queue of audio waiting for the speech model (issue 23 §4). Audio of this visit is transcribed into the
// screen's transcript in the order it was made; audio already saved into a note is transcribed into that note
// through the notes repository (so the text syncs) and marked transcribed in the device's audio store. Work
// starts whenever an engine is ready and nothing else is running: on this visit or the next.

import { messages } from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { createRepository } from "@/data/db";
import { notify } from "@/ui/toaster";
import { storedNoteFields } from "../../notes/shared/note-fields";
import type { KeptAudio, Transcription } from "../transcript-model";
import type { TranscriptState } from "../use-transcript";
import type { TranscriptionJobState } from "../use-transcription-job";
import {
  audioWaitingForNotes,
  isPermanentFailure,
  transcriptIntoNote,
  type WaitingAudio,
} from "./audio-queue";
import type { AudioStore, StoredAudio } from "./audio-store";

const t = messages.recording;
const notes = createRepository("notes");

export type TranscribeAudio = (
  file: File,
  offsetSeconds: number,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
) => Promise<Transcription>;

export interface NoteWaiting extends StoredAudio {
  noteTitle: string;
}

export interface QueueOptions {
  store: AudioStore | null;
  /** The speech model is ready, or the server engine can do the work. */
  engineReady: boolean;
  /** Nothing may change the transcript now (recording under way, transcript being edited). */
  hold: boolean;
  transcribeAudio: TranscribeAudio;
  job: TranscriptionJobState;
  transcript: TranscriptState;
}

type NewAudio = Omit<WaitingAudio, "key" | "offsetSeconds"> & { key?: string };

let localKeys = 0;

export function useTranscriptionQueue({
  store,
  engineReady,
  hold,
  transcribeAudio,
  job,
  transcript,
}: QueueOptions) {
  const [waiting, setWaiting] = useState<WaitingAudio[]>([]);
  const [forNotes, setForNotes] = useState<NoteWaiting[]>([]);
  const [kept, setKept] = useState<KeptAudio[]>([]);
  const running = useRef(false);
  // Bumped when an item is done, so the next one starts even if nothing else changed.
  const [turn, setTurn] = useState(0);

  // Audio saved into notes on an earlier visit (or earlier on this one) that still has no transcript.
  useEffect(() => {
    if (!store?.isAudioStoreAvailable()) return;
    let live = true;
    void (async () => {
      const found: NoteWaiting[] = [];
      for (const audio of audioWaitingForNotes(await store.listStoredAudio())) {
        const note = await notes.get(audio.noteId);
        // A note deleted (or not on this device): nothing to write into.
        if (note) found.push({ ...audio, noteTitle: note.title });
      }
      if (live) setForNotes(found);
    })().catch((error) => console.warn("The transcription queue could not be read", error));
    return () => {
      live = false;
    };
  }, [store]);

  /** Puts audio of this visit in the transcript's order; it is transcribed when its turn comes. */
  const enqueue = useCallback(
    (audio: NewAudio) => {
      const offsetSeconds = transcript.reserve(audio.seconds, audio.madeAt);
      const key = audio.audioId ?? audio.key ?? `local-${++localKeys}`;
      setWaiting((list) => [...list, { ...audio, key, offsetSeconds }]);
      const id = audio.audioId;
      if (id) setKept((list) => [...list, { id, offsetSeconds }]);
    },
    [transcript],
  );

  const runScreenItem = useCallback(
    async (item: WaitingAudio) => {
      let failure: unknown = null;
      const result = await job.run(item.label, async (signal, onProgress) => {
        try {
          const file = item.file ?? (await readStored(store, item.audioId));
          return await transcribeAudio(file, item.offsetSeconds, signal, onProgress);
        } catch (error) {
          failure = error;
          throw error;
        }
      });
      if (result) transcript.fill(result);
      if (item.kind === "recording") {
        // What live mode heard is replaced by the whole recording's text, or kept when that failed.
        if (result) transcript.dropLive();
        else transcript.keepLive();
      }
      if (result) {
        if (item.audioId) await store?.updateAudio(item.audioId, { transcribed: true }).catch(() => {});
      } else {
        // Cancelled or failed: its place in the transcript is given back, and it is linked to no note. An upload's
        // copy goes (the student has the file). A recording is never deleted here: it stays on the device, offered
        // back on the next visit, or, when it can never be transcribed, left for Settings to list and delete.
        transcript.release(item.offsetSeconds, item.seconds);
        setKept((list) => list.filter((k) => k.id !== item.audioId));
        if (item.audioId && item.kind === "upload") await store?.deleteAudio(item.audioId).catch(() => {});
        else if (item.audioId && isPermanentFailure(failure))
          await store?.updateAudio(item.audioId, { transcribed: true }).catch(() => {});
      }
      setWaiting((list) => list.filter((w) => w.key !== item.key));
    },
    [job, store, transcribeAudio, transcript],
  );

  const runNoteItem = useCallback(
    async (item: NoteWaiting, others: readonly NoteWaiting[]) => {
      let failure: unknown = null;
      const result = await job.run(item.noteTitle, async (signal, onProgress) => {
        try {
          const file = await readStored(store, item.id);
          return await transcribeAudio(file, item.offsetSeconds, signal, onProgress);
        } catch (error) {
          failure = error;
          throw error;
        }
      });
      try {
        if (result && item.noteId) {
          const note = await notes.get(item.noteId);
          if (note) {
            const stillWaiting = others.some((o) => o.id !== item.id && o.noteId === item.noteId);
            const written = transcriptIntoNote(note, result, stillWaiting);
            await notes.save({ ...storedNoteFields(note), title: note.title, ...written, id: note.id });
            notify.success(t.notedTranscribed(note.title));
          }
        }
        if (result || isPermanentFailure(failure)) await store?.updateAudio(item.id, { transcribed: true });
      } catch (error) {
        console.error("The transcript could not be written into its note", error);
      }
      setForNotes((list) => list.filter((w) => w.id !== item.id));
    },
    [job, store, transcribeAudio],
  );

  // One item at a time, this visit's audio first (it is on screen), whenever an engine is ready.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `turn` re-runs this once an item is done
  useEffect(() => {
    if (!engineReady || hold || job.busy || running.current) return;
    const screenItem = waiting[0];
    const noteItem = forNotes[0];
    if (!screenItem && !noteItem) return;
    running.current = true;
    const work = screenItem ? runScreenItem(screenItem) : runNoteItem(noteItem as NoteWaiting, forNotes);
    void work.finally(() => {
      running.current = false;
      setTurn((n) => n + 1);
    });
  }, [engineReady, hold, job.busy, waiting, forNotes, runScreenItem, runNoteItem, turn]);

  const clear = useCallback(() => {
    setWaiting([]);
    setKept([]);
  }, []);

  return { waiting, forNotes, kept, enqueue, clear };
}

async function readStored(store: AudioStore | null, id: string | null): Promise<File> {
  if (!store || !id) throw new Error(t.defaultError);
  return store.readAudioFile(id);
}

export type TranscriptionQueue = ReturnType<typeof useTranscriptionQueue>;
