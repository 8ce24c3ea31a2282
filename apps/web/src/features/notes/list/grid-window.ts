// Which rows of a fixed-height card grid are on screen: the notes list renders only those (issue 6: stays fast
// with 10,000 notes). Pure, so the arithmetic is tested without a browser.

/** Cards per row for a list this wide (px): one on phones, two on tablets, three on desktops. */
export function gridColumnsFor(width: number): number {
  if (width >= 880) return 3;
  if (width >= 560) return 2;
  return 1;
}

export interface GridWindowInput {
  count: number;
  columns: number;
  /** Height of one row plus the gap below it (px). */
  rowStride: number;
  /** The viewport's top and bottom, measured from the list's top (px; negative above the list). */
  viewTop: number;
  viewBottom: number;
  /** Rows rendered beyond each edge, so fast scrolling and Tab never land on a gap. */
  overscan: number;
}

export interface GridWindow {
  rowCount: number;
  /** First row rendered, and the row after the last one rendered. */
  firstRow: number;
  endRow: number;
}

export function gridWindow({
  count,
  columns,
  rowStride,
  viewTop,
  viewBottom,
  overscan,
}: GridWindowInput): GridWindow {
  const rowCount = Math.ceil(Math.max(0, count) / Math.max(1, columns));
  if (rowCount === 0 || rowStride <= 0) return { rowCount, firstRow: 0, endRow: 0 };
  const firstVisible = Math.floor(Math.max(0, viewTop) / rowStride);
  const endVisible = Math.ceil(Math.max(0, viewBottom) / rowStride);
  return {
    rowCount,
    firstRow: clamp(firstVisible - overscan, 0, rowCount),
    endRow: clamp(endVisible + overscan, 0, rowCount),
  };
}

/** The card indexes a window covers. */
export function gridWindowIndexes(window: GridWindow, columns: number, count: number): number[] {
  const indexes: number[] = [];
  const end = Math.min(count, window.endRow * columns);
  for (let index = window.firstRow * columns; index < end; index += 1) indexes.push(index);
  return indexes;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
