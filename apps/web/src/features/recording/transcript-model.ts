// The recording screen's transcript — spec 1 §2, §3, §4: text, segments with start/end seconds, the duration
// of the audio behind it and the recording date; a finished recording or upload is added after what is there.

import { TRANSCRIPT_TIMELINE_SEGMENTS } from "@lectern/core";
import { bodyWithPlaceholder } from "./keep/audio-queue";

/** One transcribed stretch of audio, its times in seconds from the start of the transcript's audio. */
export interface Segment {
  text: string;
  start: number;
  end: number;
}

/** What one transcription (a whole recording or an uploaded file) gives. */
export interface Transcription {
  text: string;
  segments: Segment[];
  /** Seconds of audio transcribed. */
  seconds: number;
}

export interface Transcript {
  text: string;
  segments: Segment[];
  /** Seconds of audio behind the transcript, across every recording and upload since the last Clear All. */
  duration: number;
  /** When the first recording or upload of this transcript was made (ISO). */
  recordingDate: string | null;
}

export const EMPTY_TRANSCRIPT: Transcript = { text: "", segments: [], duration: 0, recordingDate: null };

/** Joins two pieces of transcript text with one space, ignoring blank pieces. */
export function joinText(before: string, after: string): string {
  const a = before.trim();
  const b = after.trim();
  return a && b ? `${a} ${b}` : a || b;
}

/**
 * Adds a finished transcription after the transcript. Its segments were timed from `transcript.duration` on
 * (the offset the transcription was given), so times keep increasing across recordings and uploads.
 */
export function addTranscription(transcript: Transcript, result: Transcription, madeAt: Date): Transcript {
  return {
    text: joinText(transcript.text, result.text),
    segments: [...transcript.segments, ...result.segments.filter((s) => s.text.trim())],
    duration: transcript.duration + Math.max(0, result.seconds),
    recordingDate: transcript.recordingDate ?? madeAt.toISOString(),
  };
}

/**
 * Makes room for audio that is transcribed later (issue 23 §4): its seconds count in the transcript's duration
 * now, so later audio starts after it; returns where it starts. Its text comes with {@link fillTranscription}.
 */
export function reserveAudio(
  transcript: Transcript,
  seconds: number,
  madeAt: Date,
): { transcript: Transcript; offsetSeconds: number } {
  return {
    transcript: {
      ...transcript,
      duration: transcript.duration + Math.max(0, seconds),
      recordingDate: transcript.recordingDate ?? madeAt.toISOString(),
    },
    offsetSeconds: transcript.duration,
  };
}

/** The transcription of reserved audio: its text and segments; its seconds are already counted. */
export function fillTranscription(transcript: Transcript, result: Transcription): Transcript {
  return addTranscription(
    transcript,
    { ...result, seconds: 0 },
    new Date(transcript.recordingDate ?? Date.now()),
  );
}

/** The timeline shows the last 10 segments (spec 1 §2). */
export function timelineSegments(segments: readonly Segment[]): Segment[] {
  return segments.slice(-TRANSCRIPT_TIMELINE_SEGMENTS);
}

/** What Save as Note hands to /note-editor/new (spec 1 §2; read by core's noteFromNavigationState). */
export interface RecordingNoteState {
  transcript: string;
  duration: number;
  segments: Array<{ text: string; timestamp: [number, number] }>;
  recordingDate: string | null;
  type: "recording";
  /** The audio kept on this device for this transcript, linked to the note once it is saved (issue 23 §1). */
  audio?: KeptAudio[];
}

/** A stored recording or upload and where it starts in the transcript. */
export interface KeptAudio {
  id: string;
  offsetSeconds: number;
}

export interface NoteAudio {
  kept: readonly KeptAudio[];
  /** How many recordings still wait for the model: the note says so in its body (issue 23 §4). */
  waiting: number;
}

/**
 * The note-editor state of a transcript, or null when there is no text to save (spec 1 §5) and no audio waiting
 * for transcription. Audio still waiting leaves a placeholder in the body that its transcript replaces later.
 */
export function recordingNoteState(
  transcript: Transcript,
  audio: NoteAudio = { kept: [], waiting: 0 },
): RecordingNoteState | null {
  const text = transcript.text.trim();
  if (!text && audio.waiting === 0) return null;
  return {
    ...(audio.kept.length > 0 && { audio: audio.kept.map((a) => ({ ...a })) }),
    transcript: audio.waiting > 0 ? bodyWithPlaceholder(text) : text,
    duration: Math.round(transcript.duration),
    segments: transcript.segments.map((s) => ({
      text: s.text.trim(),
      timestamp: [Math.max(0, s.start), Math.max(s.start, s.end, 0)],
    })),
    recordingDate: transcript.recordingDate,
    type: "recording",
  };
}
