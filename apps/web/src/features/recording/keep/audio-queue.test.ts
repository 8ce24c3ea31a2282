import { messages } from "@lectern/core";
import { describe, expect, it } from "vitest";
import {
  audioToRecover,
  audioWaitingForNotes,
  bodyWithPlaceholder,
  isPermanentFailure,
  transcriptIntoNote,
} from "./audio-queue";
import type { StoredAudio } from "./audio-store";

const PLACEHOLDER = messages.recording.waitingPlaceholder;

const audio = (over: Partial<StoredAudio>): StoredAudio => ({
  id: "a",
  fileName: "recording.webm",
  mimeType: "audio/webm",
  bytes: 1000,
  seconds: 20,
  startedAt: "2026-11-25T01:00:00.000Z",
  finished: true,
  noteId: null,
  offsetSeconds: 0,
  transcribed: false,
  ...over,
});

describe("audioWaitingForNotes (issue 23 §4)", () => {
  it("keeps finished, untranscribed audio saved into a note, oldest first", () => {
    const list = [
      audio({ id: "late", noteId: "n1", startedAt: "2026-11-25T02:00:00.000Z" }),
      audio({ id: "done", noteId: "n1", transcribed: true }),
      audio({ id: "unsaved" }),
      audio({ id: "open", noteId: "n1", finished: false }),
      audio({ id: "early", noteId: "n2" }),
    ];
    expect(audioWaitingForNotes(list).map((a) => a.id)).toEqual(["early", "late"]);
  });
});

describe("audioToRecover (issue 23 §3)", () => {
  it("offers unfinished files and finished ones in no note and never transcribed, once each", () => {
    const open = audio({ id: "open", finished: false, startedAt: "2026-11-25T03:00:00.000Z" });
    const stored = [
      open,
      audio({ id: "left" }),
      audio({ id: "saved", noteId: "n" }),
      audio({ id: "t", transcribed: true }),
    ];
    expect(audioToRecover([open], stored).map((a) => a.id)).toEqual(["left", "open"]);
  });
});

describe("the note body while audio waits", () => {
  it("is the placeholder alone, or after the text so far", () => {
    expect(bodyWithPlaceholder("  ")).toBe(PLACEHOLDER);
    expect(bodyWithPlaceholder("w0a w1a")).toBe(`w0a w1a\n\n${PLACEHOLDER}`);
  });

  it("the transcript replaces the placeholder and its segments join in time order", () => {
    const note = {
      content: `Before\n\n${PLACEHOLDER}`,
      segments: [{ text: "Before", timestamp: [0, 1] as [number, number] }],
    };
    const result = {
      text: "w20a w21b",
      segments: [
        { text: "w21b", start: 21, end: 22 },
        { text: "w20a", start: 20, end: 21 },
      ],
    };
    expect(transcriptIntoNote(note, result, false)).toEqual({
      content: "Before\n\nw20a w21b",
      segments: [
        { text: "Before", timestamp: [0, 1] },
        { text: "w20a", timestamp: [20, 21] },
        { text: "w21b", timestamp: [21, 22] },
      ],
    });
  });

  it("keeps the placeholder after the text while more of the note's audio waits", () => {
    const written = transcriptIntoNote(
      { content: PLACEHOLDER, segments: null },
      { text: "w0a", segments: [] },
      true,
    );
    expect(written.content).toBe(`w0a\n\n${PLACEHOLDER}`);
    expect(written.segments).toBeNull();
  });

  it("goes at the end when the student removed the placeholder", () => {
    const written = transcriptIntoNote(
      { content: "My own words", segments: null },
      { text: "w3a", segments: [{ text: " w3a ", start: 3, end: 4 }] },
      false,
    );
    expect(written).toEqual({
      content: "My own words\n\nw3a",
      segments: [{ text: "w3a", timestamp: [3, 4] }],
    });
  });
});

describe("isPermanentFailure", () => {
  it("is true for undecodable and too-short audio only", () => {
    const named = (name: string) => Object.assign(new Error("x"), { name });
    expect(isPermanentFailure(named("AudioDecodeError"))).toBe(true);
    expect(isPermanentFailure(named("AudioTooShortError"))).toBe(true);
    expect(isPermanentFailure(named("AbortError"))).toBe(false);
    expect(isPermanentFailure(new Error("Failed to fetch"))).toBe(false);
  });
});
