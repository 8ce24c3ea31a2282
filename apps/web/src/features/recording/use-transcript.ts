// The transcript of the recording screen — spec 1 §2, §4: finished transcriptions, the live text of the
// recording under way, and view or edit mode (save replaces the transcript, cancel discards the edits).

import { appendNewText } from "@lectern/core";
import { useCallback, useRef, useState } from "react";
import {
  addTranscription,
  EMPTY_TRANSCRIPT,
  fillTranscription,
  joinText,
  reserveAudio,
  type Transcript,
  type Transcription,
} from "./transcript-model";

export function useTranscript() {
  const [transcript, setTranscript] = useState<Transcript>(EMPTY_TRANSCRIPT);
  /** Live mode's text for the recording under way; the whole recording's transcription replaces it on stop. */
  const [live, setLive] = useState("");
  /** The edit draft; null in view mode. */
  const [draft, setDraft] = useState<string | null>(null);
  // Transcriptions start where the transcript's audio ends; callbacks read the newest value.
  const latest = useRef({ transcript, live, draft });
  latest.current = { transcript, live, draft };

  const add = useCallback((result: Transcription, madeAt: Date) => {
    setTranscript((t) => addTranscription(t, result, madeAt));
  }, []);

  /** Counts audio that is transcribed later; returns where it starts (synchronously, for back-to-back calls). */
  const reserve = useCallback((seconds: number, madeAt: Date) => {
    const reserved = reserveAudio(latest.current.transcript, seconds, madeAt);
    latest.current = { ...latest.current, transcript: reserved.transcript };
    // Functional, so a transcription filled in meanwhile is not overwritten.
    setTranscript((t) => reserveAudio(t, seconds, madeAt).transcript);
    return reserved.offsetSeconds;
  }, []);

  /** The transcription of audio reserved earlier. */
  const fill = useCallback((result: Transcription) => {
    setTranscript((t) => fillTranscription(t, result));
  }, []);

  /** Gives back reserved audio that will never be transcribed, when nothing was reserved after it. */
  const release = useCallback((offsetSeconds: number, seconds: number) => {
    const { transcript: now } = latest.current;
    if (Math.abs(now.duration - (offsetSeconds + seconds)) > 1e-6) return;
    const back = { ...now, duration: offsetSeconds };
    latest.current = { ...latest.current, transcript: back };
    setTranscript((t) => ({ ...t, duration: offsetSeconds }));
  }, []);

  /** Live mode: only text not already present is appended (spec 1 §4). */
  const appendLive = useCallback((text: string) => setLive((current) => appendNewText(current, text)), []);

  /** The live text becomes part of the transcript (when the whole recording could not be transcribed). */
  const keepLive = useCallback(() => {
    const kept = latest.current.live;
    setTranscript((t) => ({ ...t, text: joinText(t.text, kept) }));
    setLive("");
  }, []);

  const dropLive = useCallback(() => setLive(""), []);

  const startEditing = useCallback(() => setDraft(latest.current.transcript.text), []);
  const saveEdits = useCallback(() => {
    const edited = latest.current.draft;
    if (edited !== null) setTranscript((t) => ({ ...t, text: edited }));
    setDraft(null);
  }, []);
  const cancelEditing = useCallback(() => setDraft(null), []);

  const clearAll = useCallback(() => {
    setTranscript(EMPTY_TRANSCRIPT);
    setLive("");
    setDraft(null);
  }, []);

  return {
    transcript,
    live,
    draft,
    editing: draft !== null,
    /** Seconds of audio already in the transcript: where the next transcription's segments start. */
    offsetSeconds: () => latest.current.transcript.duration,
    add,
    reserve,
    fill,
    release,
    appendLive,
    keepLive,
    dropLive,
    startEditing,
    setDraft,
    saveEdits,
    cancelEditing,
    clearAll,
  };
}

export type TranscriptState = ReturnType<typeof useTranscript>;
