// Which reader a chosen file needs (issue 22 Deliver 2): by its first bytes, then its name. A zip is always tried
// as an Anki package, whatever its name, so a renamed .apkg still imports and a non-Anki zip gets its own message.

export type DeckFormat = "apkg" | "csv" | "tsv" | "quizlet";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** The file's format, or null when Lectern cannot read it (an image, a PDF, an unknown extension). */
export function detectDeckFormat(fileName: string, head: Uint8Array): DeckFormat | null {
  if (startsWith(head, ZIP_MAGIC) || startsWith(head, EMPTY_ZIP_MAGIC)) return "apkg";
  const name = fileName.toLowerCase();
  if (name.endsWith(".apkg") || name.endsWith(".colpkg")) return "apkg";
  if (name.endsWith(".csv")) return "csv";
  if (name.endsWith(".tsv") || name.endsWith(".tab")) return "tsv";
  // Quizlet's export is text the user copies; saved, it is a .txt file.
  if (name.endsWith(".txt")) return "quizlet";
  return null;
}
