import { type ExportableNote, isUuidV4, messages } from "@lectern/core";
import { ChevronDownIcon, DownloadIcon } from "lucide-react";
import { type DeckExportFormat, exportDeck, warmDeckEngine } from "@/data/decks";
import { Button } from "@/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/ui/dropdown-menu";
import { exportNote, exportNoteAudio, exportTranscript, segmentsOf } from "./export-note";

const t = messages.decks;
const audio = messages.lectureAudio;
/** issue 22 Deliver 1: the note's cards as Anki, CSV, TSV or a printable sheet. */
const CARD_FORMATS: { format: DeckExportFormat; label: string }[] = [
  { format: "apkg", label: t.exportAnki },
  { format: "csv", label: t.exportCsv },
  { format: "tsv", label: t.exportTsv },
  { format: "print", label: t.exportPrint },
];

/** The saved note's id, when the exported note is one (the viewer's); a draft has none, so no cards. */
const savedNoteId = (note: ExportableNote): string | null => {
  const id = (note as { id?: unknown }).id;
  return isUuidV4(id) ? id : null;
};

/** Export as TXT or Markdown (spec 1 §2, spec 2 §2), the transcript and audio (issue 23), and the note's cards (issue 22). `note` is read when the user picks a format. */
export function ExportMenu({ note, disabled }: { note: () => ExportableNote; disabled?: boolean }) {
  const noteId = savedNoteId(note());
  const hasSegments = segmentsOf(note()).length > 0;
  return (
    // Opening the menu fetches the Anki export's engine while online, so it is there offline later (DESIGN §5).
    <DropdownMenu onOpenChange={(open) => open && noteId && warmDeckEngine()}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="outline">
          <DownloadIcon aria-hidden="true" />
          Export
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => exportNote(note(), "txt")}>Export as TXT</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => exportNote(note(), "md")}>Export as Markdown</DropdownMenuItem>
        {hasSegments && (
          <>
            <DropdownMenuSeparator />
            {noteId && (
              <DropdownMenuItem onSelect={() => void exportNoteAudio(noteId)}>
                {audio.exportAudio}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => exportTranscript(note(), "vtt")}>
              {audio.exportVtt}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => exportTranscript(note(), "srt")}>
              {audio.exportSrt}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => exportTranscript(note(), "timestamped")}>
              {audio.exportTimestamped}
            </DropdownMenuItem>
          </>
        )}
        {noteId && (
          <>
            <DropdownMenuSeparator />
            {CARD_FORMATS.map(({ format, label }) => (
              <DropdownMenuItem key={format} onSelect={() => void exportDeck(noteId, format)}>
                {label}
              </DropdownMenuItem>
            ))}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
