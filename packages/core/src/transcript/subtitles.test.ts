import { describe, expect, it } from "vitest";
import { formatClock, formatCueTime, toSrt, toWebVtt, transcriptWithTimestamps } from "./subtitles.ts";

const segments = [
  { text: " Hello class. ", timestamp: [0, 2.5] as [number, number] },
  { text: "Cells <divide> & grow", timestamp: [62.5, 65.004] as [number, number] },
];

describe("formatCueTime (issue 23 §5: subtitle timestamps)", () => {
  it("writes hours, minutes, seconds and milliseconds with the format's separator", () => {
    expect(formatCueTime(62.5, ".")).toBe("00:01:02.500");
    expect(formatCueTime(62.5, ",")).toBe("00:01:02,500");
    expect(formatCueTime(3 * 3600 + 0.0004, ".")).toBe("03:00:00.000");
    expect(formatCueTime(100 * 3600, ",")).toBe("100:00:00,000");
  });

  it("rounds to the millisecond and treats negative or non-finite times as 0", () => {
    expect(formatCueTime(1.2345, ".")).toBe("00:00:01.235");
    expect(formatCueTime(59.9996, ".")).toBe("00:01:00.000");
    expect(formatCueTime(-3, ".")).toBe("00:00:00.000");
    expect(formatCueTime(Number.NaN, ",")).toBe("00:00:00,000");
  });
});

describe("toWebVtt (issue 23 §5)", () => {
  it("is a WEBVTT header and numbered cues with '.' timestamps, text escaped", () => {
    expect(toWebVtt(segments)).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHello class.\n\n2\n00:01:02.500 --> 00:01:05.004\nCells &lt;divide&gt; &amp; grow\n\n",
    );
  });

  it("closes up blank lines inside a text (a blank line would end the cue) and never leaves a cue empty", () => {
    const vtt = toWebVtt([
      { text: "one\n\n--> two", timestamp: [0, 1] },
      { text: "  ", timestamp: [1, 2] },
    ]);
    expect(vtt).toContain("1\n00:00:00.000 --> 00:00:01.000\none\n--&gt; two\n\n");
    expect(vtt).toContain("2\n00:00:01.000 --> 00:00:02.000\n…\n\n");
  });

  it("is only the header for no segments", () => {
    expect(toWebVtt([])).toBe("WEBVTT\n\n");
  });
});

describe("toSrt (issue 23 §5)", () => {
  it("numbers cues from 1 with ',' timestamps", () => {
    expect(toSrt(segments)).toBe(
      "1\n00:00:00,000 --> 00:00:02,500\nHello class.\n\n2\n00:01:02,500 --> 00:01:05,004\nCells <divide> & grow\n\n",
    );
  });

  it("keeps a '-->' in a text from reading as a timing line", () => {
    expect(toSrt([{ text: "a --> b", timestamp: [0, 1] }])).toBe(
      "1\n00:00:00,000 --> 00:00:01,000\na -> b\n\n",
    );
  });
});

describe("formatClock", () => {
  it("is m:ss under an hour and h:mm:ss from an hour", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(62.9)).toBe("1:02");
    expect(formatClock(3600 * 3 + 61)).toBe("3:01:01");
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe("0:00");
  });
});

describe("transcriptWithTimestamps (issue 23 §5)", () => {
  it("is one '[m:ss] text' line per segment", () => {
    expect(transcriptWithTimestamps(segments)).toBe("[0:00] Hello class.\n[1:02] Cells <divide> & grow\n");
  });

  it("puts a segment of several lines on one line", () => {
    expect(transcriptWithTimestamps([{ text: "a\nb", timestamp: [3700, 3701] }])).toBe("[1:01:40] a b\n");
  });
});
