// The printable sheet of a deck (issue 22 Deliver 1): a document of its own, printed from a hidden frame, so the
// print stylesheet (two columns, dashed cut lines, no app chrome) never has to fight the app's. Every text is
// escaped: the sheet holds the user's words, never markup.

import { type DeckFileCard, messages } from "@lectern/core";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const SHEET_CSS = `
  @page { margin: 12mm; }
  * { box-sizing: border-box; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #000; background: #fff; margin: 0; }
  h1 { font-size: 16pt; margin: 0 0 2mm; }
  p.hint { font-size: 9pt; margin: 0 0 4mm; color: #333; }
  .sheet { display: grid; grid-template-columns: 1fr 1fr; }
  .card { border: 1px dashed #666; padding: 5mm; min-height: 45mm; break-inside: avoid; page-break-inside: avoid;
    display: flex; flex-direction: column; gap: 3mm; }
  .front { font-weight: 600; font-size: 12pt; white-space: pre-wrap; overflow-wrap: anywhere; }
  .back { font-size: 10.5pt; white-space: pre-wrap; overflow-wrap: anywhere; border-top: 1px dotted #999; padding-top: 3mm; }
  .tags { font-size: 8pt; color: #444; margin-top: auto; }
`;

/** The sheet as a whole HTML document. */
export function printSheetHtml(title: string, cards: readonly DeckFileCard[]): string {
  const items = cards
    .map(
      (card) =>
        `<article class="card"><div class="front">${escapeHtml(card.front)}</div>` +
        `<div class="back">${escapeHtml(card.back)}</div>` +
        (card.tags.length ? `<div class="tags">${escapeHtml(card.tags.join(" "))}</div>` : "") +
        "</article>",
    )
    .join("");
  const heading = escapeHtml(messages.decks.printHeading(title));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${heading}</title><style>${SHEET_CSS}</style></head><body><h1>${heading}</h1><p class="hint">${escapeHtml(messages.decks.printHint)}</p><main class="sheet" data-testid="print-sheet">${items}</main></body></html>`;
}

/** The frame that holds the sheet while it prints (kept until the next print, so a test can read it). */
const FRAME_ID = "lectern-print-sheet";

/** Prints the sheet from a hidden frame: the browser's print dialog shows only the cards. */
export function printDeckSheet(title: string, cards: readonly DeckFileCard[]): Promise<void> {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement("iframe");
  frame.id = FRAME_ID;
  frame.title = messages.decks.printHeading(title);
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: "fixed",
    width: "0",
    height: "0",
    border: "0",
    right: "0",
    bottom: "0",
  });
  return new Promise((resolve) => {
    frame.onload = () => {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
      resolve();
    };
    frame.srcdoc = printSheetHtml(title, cards);
    document.body.append(frame);
  });
}
