// A transcript's segments as WebVTT and SRT subtitles, and as text with timestamps (issue 23 §5).

import type { TranscriptSegment } from "../schemas/notes.ts";

/** `00:01:02.500` (WebVTT, separator '.') or `00:01:02,500` (SRT, separator ','); hours never wrap. */
export function formatCueTime(seconds: number, separator: "." | ","): string {
  const ms = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(ms % 1000, 3)}`;
}

/**
 * One cue's text: trimmed, inner blank lines closed up (a blank line ends a cue in both formats), and never empty
 * (an empty cue text would end the cue too early for some players).
 */
function cueText(text: string): string {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.join("\n") || "…";
}

/** WebVTT cue text must not hold '-->' and treats '<' and '&' as markup (W3C WebVTT §4.2.2). */
const escapeVtt = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** SRT has no escapes; '-->' in a text line is the only thing that could be read as a timing line. */
const escapeSrt = (text: string) => text.replace(/-->/g, "->");

/** The segments as a WebVTT file: a header, then numbered cues. */
export function toWebVtt(segments: readonly TranscriptSegment[]): string {
  const cues = segments.map(
    (segment, i) =>
      `${i + 1}\n${formatCueTime(segment.timestamp[0], ".")} --> ${formatCueTime(segment.timestamp[1], ".")}\n${escapeVtt(cueText(segment.text))}`,
  );
  return `WEBVTT\n\n${cues.map((cue) => `${cue}\n\n`).join("")}`;
}

/** The segments as an SRT file: numbered cues from 1, CRLF-free, one blank line between cues. */
export function toSrt(segments: readonly TranscriptSegment[]): string {
  return segments
    .map(
      (segment, i) =>
        `${i + 1}\n${formatCueTime(segment.timestamp[0], ",")} --> ${formatCueTime(segment.timestamp[1], ",")}\n${escapeSrt(cueText(segment.text))}\n\n`,
    )
    .join("");
}

/** `1:02` or `1:02:03`: a clock for people (the player's times, the text export's stamps). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const secs = String(total % 60).padStart(2, "0");
  return hours ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}

/** The transcript as text: one line per segment, `[0:00] text`, lines of one segment joined by a space. */
export function transcriptWithTimestamps(segments: readonly TranscriptSegment[]): string {
  return segments
    .map((segment) => `[${formatClock(segment.timestamp[0])}] ${cueText(segment.text).replace(/\n/g, " ")}\n`)
    .join("");
}
