// Decks in and out (issue 22): reading deck files, planning and saving an import as one batch of synced records,
// and exporting a deck as Anki, CSV, TSV or a printable sheet. Shared by the study, notes and import screens.

export type { ImportCard, ImportedReview } from "./apkg-read";
export { prepareDeckWorker, warmDeckEngine } from "./deck-engine";
export { type DeckExportFormat, EXPORT_ALL_CARDS, type ExportDeckId, loadExportDeck } from "./export-deck";
export { type ImportPlan, type ImportPlanResult, planImport } from "./plan";
export {
  type DeckReadResult,
  type DeckSource,
  deckNameFromFile,
  readDeckFile,
  readDeckText,
} from "./read-deck";
export { exportDeck } from "./run-export";
export {
  existingFrontsFor,
  ImportSaveError,
  type ImportTarget,
  type SavedImport,
  saveImportedDeck,
} from "./save-import";
