// Delimited text (RFC 4180) both ways, for CSV and TSV decks (issue 22). Core stays dependency-free, and the rule
// is small: a field is quoted when it holds the separator, a quote, or a line break; a quote inside is doubled.
// The reader is strict where a loose reader would import garbage: an unclosed quote or a quote followed by text is
// an error with its line, and nothing is imported.

import { messages } from "../messages.ts";

/** The byte-order mark spreadsheets need to read a CSV as UTF-8 (Excel otherwise guesses the local code page). */
export const UTF8_BOM = "\uFEFF";

export type DelimitedKind = "csv" | "tsv";

export const DELIMITERS: Record<DelimitedKind, string> = { csv: ",", tsv: "\t" };

/** One field as RFC 4180 writes it: quoted only when it has to be. */
function writeField(value: string, delimiter: string): string {
  if (value.includes(delimiter) || value.includes('"') || value.includes("\n") || value.includes("\r")) {
    return `"${value.replaceAll('"', '""')}"`;
  }
  return value;
}

/**
 * Rows as delimited text: CRLF line ends (RFC 4180), and for CSV a UTF-8 byte-order mark first so spreadsheets
 * read accents and scripts right. TSV gets no mark: tools that read TSV rarely expect one.
 */
export function writeDelimited(rows: readonly (readonly string[])[], kind: DelimitedKind): string {
  const delimiter = DELIMITERS[kind];
  const body = rows
    .map((row) => row.map((field) => writeField(field, delimiter)).join(delimiter))
    .join("\r\n");
  return (kind === "csv" ? UTF8_BOM : "") + body + (rows.length ? "\r\n" : "");
}

export type DelimitedResult = { ok: true; rows: string[][] } | { ok: false; error: string; line: number };

/**
 * Reads delimited text into rows of fields. Quoted fields may hold separators, doubled quotes and line breaks;
 * CRLF, LF and CR all end a row; a leading byte-order mark is dropped; blank lines are skipped. A quote that is
 * never closed, or a closing quote followed by anything but a separator or a line end, fails with the line where
 * it happened (1-based), so the user can find it.
 */
export function readDelimited(text: string, kind: DelimitedKind): DelimitedResult {
  const delimiter = DELIMITERS[kind];
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  // A quoted field ("" included) is a field even when empty, so a line of "" is a row, not a blank line.
  let quoted = false;
  let line = 1;
  let i = 0;
  const endField = () => {
    row.push(field);
    field = "";
    quoted = false;
  };
  const endRow = () => {
    const blank = row.length === 0 && field === "" && !quoted;
    endField();
    if (!blank) rows.push(row);
    row = [];
  };
  while (i < input.length) {
    const char = input[i];
    if (char === '"' && field === "" && !quoted) {
      const openedOn = line;
      quoted = true;
      i++;
      let closed = false;
      while (i < input.length) {
        const inner = input[i];
        if (inner === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          closed = true;
          i++;
          break;
        }
        if (inner === "\n" || (inner === "\r" && input[i + 1] !== "\n")) line++;
        field += inner;
        i++;
      }
      if (!closed) return { ok: false, error: messages.decks.brokenQuote(openedOn), line: openedOn };
      const next = input[i];
      if (next !== undefined && next !== delimiter && next !== "\n" && next !== "\r") {
        return { ok: false, error: messages.decks.strayQuote(line), line };
      }
      continue;
    }
    if (char === delimiter) {
      endField();
      i++;
      continue;
    }
    if (char === "\r" || char === "\n") {
      endRow();
      i += char === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line++;
      continue;
    }
    field += char;
    i++;
  }
  if (field !== "" || quoted || row.length) endRow();
  return { ok: true, rows };
}
