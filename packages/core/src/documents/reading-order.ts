// A PDF page's text in reading order (issue 19 §1, §2: the browser's PDF worker and the server read pages with it). pdf.js gives text runs in content-stream order, which for
// two-column layouts drawn row by row interleaves the columns, and it has no column detection of its own (only
// tagged PDFs carry a logical order). So the order is rebuilt from geometry: columns split at a vertical gutter,
// then lines by baseline, then runs left to right. Pure, so it runs in both and in tests.

/** One run of text placed on the page (PDF units, y grows upwards). */
export type PlacedText = { text: string; x: number; y: number; width: number; size: number };

/** A gutter is at least this share of the page wide... */
const GUTTER_MIN_SHARE = 0.02;
/** ...and crossed by at most this share of the runs, or two (a full-width title and footer cross it). */
const GUTTER_CROSSING_SHARE = 0.03;
const GUTTER_CROSSING_MIN = 2;
/** A side needs this many runs to count as a column (a 2-cell table row does not make columns). */
const MIN_COLUMN_RUNS = 3;
/** Runs on one line: baselines closer than this share of the glyph size. */
const SAME_LINE_SHARE = 0.5;
/** A gap wider than this share of the glyph size between two runs is a space. */
const SPACE_GAP_SHARE = 0.15;

/** The runs of pdf.js getTextContent() items that carry text (whitespace runs pdf.js inserts are dropped). */
export function placedTextRuns(items: readonly unknown[]): PlacedText[] {
  const runs: PlacedText[] = [];
  for (const item of items) {
    const { str, transform, width, height } = item as {
      str?: unknown;
      transform?: number[];
      width?: number;
      height?: number;
    };
    if (typeof str !== "string" || !str.trim() || !Array.isArray(transform)) continue;
    const [, , c = 0, d = 0, x = 0, y = 0] = transform;
    const size = Math.hypot(c, d) || height || 10;
    runs.push({ text: str, x, y, width: width ?? 0, size });
  }
  return runs;
}

/** The page's text: columns in order (left before right), each column's lines top to bottom. */
export function readingOrderText(runs: readonly PlacedText[], pageWidth: number): string {
  return columnsOf(runs, pageWidth)
    .map((column) => linesOf(column).join("\n"))
    .filter(Boolean)
    .join("\n");
}

function columnsOf(runs: readonly PlacedText[], pageWidth: number): PlacedText[][] {
  if (runs.length < MIN_COLUMN_RUNS * 2) return [runs.slice()];
  const gutter = findGutter(runs, pageWidth);
  if (gutter === null) return [runs.slice()];
  const left = runs.filter((run) => run.x + run.width <= gutter);
  const right = runs.filter((run) => run.x >= gutter);
  if (left.length < MIN_COLUMN_RUNS || right.length < MIN_COLUMN_RUNS) return [runs.slice()];
  // Runs across the gutter (a title, a footer): before the columns when above their top, after otherwise.
  const spanning = runs.filter((run) => run.x < gutter && run.x + run.width > gutter);
  let top = Number.NEGATIVE_INFINITY;
  for (const run of [...left, ...right]) top = Math.max(top, run.y);
  const above = spanning.filter((run) => run.y > top);
  const below = spanning.filter((run) => run.y <= top);
  return [above, ...columnsOf(left, pageWidth), ...columnsOf(right, pageWidth), below].filter(
    (column) => column.length > 0,
  );
}

/** The middle of the widest vertical band (1-unit bins) that almost no run crosses, between text on both sides. */
function findGutter(runs: readonly PlacedText[], pageWidth: number): number | null {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    minX = Math.min(minX, run.x);
    maxX = Math.max(maxX, run.x + run.width);
  }
  const origin = Math.floor(minX);
  const bins = new Uint32Array(Math.max(0, Math.ceil(maxX) - origin) + 1);
  for (const run of runs) {
    const end = Math.ceil(run.x + run.width) - origin;
    for (let bin = Math.floor(run.x) - origin; bin <= end && bin < bins.length; bin++) bins[bin]! += 1;
  }
  const tolerated = Math.max(GUTTER_CROSSING_MIN, runs.length * GUTTER_CROSSING_SHARE);
  const minWidth = Math.max(1, pageWidth * GUTTER_MIN_SHARE);
  let best: { middle: number; width: number } | null = null;
  let run = 0;
  for (let bin = 1; bin < bins.length - 1; bin++) {
    if (bins[bin]! > tolerated) {
      run = 0;
      continue;
    }
    run += 1;
    if (run >= minWidth && (!best || run > best.width)) best = { middle: origin + bin - run / 2, width: run };
  }
  return best?.middle ?? null;
}

/** Lines of one column, top to bottom: runs grouped by baseline, joined left to right with spaces at gaps. */
function linesOf(runs: readonly PlacedText[]): string[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; size: number; runs: PlacedText[] }[] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - run.y) < Math.min(line.size, run.size) * SAME_LINE_SHARE)
      line.runs.push(run);
    else lines.push({ y: run.y, size: run.size, runs: [run] });
  }
  return lines.map((line) => {
    line.runs.sort((a, b) => a.x - b.x);
    let text = "";
    let end: number | null = null;
    for (const run of line.runs) {
      const gap = end === null ? 0 : run.x - end;
      if (end !== null && gap > run.size * SPACE_GAP_SHARE && !/\s$/.test(text) && !/^\s/.test(run.text)) {
        text += " ";
      }
      text += run.text;
      end = Math.max(end ?? run.x, run.x + run.width);
    }
    return text.replace(/\s+/g, " ").trim();
  });
}
