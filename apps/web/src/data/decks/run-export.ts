// The export the menus call (issue 22 Deliver 1): reads the deck, builds the file (the worker for Anki) and hands
// it to the browser's downloads, or prints the sheet; says what happened in a toast.

import { messages } from "@lectern/core";
import { saveFile } from "@/ui/save-file";
import { notify } from "@/ui/toaster";
import { buildApkgInWorker } from "./deck-engine";
import { type DeckExportFormat, deckExportFile, type ExportDeckId, loadExportDeck } from "./export-deck";
import { printDeckSheet } from "./print-sheet";

export async function exportDeck(deckId: ExportDeckId, format: DeckExportFormat): Promise<void> {
  try {
    const deck = await loadExportDeck(deckId);
    if (deck.cards.length === 0) {
      notify.error(messages.decks.exportNoCards);
      return;
    }
    if (format === "print") {
      await printDeckSheet(deck.title, deck.cards);
      return;
    }
    const file = await deckExportFile(deck, format, (d) =>
      buildApkgInWorker({ name: d.title, cards: d.cards }),
    );
    saveFile(file.blob, file.fileName);
    notify.success(messages.decks.exported(deck.cards.length));
  } catch (error) {
    console.error(error);
    notify.error(messages.decks.exportFailed);
  }
}
