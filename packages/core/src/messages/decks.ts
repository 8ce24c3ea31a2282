// Decks in and out (issue 22): export as Anki, CSV, TSV or a printable sheet, and import from Anki, CSV/TSV and
// Quizlet text. The spec quotes none of these texts: all are Lectern wording, written so a student knows what to
// do next. Limits are said in the user's units (MB, cards).

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const decks = {
  // Export (from /study and the note viewer).
  exportCards: "Export cards",
  exportAnki: "Export cards as Anki (.apkg)",
  exportCsv: "Export cards as CSV",
  exportTsv: "Export cards as TSV",
  exportPrint: "Print cards",
  exportAllCards: "Export all cards",
  exportDueCards: "Export due cards",
  /** The title of the all-cards export (the Anki deck's name, the file name, the sheet heading). */
  allCardsTitle: "All flashcards",
  exportDeckMenu: (title: string) => `Export ${title}`,
  exportNoCards: "This deck has no cards to export.",
  exportFailed: "The cards could not be exported. Please try again.",
  exported: (n: number) => `Exported ${plural(n, "card", "cards")}.`,
  printHeading: (title: string) => `${title} — flashcards`,
  printHint: "Cut along the dashed lines. Each card shows its front; the answer is below it.",
  printBack: "Back to the study deck",
  printNow: "Print",

  // Import screen (/import-cards).
  importHeading: "Import cards",
  importIntro:
    "Bring your cards from Anki (.apkg, .colpkg), a spreadsheet (CSV, TSV) or Quizlet (exported text). Everything stays on this device until it syncs, so importing works offline.",
  importLink: "Import cards",
  chooseFile: "Choose a file",
  pasteQuizlet: "Or paste Quizlet's exported text",
  pasteLabel: "Quizlet text",
  usePasted: "Use this text",
  fileLabel: "Deck file",
  reading: "Reading the file...",
  detected: (format: string) => `Format: ${format}`,
  formatApkg: "Anki package",
  formatCsv: "CSV",
  formatTsv: "TSV",
  formatQuizlet: "Quizlet text",
  // Column mapping (CSV/TSV).
  mappingHeading: "Columns",
  mappingIntro: "Tell us which column holds what. Only the front and the back are needed.",
  firstRowIsHeader: "The first row holds column names",
  roleFront: "Front",
  roleBack: "Back",
  roleTags: "Tags",
  roleSource: "Source",
  roleIgnore: "Ignore",
  columnName: (index: number) => `Column ${index + 1}`,
  // Quizlet separators.
  separatorsHeading: "Separators",
  termSeparator: "Between term and definition",
  cardSeparator: "Between cards",
  separatorTab: "Tab",
  separatorComma: "Comma",
  separatorNewLine: "New line",
  separatorSemicolon: "Semicolon",
  separatorCustom: "Custom",
  customSeparator: "Custom separator",
  // Preview.
  previewHeading: "Preview",
  previewCount: (n: number) => `${plural(n, "card", "cards")} to import`,
  previewFirst: (n: number) => `The first ${plural(n, "card", "cards")}:`,
  front: "Front",
  back: "Back",
  tags: "Tags",
  duplicatesSkipped: (n: number) =>
    `${plural(n, "duplicate", "duplicates")} skipped (same front as another card)`,
  incompleteSkipped: (n: number) => `${plural(n, "row", "rows")} without a front or a back skipped`,
  tooLongSkipped: (n: number) => `${plural(n, "card", "cards")} longer than 10,000 characters skipped`,
  mediaIgnored: (n: number) =>
    `${plural(n, "media file", "media files")} ignored (images and sounds are not imported)`,
  reviewsFound: (n: number) => `${plural(n, "review", "reviews")} in the file's history`,
  keepHistory: "Keep my review history",
  keepHistoryHint: "Your past reviews come along, so each card's schedule continues where Anki left it.",
  // Deck choice.
  deckHeading: "Deck",
  deckNew: "A new deck",
  deckExisting: "An existing deck",
  deckUncategorized: "Uncategorized",
  deckName: "Deck name",
  deckPick: "Choose a deck",
  importButton: (n: number) => `Import ${plural(n, "card", "cards")}`,
  importing: "Importing...",
  importingProgress: (saved: number, total: number) =>
    `Importing... ${saved.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} cards saved`,
  cancel: "Cancel",
  imported: (n: number, title: string) => `Imported ${plural(n, "card", "cards")} into ${title}.`,
  importedOffline: "They are saved on this device and will sync when you are back online.",
  importFailed: "The cards could not be saved. Nothing was imported. Please try again.",
  nothingToImport: "There are no new cards to import in this file.",
  studyImported: "Study them now",
  startOver: "Choose another file",

  // Bad input (issue 22 Deliver 4): each one refuses the whole file, so nothing is written.
  fileTooLarge: (mb: number) =>
    `This file is larger than ${mb} MB. Please split the deck and import it in parts.`,
  tooManyCards: (max: number) =>
    `This file has more than ${plural(max, "card", "cards")}. Please split the deck and import it in parts.`,
  unknownFormat:
    "This file is not a deck Lectern can read. Choose an Anki package (.apkg, .colpkg), a CSV or TSV file, or Quizlet's exported text (.txt).",
  notAZip: "This file is not a valid Anki package: it is damaged or is not a zip file.",
  notAnki: "This zip file is not an Anki package: it holds no Anki collection.",
  corruptCollection: "This Anki package is damaged: its collection could not be read.",
  brokenQuote: (line: number) =>
    `The file has a broken quote on line ${line}: a quoted field is never closed. Fix the file and import it again. Nothing was imported.`,
  strayQuote: (line: number) =>
    `The file has a stray quote on line ${line}: a quoted field must be followed by a separator or the end of the line. Fix the file and import it again. Nothing was imported.`,
  noFrontColumn: "Choose the column that holds the front of the cards.",
  noBackColumn: "Choose the column that holds the back of the cards.",
  emptyFile: "This file holds no cards.",
  customSeparatorEmpty: "Type the custom separator.",
  notUtf8: "This file is not UTF-8 text. Save it as UTF-8 (CSV UTF-8 in spreadsheets) and import it again.",
} as const;
