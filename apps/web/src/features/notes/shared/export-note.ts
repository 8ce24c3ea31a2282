// Export a note as a plain TXT or Markdown file (spec 1 §2, spec 2 §9; DESIGN §8: exports are plain files).

import {
  type ExportableNote,
  markdownToPlainText,
  messages,
  type NoteExportFormat,
  noteExportFileName,
  noteExportText,
  sanitizeFileName,
  type TranscriptSegment,
  toSrt,
  toWebVtt,
  transcriptWithTimestamps,
} from "@lectern/core";
import { audioOfNote, readAudioFile } from "@/data/audio";
import { saveFile } from "@/ui/save-file";
import { notify } from "@/ui/toaster";

const MIME: Record<NoteExportFormat, string> = { txt: "text/plain", md: "text/markdown" };

/** Schemes that run or render content when a Markdown viewer follows the link (issue 12). */
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data):/;
/** A pasted picture stays: a raster image cannot run script, and notes often hold one inline. */
const RASTER_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp);/;
/** An inline link or image destination (`](dest`, `](<dest`) and a reference definition (`[id]: dest`). */
const INLINE_DESTINATION = /(\]\([ \t]*\n?[ \t]*<?)([^\s)>]+)/g;
const REFERENCE_DESTINATION = /^( {0,3}\[[^\]\n]+\]:[ \t]*\n?[ \t]*<?)(\S+)/gm;

/** The scheme as a browser reads it: entities decoded, whitespace and control characters gone, lower case. */
function schemeView(destination: string): string {
  return destination
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/[\p{Cc}\s]/gu, "")
    .toLowerCase();
}

/** Whether following this link destination would run script or render foreign content. */
export function isUnsafeLinkDestination(destination: string): boolean {
  const view = schemeView(destination);
  return UNSAFE_SCHEME.test(view) && !RASTER_IMAGE.test(view);
}

/**
 * A Markdown export whose links cannot run anything: an unsafe destination becomes a same-page fragment (`#` in
 * front), so the text, and what the link said, stay readable in the file.
 */
export function neutraliseUnsafeLinks(markdown: string): string {
  const neutralise = (_: string, before: string, destination: string) =>
    `${before}${isUnsafeLinkDestination(destination) ? `#${destination}` : destination}`;
  return markdown.replace(INLINE_DESTINATION, neutralise).replace(REFERENCE_DESTINATION, neutralise);
}

/**
 * The file's text (issue 21): MD is the note's Markdown (links made safe); TXT is its plain text, the Markdown
 * syntax read away (headings, emphasis, links' text, table cells).
 */
export function exportFileText(note: ExportableNote, format: NoteExportFormat): string {
  if (format === "txt") return noteExportText({ ...note, content: markdownToPlainText(note.content) }, "txt");
  return neutraliseUnsafeLinks(noteExportText(note, "md"));
}

export function exportNote(note: ExportableNote, format: NoteExportFormat): void {
  const blob = new Blob([exportFileText(note, format)], { type: `${MIME[format]};charset=utf-8` });
  saveFile(blob, noteExportFileName(note.title, format));
  notify.success(messages.notes.exported(format));
}

/** Issue 23 §5: the transcript as subtitles (WebVTT, SRT) or as text with timestamps. */
export type TranscriptExportFormat = "vtt" | "srt" | "timestamped";

const TRANSCRIPT_EXPORTS: Record<
  TranscriptExportFormat,
  { write: (segments: readonly TranscriptSegment[]) => string; suffix: string; mime: string; what: string }
> = {
  vtt: { write: toWebVtt, suffix: ".vtt", mime: "text/vtt", what: "WebVTT" },
  srt: { write: toSrt, suffix: ".srt", mime: "application/x-subrip", what: "SRT" },
  timestamped: {
    write: transcriptWithTimestamps,
    suffix: "_transcript.txt",
    mime: "text/plain",
    what: "TXT",
  },
};

/** The transcript's segments when the exported note has some (a recording note, or a draft from the recorder). */
export function segmentsOf(note: ExportableNote): readonly TranscriptSegment[] {
  const segments = (note as { segments?: unknown }).segments;
  return Array.isArray(segments) ? (segments as TranscriptSegment[]) : [];
}

/** The transcript file: its text and name (the title, as the other exports name it). */
export function transcriptFile(
  note: ExportableNote,
  format: TranscriptExportFormat,
): { text: string; fileName: string; mimeType: string } {
  const { write, suffix, mime } = TRANSCRIPT_EXPORTS[format];
  return {
    text: write(segmentsOf(note)),
    fileName: `${sanitizeFileName(note.title)}${suffix}`,
    mimeType: mime,
  };
}

export function exportTranscript(note: ExportableNote, format: TranscriptExportFormat): void {
  const file = transcriptFile(note, format);
  saveFile(new Blob([file.text], { type: `${file.mimeType};charset=utf-8` }), file.fileName);
  notify.success(messages.lectureAudio.exported(TRANSCRIPT_EXPORTS[format].what));
}

/** Downloads the note's kept audio, each part as its own file (issue 23 §5); the OPFS file is handed over as is. */
export async function exportNoteAudio(noteId: string): Promise<void> {
  try {
    const parts = await audioOfNote(noteId);
    if (!parts.length) {
      notify.error(messages.lectureAudio.notOnThisDevice);
      return;
    }
    for (const part of parts) {
      const file = await readAudioFile(part.id);
      saveFile(file, file.name);
    }
    notify.success(
      messages.lectureAudio.exported(
        parts.length === 1 ? (parts[0]?.fileName ?? "") : `${parts.length} files`,
      ),
    );
  } catch (error) {
    console.error("Downloading the audio failed", error);
    notify.error(messages.lectureAudio.exportFailed);
  }
}
