import { describe, expect, it } from "vitest";
import { nearestSpeed, PLAYBACK_SPEEDS, partAt, SKIP_SECONDS, segmentAt, skipTarget } from "./playback.ts";

const seg = (start: number, end: number) => ({
  text: `${start}`,
  timestamp: [start, end] as [number, number],
});

describe("segmentAt (issue 23 §2: the segment being played is highlighted)", () => {
  const segments = [seg(0, 2), seg(2, 5), seg(7, 9)];

  it("finds the segment holding the time, a shared boundary going to the later segment", () => {
    expect(segmentAt(segments, 0)).toBe(0);
    expect(segmentAt(segments, 1.99)).toBe(0);
    expect(segmentAt(segments, 2)).toBe(1);
    expect(segmentAt(segments, 8.5)).toBe(2);
    expect(segmentAt(segments, 9)).toBe(2);
  });

  it("is -1 before the first segment, in a gap, after the last and for no segments", () => {
    expect(segmentAt([seg(1, 2)], 0.5)).toBe(-1);
    expect(segmentAt(segments, 6)).toBe(-1);
    expect(segmentAt(segments, 9.01)).toBe(-1);
    expect(segmentAt([], 3)).toBe(-1);
  });

  it("agrees with a linear scan over a 3-hour transcript", () => {
    const long = Array.from({ length: 5400 }, (_, i) => seg(i * 2, i * 2 + 1.5));
    for (const t of [0, 1.6, 1.5, 5000.2, 10799.4, 10798, 20000]) {
      const linear = long.findIndex((s) => s.timestamp[0] <= t && t <= s.timestamp[1]);
      expect(segmentAt(long, t)).toBe(linear);
    }
  });
});

describe("speeds (issue 23 §2: speed 0.75-2x)", () => {
  it("steps from 0.75 to 2", () => {
    expect(PLAYBACK_SPEEDS[0]).toBe(0.75);
    expect(PLAYBACK_SPEEDS.at(-1)).toBe(2);
    expect(PLAYBACK_SPEEDS).toContain(1);
  });

  it("turns any rate into the nearest step, 1 for nonsense", () => {
    expect(nearestSpeed(1.3)).toBe(1.25);
    expect(nearestSpeed(0.1)).toBe(0.75);
    expect(nearestSpeed(16)).toBe(2);
    expect(nearestSpeed(Number.NaN)).toBe(1);
  });
});

describe("skipTarget (issue 23 §2: skip ±10 s)", () => {
  it("moves by the step and clamps to the start and the known end", () => {
    expect(SKIP_SECONDS).toBe(10);
    expect(skipTarget(30, SKIP_SECONDS, 100)).toBe(40);
    expect(skipTarget(4, -SKIP_SECONDS, 100)).toBe(0);
    expect(skipTarget(95, SKIP_SECONDS, 100)).toBe(100);
  });

  it("only clamps at 0 when the length is unknown (a recorder's WebM reports Infinity)", () => {
    expect(skipTarget(95, 10, Number.POSITIVE_INFINITY)).toBe(105);
    expect(skipTarget(Number.NaN, 10, Number.NaN)).toBe(10);
  });
});

describe("partAt (issue 23 §2: a note's audio in several parts)", () => {
  const parts = [
    { id: "a", offsetSeconds: 0, seconds: 60 },
    { id: "b", offsetSeconds: 90, seconds: null },
  ];

  it("picks the part holding the time and the time inside it", () => {
    expect(partAt(parts, 30)).toEqual({ index: 0, part: parts[0], localTime: 30 });
    expect(partAt(parts, 100)).toEqual({ index: 1, part: parts[1], localTime: 10 });
  });

  it("holds the end of a part through a gap and starts the first part for earlier times", () => {
    expect(partAt(parts, 75)?.localTime).toBe(60);
    expect(partAt([{ offsetSeconds: 5, seconds: 10 }], 2)).toEqual({
      index: 0,
      part: { offsetSeconds: 5, seconds: 10 },
      localTime: 0,
    });
  });

  it("is null for no parts", () => {
    expect(partAt([], 3)).toBeNull();
  });
});
