import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { type GridWindow, gridColumnsFor, gridWindow } from "./grid-window";

export interface WindowedGrid {
  /** Attach to the list element; its top and width place the window. */
  ref: (element: HTMLElement | null) => void;
  columns: number;
  window: GridWindow;
  totalHeight: number;
}

interface Placement {
  columns: number;
  firstRow: number;
  endRow: number;
}

/**
 * Windowing for a grid of fixed-height rows that scrolls with the page (the signed-in shell scrolls the
 * window, not a box). Re-renders only when the range of rows on screen changes, not on every scroll event.
 * @tanstack/react-virtual (DESIGN §2) is not installed here; this covers what the notes list needs.
 */
export function useWindowedGrid(count: number, rowStride: number, overscan = 3): WindowedGrid {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [placement, setPlacement] = useState<Placement>({ columns: 1, firstRow: 0, endRow: 8 });
  const countRef = useRef(count);
  countRef.current = count;

  const measure = useCallback(() => {
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const columns = gridColumnsFor(rect.width);
    const next = gridWindow({
      count: countRef.current,
      columns,
      rowStride,
      viewTop: -rect.top,
      viewBottom: window.innerHeight - rect.top,
      overscan,
    });
    setPlacement((prev) =>
      prev.columns === columns && prev.firstRow === next.firstRow && prev.endRow === next.endRow
        ? prev
        : { columns, firstRow: next.firstRow, endRow: next.endRow },
    );
  }, [element, rowStride, overscan]);

  useLayoutEffect(() => {
    if (!element) return;
    let frame = 0;
    const schedule = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const resizes = new ResizeObserver(schedule);
    resizes.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resizes.disconnect();
    };
  }, [element, measure]);

  // A new count (filtering, a sync) can move the window without any scroll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the count changes
  useLayoutEffect(measure, [count, measure]);

  const rowCount = Math.ceil(count / placement.columns);
  return {
    ref: setElement,
    columns: placement.columns,
    window: {
      rowCount,
      firstRow: Math.min(placement.firstRow, rowCount),
      endRow: Math.min(placement.endRow, rowCount),
    },
    totalHeight: rowCount * rowStride,
  };
}
