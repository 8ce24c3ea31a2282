import { describe, expect, it } from "vitest";
import { toTranscriptionResult } from "./whisper-output";

describe("toTranscriptionResult (spec 1 §3: segments with a pair of timestamps in seconds)", () => {
  it("shifts every segment by the audio's offset and trims texts", () => {
    const result = toTranscriptionResult(
      {
        text: " Hello there. General Kenobi.",
        chunks: [
          { text: " Hello there.", timestamp: [0, 1.5] },
          { text: " General Kenobi.", timestamp: [1.5, 3.02] },
        ],
      },
      16000 * 4,
      60,
    );
    expect(result).toEqual({
      text: "Hello there. General Kenobi.",
      segments: [
        { text: "Hello there.", start: 60, end: 61.5 },
        { text: "General Kenobi.", start: 61.5, end: 63.02 },
      ],
    });
  });

  it("closes an open last segment at the end of the audio and drops blank chunks", () => {
    const result = toTranscriptionResult(
      {
        text: "one two",
        chunks: [
          { text: " one", timestamp: [0.2, 1] },
          { text: "  ", timestamp: [1, 2] },
          { text: " two", timestamp: [2, null] },
        ],
      },
      16000 * 2.5,
    );
    expect(result.segments).toEqual([
      { text: "one", start: 0.2, end: 1 },
      { text: "two", start: 2, end: 2.5 },
    ]);
  });

  it("keeps times inside the audio and uses the plain text when there are no chunks", () => {
    const result = toTranscriptionResult({ text: " just text ", chunks: [] }, 16000);
    expect(result).toEqual({ text: "just text", segments: [] });
    const clamped = toTranscriptionResult(
      { text: "x", chunks: [{ text: "x", timestamp: [0.5, 30] }] },
      16000,
    );
    expect(clamped.segments).toEqual([{ text: "x", start: 0.5, end: 1 }]);
  });
});
