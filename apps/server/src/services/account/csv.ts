// The cards' spreadsheet in the export (issue 18 §6): RFC 4180 text that Excel, LibreOffice and Anki read back.

/** A cell a spreadsheet would run as a formula when it starts with one of these (CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text that would start a formula gets a leading apostrophe (OWASP's advice: the spreadsheet then
 * shows it as text); a cell holding a comma, a quote or a line break is quoted, with quotes doubled (RFC 4180 §2).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
