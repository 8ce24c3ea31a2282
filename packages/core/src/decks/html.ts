// Anki fields are HTML; Lectern cards are text (issue 22 Deliver 2: "HTML reduced to text"). Pure string work, so
// the same function runs in a worker, in Node tests and on the device, and no markup is ever rendered on the way.

import { decodeEntities } from "../text/html-entities.ts";

/**
 * An Anki field as plain text: scripts, styles and sound tags dropped, line-breaking tags (br, div, p, li, tr)
 * turned into line breaks, every other tag removed, entities decoded, runs of spaces and of blank lines collapsed.
 * Images leave nothing (media is not imported).
 */
export function ankiFieldToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/\[sound:[^\]]*\]/g, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(div|p|li|tr|h[1-6])\s*>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "• ")
    .replace(/<[^>]*>/g, "")
    .replace(/&[^;\s]{1,10};/g, (entity) => decodeEntities(entity))
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Text as an Anki field: HTML special characters escaped, line breaks as <br>, so Anki shows it as written. */
export function textToAnkiField(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replace(/\r\n|\r|\n/g, "<br>");
}
