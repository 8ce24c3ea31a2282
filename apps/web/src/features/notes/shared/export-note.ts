// Export a note as a plain TXT or Markdown file (spec 1 §2, spec 2 §9; DESIGN §8: exports are plain files).

import {
  type ExportableNote,
  messages,
  type NoteExportFormat,
  noteExportFileName,
  noteExportText,
} from "@lectern/core";
import { notify } from "@/ui/toaster";

const MIME: Record<NoteExportFormat, string> = { txt: "text/plain", md: "text/markdown" };

export function exportNote(note: ExportableNote, format: NoteExportFormat): void {
  const blob = new Blob([noteExportText(note, format)], { type: `${MIME[format]};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = noteExportFileName(note.title, format);
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  notify.success(messages.notes.exported(format));
}
