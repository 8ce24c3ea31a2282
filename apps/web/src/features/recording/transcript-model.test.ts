import { messages, noteFromNavigationState, TRANSCRIPT_TIMELINE_SEGMENTS } from "@lectern/core";
import { describe, expect, it } from "vitest";
import {
  addTranscription,
  EMPTY_TRANSCRIPT,
  fillTranscription,
  joinText,
  recordingNoteState,
  reserveAudio,
  type Segment,
  timelineSegments,
} from "./transcript-model";

const seg = (text: string, start: number, end: number): Segment => ({ text, start, end });

describe("addTranscription", () => {
  it("starts a transcript with its text, segments, duration and date", () => {
    const at = new Date("2025-03-01T10:00:00Z");
    const t = addTranscription(
      EMPTY_TRANSCRIPT,
      { text: " Cells divide. ", segments: [seg("Cells divide.", 0, 2.5)], seconds: 3.2 },
      at,
    );
    expect(t).toEqual({
      text: "Cells divide.",
      segments: [seg("Cells divide.", 0, 2.5)],
      duration: 3.2,
      recordingDate: at.toISOString(),
    });
  });

  it("adds a second transcription after the first and keeps the first date", () => {
    const first = addTranscription(
      EMPTY_TRANSCRIPT,
      { text: "One.", segments: [seg("One.", 0, 1)], seconds: 2 },
      new Date("2025-03-01T10:00:00Z"),
    );
    const second = addTranscription(
      first,
      { text: "Two.", segments: [seg("Two.", 2, 3), seg("  ", 3, 4)], seconds: 2 },
      new Date("2025-03-02T10:00:00Z"),
    );
    expect(second.text).toBe("One. Two.");
    expect(second.segments).toEqual([seg("One.", 0, 1), seg("Two.", 2, 3)]);
    expect(second.duration).toBe(4);
    expect(second.recordingDate).toBe("2025-03-01T10:00:00.000Z");
  });
});

describe("joinText", () => {
  it("joins with one space and skips blanks", () => {
    expect(joinText("a ", " b")).toBe("a b");
    expect(joinText("", " b")).toBe("b");
    expect(joinText("a", "  ")).toBe("a");
  });
});

describe("timelineSegments (spec 1 §2: the last 10 segments)", () => {
  it("keeps the last 10, in order", () => {
    const segments = Array.from({ length: 14 }, (_, i) => seg(`s${i}`, i, i + 1));
    expect(TRANSCRIPT_TIMELINE_SEGMENTS).toBe(10);
    expect(timelineSegments(segments).map((s) => s.text)).toEqual(
      Array.from({ length: 10 }, (_, i) => `s${i + 4}`),
    );
    expect(timelineSegments(segments.slice(0, 3))).toHaveLength(3);
  });
});

describe("recordingNoteState", () => {
  it("is null for an empty or blank transcript (spec 1 §5)", () => {
    expect(recordingNoteState(EMPTY_TRANSCRIPT)).toBeNull();
    expect(recordingNoteState({ ...EMPTY_TRANSCRIPT, text: "  \n " })).toBeNull();
  });

  it("carries transcript, duration, segments and recording date in the shape the note editor reads", () => {
    const state = recordingNoteState({
      text: "Cells divide. Then they grow.",
      segments: [seg("Cells divide.", 0, 2.4), seg(" Then they grow.", 2.4, 5)],
      duration: 65.4,
      recordingDate: "2025-03-01T10:00:00.000Z",
    });
    expect(state).toEqual({
      transcript: "Cells divide. Then they grow.",
      duration: 65,
      segments: [
        { text: "Cells divide.", timestamp: [0, 2.4] },
        { text: "Then they grow.", timestamp: [2.4, 5] },
      ],
      recordingDate: "2025-03-01T10:00:00.000Z",
      type: "recording",
    });
    const draft = noteFromNavigationState(state, new Date("2025-03-02T00:00:00Z"));
    expect(draft).toMatchObject({
      content: "Cells divide. Then they grow.",
      type: "recording",
      duration: 65,
      recording_date: "2025-03-01T10:00:00.000Z",
      segments: [
        { text: "Cells divide.", timestamp: [0, 2.4] },
        { text: "Then they grow.", timestamp: [2.4, 5] },
      ],
      document_type: "audio",
    });
  });
});

describe("audio transcribed later (issue 23 §4)", () => {
  const madeAt = new Date("2026-11-25T01:00:00Z");
  it("reserves its seconds so later audio starts after it, and fills its text without counting them twice", () => {
    const first = reserveAudio(EMPTY_TRANSCRIPT, 20, madeAt);
    expect(first.offsetSeconds).toBe(0);
    const second = reserveAudio(first.transcript, 10, new Date("2026-11-25T02:00:00Z"));
    expect(second.offsetSeconds).toBe(20);
    expect(second.transcript).toMatchObject({ duration: 30, recordingDate: madeAt.toISOString() });
    const filled = fillTranscription(second.transcript, {
      text: "w0a",
      segments: [{ text: "w0a", start: 0, end: 1 }],
      seconds: 20,
    });
    expect(filled).toMatchObject({ text: "w0a", duration: 30 });
  });

  it("saves a note with a placeholder body and the kept audio while audio waits", () => {
    const { transcript } = reserveAudio(EMPTY_TRANSCRIPT, 20, madeAt);
    expect(recordingNoteState(transcript)).toBeNull();
    const state = recordingNoteState(transcript, { kept: [{ id: "a1", offsetSeconds: 0 }], waiting: 1 });
    expect(state).toMatchObject({
      transcript: messages.recording.waitingPlaceholder,
      duration: 20,
      audio: [{ id: "a1", offsetSeconds: 0 }],
      type: "recording",
    });
    expect(noteFromNavigationState(state)?.content).toBe(messages.recording.waitingPlaceholder);
  });
});
