// Export a note as a plain TXT or Markdown file (spec 1 §2, spec 2 §9; DESIGN §8: exports are plain files).

import {
  type ExportableNote,
  markdownToPlainText,
  messages,
  type NoteExportFormat,
  noteExportFileName,
  noteExportText,
} from "@lectern/core";
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
