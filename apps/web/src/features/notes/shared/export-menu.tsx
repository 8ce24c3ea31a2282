import type { ExportableNote } from "@lectern/core";
import { ChevronDownIcon, DownloadIcon } from "lucide-react";
import { Button } from "@/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/ui/dropdown-menu";
import { exportNote } from "./export-note";

/** Export as TXT or Markdown (spec 1 §2, spec 2 §2). `note` is read when the user picks a format. */
export function ExportMenu({ note, disabled }: { note: () => ExportableNote; disabled?: boolean }) {
  return (
    <DropdownMenu>
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
