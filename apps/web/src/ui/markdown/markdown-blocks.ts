// A long note (a 200,000-character transcript, issue 21 Deliver 4) rendered as one Markdown tree takes seconds
// and blocks the page. It is cut into runs of whole top-level blocks that render one by one, so the first screen
// paints at once and the rest follows. Cuts fall only on a blank line that cannot be inside a block: never in a
// fenced code block or a $$ math block, and never before an indented line (a list item's next paragraph or
// indented code would change meaning on its own).

export type MarkdownBlock = {
  /** The Markdown of this run of blocks. */
  text: string;
  /** Where the run starts in the whole note, so a passage found in the note maps into the run. */
  offset: number;
};

/** Notes up to this size render as one tree: reference links, footnotes and loose lists work across the note. */
export const SINGLE_BLOCK_LIMIT = 24_000;
/** A run is cut between half and twice this size (a few screens of text). */
export const BLOCK_TARGET = 6_000;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MATH_FENCE = /^ {0,3}\$\$/;

/** A cheap hash of a line's first characters (FNV-1a over up to 32 code units). */
function lineHash(line: string): number {
  let hash = 2166136261;
  for (let i = 0; i < Math.min(line.length, 32); i++) {
    hash ^= line.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** The note as runs of whole blocks; a short note is one run. Joining the runs' texts gives the note back. */
export function splitMarkdownBlocks(
  content: string,
  { single = SINGLE_BLOCK_LIMIT, target = BLOCK_TARGET } = {},
): MarkdownBlock[] {
  if (content.length <= single) return [{ text: content, offset: 0 }];
  const blocks: MarkdownBlock[] = [];
  let start = 0;
  let fence: string | null = null;
  let math = false;
  let previousBlank = false;
  let lineStart = 0;
  while (lineStart < content.length) {
    const newline = content.indexOf("\n", lineStart);
    const lineEnd = newline < 0 ? content.length : newline;
    const line = content.slice(lineStart, Math.min(lineEnd, lineStart + 200));
    const blank = line.trim() === "" && lineEnd - lineStart < 200;
    if (fence !== null) {
      const mark = FENCE.exec(line);
      if (mark?.[1] && mark[1][0] === fence[0] && mark[1].length >= fence.length) fence = null;
    } else if (math) {
      if (line.includes("$$")) math = false;
    } else {
      // A run may end here: the previous line was blank and this one starts a new top-level block. Where it ends
      // depends on the text of the line (content-defined), not only on the size so far, so typing in one run
      // moves no cut after it and the later runs keep their memoised rendering.
      const size = lineStart - start;
      const cut = size >= 2 * target || (size >= target / 2 && lineHash(line) % 4 === 0);
      if (previousBlank && !blank && !/^[ \t]/.test(line) && cut) {
        blocks.push({ text: content.slice(start, lineStart), offset: start });
        start = lineStart;
      }
      const mark = FENCE.exec(line);
      if (mark?.[1]) fence = mark[1];
      // "$$ x $$" on one line closes itself; "$$" alone opens a block that runs to the next "$$".
      else if (MATH_FENCE.test(line) && !line.trim().slice(2).includes("$$")) math = true;
    }
    previousBlank = blank;
    lineStart = newline < 0 ? content.length : newline + 1;
  }
  blocks.push({ text: content.slice(start), offset: start });
  return blocks;
}
