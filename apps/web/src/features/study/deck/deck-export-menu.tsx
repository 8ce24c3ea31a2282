import { messages } from "@lectern/core";
import { ChevronDownIcon, DownloadIcon, EllipsisVerticalIcon } from "lucide-react";
import { useEffect } from "react";
import { type DeckExportFormat, type ExportDeckId, exportDeck, warmDeckEngine } from "@/data/decks";
import { useDuePlan } from "@/data/study";
import { Button } from "@/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/ui/dropdown-menu";

const t = messages.decks;
const FORMATS: { format: DeckExportFormat; label: string }[] = [
  { format: "apkg", label: t.exportAnki },
  { format: "csv", label: t.exportCsv },
  { format: "tsv", label: t.exportTsv },
  { format: "print", label: t.exportPrint },
];

function FormatItems({ deckId }: { deckId: ExportDeckId }) {
  return FORMATS.map(({ format, label }) => (
    <DropdownMenuItem key={format} onSelect={() => void exportDeck(deckId, format)}>
      {label}
    </DropdownMenuItem>
  ));
}

/** One deck card's export menu (issue 22 Deliver 1): its cards as Anki, CSV, TSV or a printable sheet. */
export function DeckCardExportMenu({ deckId, title }: { deckId: string; title: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="relative z-10 -mr-2 -mt-1"
          aria-label={t.exportDeckMenu(title)}
        >
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <FormatItems deckId={deckId} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The deck list's export menu: all cards, or today's due cards, in each format. */
export function DeckListExportMenu() {
  const dueCount = useDuePlan().plan.due.length;
  // The Anki export's engine is fetched while online, so exporting works offline later (DESIGN §5).
  useEffect(() => warmDeckEngine(), []);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <DownloadIcon aria-hidden="true" />
          {t.exportCards}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t.exportAllCards}</DropdownMenuLabel>
        <FormatItems deckId="all" />
        {dueCount > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t.exportDueCards}</DropdownMenuLabel>
            <FormatItems deckId="due" />
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
