// The replay's rules (issue 23 §2): which segment is being played, the speed steps, the ±10 s skip, and which part
// of a note's audio holds a time on the transcript's timeline.

import type { TranscriptSegment } from "../schemas/notes.ts";

/**
 * The index of the segment being played at `t` seconds, or -1 before the first and in a gap between segments.
 * Segments are in time order (as the transcriber makes them): a binary search, so a 3-hour transcript costs ~12 steps
 * per `timeupdate`.
 */
export function segmentAt(segments: readonly TranscriptSegment[], t: number): number {
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((segments[mid] as TranscriptSegment).timestamp[0] <= t) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (found < 0) return -1;
  return t <= (segments[found] as TranscriptSegment).timestamp[1] ? found : -1;
}

/** The player's speeds, slowest first (issue 23 §2: 0.75-2x). */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** The allowed speed nearest to `rate` (a stored or typed value that is not a step becomes one). */
export function nearestSpeed(rate: number): PlaybackSpeed {
  if (!Number.isFinite(rate)) return 1;
  return PLAYBACK_SPEEDS.reduce(
    (best, step) => (Math.abs(step - rate) < Math.abs(best - rate) ? step : best),
    1,
  );
}

/** The skip buttons' and J/L's step (issue 23 §2). */
export const SKIP_SECONDS = 10;

/** Where a skip of `delta` seconds from `current` lands: never before 0 nor past the end when the end is known. */
export function skipTarget(current: number, delta: number, duration: number): number {
  const target = Math.max(0, (Number.isFinite(current) ? current : 0) + delta);
  return Number.isFinite(duration) && duration >= 0 ? Math.min(target, duration) : target;
}

/** One recording of a note: where it starts on the transcript's timeline and how long it is (null: unknown). */
export type AudioPart = { offsetSeconds: number; seconds: number | null };

/**
 * The part that holds timeline time `t` and the time within it: the last part starting at or before `t` (a part of
 * unknown length holds everything up to the next part); before the first part, the first part from its start.
 */
export function partAt<P extends AudioPart>(
  parts: readonly P[],
  t: number,
): { index: number; part: P; localTime: number } | null {
  if (!parts.length) return null;
  let index = 0;
  for (let i = 0; i < parts.length; i++) if ((parts[i] as P).offsetSeconds <= t) index = i;
  const part = parts[index] as P;
  const local = Math.max(0, t - part.offsetSeconds);
  return { index, part, localTime: part.seconds === null ? local : Math.min(local, part.seconds) };
}
