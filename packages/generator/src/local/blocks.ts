// A note's markdown read into blocks before any NLP: paragraphs split at blank lines, heading lines taken out
// (they name the section of what follows), and lines that stand alone (list items, table rows, captions,
// term-list and title lines) as blocks of their own. nlp.ts reads each block into sentences.

export type Block = { heading: string | null; text: string };

/** A block with what its lines said about it (see Sentence in nlp.ts). */
export type MarkedBlock = Block & { marker: string | null; headingNumber: number; ownLine: boolean };

const HEADING = /^#{1,6}\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+•▪◦–]|\d{1,3}[.)]|[a-z][.)]|\(\d{1,3}\)|\([a-z]\))\s+/;
const MAX_OWN_LINE = 300;
/** A line of a term list: "term: definition", "term - definition", "term – definition" (term ≤ 6 words). */
export const TERM_LINE = /^\s*[\p{L}\p{N}][\p{L}\p{N}'’()/ .,-]{0,60}?\s*(?::|\s[-–—]\s)\s*\S/u;
/** A table row: pipes between cells, or two or more tabs. */
const TABLE_ROW = /^\s*\|.*\||\t.*\t|^[^|\n]*\|[^|\n]*\|/;
const CAPTION_LINE = /^\s*(?:Figure|Fig\.|Table|Image|Photo|Source|Credit|Diagram|Chart|Graph|Map)\b/i;

/**
 * The blocks of a note: paragraphs split at blank lines, with markdown heading lines taken out (they name the
 * section of what follows) and list items as blocks of their own.
 */
export function splitBlocks(text: string): Block[] {
  return markedBlocks(text).map(({ heading, text: body }) => ({ heading, text: body }));
}

/**
 * splitBlocks with what each line said: its list marker, the headings above it, and whether it stands as a line
 * of its own. Title lines, term-list lines, table rows and captions are blocks of their own, so wink never runs
 * "Learning Objectives" or "Osmosis: water moving …" into the next line's sentence.
 */
export function markedBlocks(text: string): MarkedBlock[] {
  const blocks: MarkedBlock[] = [];
  let heading: string | null = null;
  let headingNumber = 0;
  for (const paragraph of text.split(/\n[ \t\r\f\v]*\n/)) {
    let lines: string[] = [];
    let marker: string | null = null;
    const flush = (ownLine = false) => {
      const body = lines.join("\n").trim();
      if (body)
        blocks.push({ heading, text: body, marker, headingNumber, ownLine: ownLine || marker !== null });
      lines = [];
      marker = null;
    };
    const rows = paragraph.split("\n");
    for (const [n, line] of rows.entries()) {
      const h = line.length <= MAX_OWN_LINE ? HEADING.exec(line.trim()) : null;
      const item = line.length <= MAX_OWN_LINE * 10 ? LIST_ITEM.exec(line) : null;
      if (h) {
        flush();
        heading = h[1]?.trim() || null;
        headingNumber += 1;
      } else if (item) {
        flush();
        marker = item[0].trim();
        lines.push(line.slice(item[0].length));
      } else if (ownLine(line, lines.length === 0 || marker !== null, rows[n + 1])) {
        flush();
        lines.push(line);
        flush(true);
      } else {
        lines.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** A line that stands on its own: a table row, a caption, a term-list line, or a title line. */
function ownLine(line: string, opensParagraph: boolean, next: string | undefined): boolean {
  if (line.length > MAX_OWN_LINE) return false;
  if (TABLE_ROW.test(line)) return true;
  if (!opensParagraph) return false;
  // Term-list lines follow one another, often in lower case ("cell: the smallest unit…").
  if (TERM_LINE.test(line) && (nextStartsAnew(next) || TERM_LINE.test(next ?? ""))) return true;
  return nextStartsAnew(next) && (CAPTION_LINE.test(line) || titleLine(line));
}

/** The next line is not the rest of a wrapped sentence: none, blank, or a new start (capital, number, bullet). */
function nextStartsAnew(next: string | undefined): boolean {
  return next === undefined || next.trim() === "" || /^\s*(?:[\p{Lu}\p{N}"“(|]|[-*+•])/u.test(next);
}

/**
 * A title line: short, no sentence end (it opens its paragraph and the next line starts anew, so a hard-wrapped
 * sentence's first line is not one). Whether it is a heading is the classifier's
 * call (it has the parts of speech); here it only keeps the line out of the next sentence.
 */
function titleLine(line: string): boolean {
  const t = line.trim();
  if (!/^[\p{Lu}\p{N}]/u.test(t) || /[.!?,;]["'”’)]*$/.test(t) || t.length > 100) return false;
  return t.split(/\s+/).length <= 12;
}
