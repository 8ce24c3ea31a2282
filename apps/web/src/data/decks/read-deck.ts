// A chosen file, read as far as the format allows before the user's choices (issue 22 Deliver 2): an Anki package
// becomes cards (in the worker); CSV/TSV becomes rows for the mapping step; Quizlet text waits for its separators.
// Size, format and encoding are checked first, so a refused file is never half-read.

import { type DeckFormat, deckFileSizeError, detectDeckFormat, messages, readDelimited } from "@lectern/core";
import type { ImportCard } from "./apkg-read";
import { readApkgInWorker } from "./deck-engine";

export type DeckSource =
  | { format: "apkg"; cards: ImportCard[]; media: number; reviews: number; deckName: string | null }
  | { format: "csv" | "tsv"; rows: string[][] }
  | { format: "quizlet"; text: string };

export type DeckReadResult = ({ ok: true } & DeckSource) | { ok: false; error: string };

/** Decodes a text deck strictly as UTF-8: another encoding would import as mojibake, so it is refused (null). */
export function decodeDeckText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The part of a file name a deck is named after: no folder, no extension. */
export function deckNameFromFile(fileName: string): string {
  return fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]+$/, "")
    .trim();
}

/** Reads a text deck that is already in hand (a pasted Quizlet export, or a text file's contents). */
export function readDeckText(text: string, format: Exclude<DeckFormat, "apkg">): DeckReadResult {
  if (format === "quizlet") return { ok: true, format, text };
  const table = readDelimited(text, format);
  if (!table.ok) return { ok: false, error: table.error };
  if (table.rows.length === 0) return { ok: false, error: messages.decks.emptyFile };
  return { ok: true, format, rows: table.rows };
}

/** Reads a chosen file; the worker does the Anki part. */
export async function readDeckFile(file: File, signal?: AbortSignal): Promise<DeckReadResult> {
  const tooLarge = deckFileSizeError(file.size);
  if (tooLarge) return { ok: false, error: tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectDeckFormat(file.name, bytes.subarray(0, 4));
  if (!format) return { ok: false, error: messages.decks.unknownFormat };
  if (format === "apkg") {
    const result = await readApkgInWorker(bytes, signal);
    return result.ok ? { ...result, format } : result;
  }
  const text = decodeDeckText(bytes);
  if (text === null) return { ok: false, error: messages.decks.notUtf8 };
  return readDeckText(text, format);
}
