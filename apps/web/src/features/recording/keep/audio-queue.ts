// Record first, transcribe when you can (issue 23 §4): the rules of the queue of audio waiting for the speech
// model. A recording or upload of this visit waits in the screen's transcript at the place it was given when it
// was made; one already saved into a note waits in the device's audio store (transcribed: false) and its
// transcript is written into that note when the model is there.

import { messages, SEGMENTS_MAX, type TranscriptSegment } from "@lectern/core";
import type { Segment, Transcription } from "../transcript-model";
import type { StoredAudio } from "./audio-store";

/** Audio of this visit waiting to be transcribed into the screen's transcript. */
export interface WaitingAudio {
  /** The stored file's id, or a key of this visit for audio held only in memory. */
  key: string;
  kind: "recording" | "upload";
  /** How the progress panel and the queue name it. */
  label: string;
  /** The copy kept on the device; null when held in memory (no audio store, or 'Keep audio' unticked). */
  audioId: string | null;
  /** The audio itself when held in memory; stored audio is read back from the device when its turn comes. */
  file: File | null;
  seconds: number;
  madeAt: Date;
  /** Where the audio starts in the transcript (seconds): its segments carry transcript times. */
  offsetSeconds: number;
}

/** Stored audio saved into a note whose transcript is still to be written (oldest note first, in note order). */
export function audioWaitingForNotes(stored: readonly StoredAudio[]): StoredAudio[] {
  return stored
    .filter((a) => a.finished && !a.transcribed && a.noteId !== null)
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.offsetSeconds - b.offsetSeconds);
}

/** Audio kept on the device but in no note and never transcribed: a reload or crash left it (issue 23 §3). */
export function audioToRecover(
  unfinished: readonly StoredAudio[],
  stored: readonly StoredAudio[],
): StoredAudio[] {
  const left = stored.filter((a) => a.finished && !a.transcribed && a.noteId === null);
  const byId = new Map([...unfinished, ...left].map((a) => [a.id, a]));
  return [...byId.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

const PLACEHOLDER = messages.recording.waitingPlaceholder;

/** The note body saved while audio waits: the text so far (if any), then the placeholder. */
export function bodyWithPlaceholder(text: string): string {
  const before = text.trim();
  return before ? `${before}\n\n${PLACEHOLDER}` : PLACEHOLDER;
}

export interface NoteTranscript {
  content: string;
  segments: TranscriptSegment[] | null;
}

/**
 * Writes one waiting recording's transcript into its note: the text takes the placeholder's place (the placeholder
 * stays after it while more of the note's audio waits), or goes at the end when the student removed the
 * placeholder; the segments join the note's, in time order.
 */
export function transcriptIntoNote(
  note: NoteTranscript,
  result: Pick<Transcription, "text" | "segments">,
  stillWaiting: boolean,
): NoteTranscript {
  const text = result.text.trim();
  const replacement = [text, stillWaiting ? PLACEHOLDER : ""].filter(Boolean).join("\n\n");
  const at = note.content.indexOf(PLACEHOLDER);
  let content: string;
  if (at >= 0) {
    const before = note.content.slice(0, at).trimEnd();
    const after = note.content.slice(at + PLACEHOLDER.length).trimStart();
    content = [before, replacement, after].filter(Boolean).join("\n\n");
  } else {
    content = [note.content.trimEnd(), text].filter(Boolean).join("\n\n");
  }
  const added = result.segments.filter((s) => s.text.trim()).map(noteSegment);
  const segments = [...(note.segments ?? []), ...added]
    .sort((a, b) => a.timestamp[0] - b.timestamp[0])
    .slice(0, SEGMENTS_MAX);
  return { content, segments: segments.length > 0 ? segments : note.segments };
}

const noteSegment = (s: Segment): TranscriptSegment => ({
  text: s.text.trim(),
  timestamp: [Math.max(0, s.start), Math.max(s.start, s.end, 0)],
});

/**
 * Whether a failed transcription can never succeed (the file cannot be decoded, or is too short): such audio
 * leaves the queue instead of failing again on every visit.
 */
export function isPermanentFailure(error: unknown): boolean {
  const name = error instanceof Error ? error.name : "";
  return name === "AudioDecodeError" || name === "AudioTooShortError";
}
