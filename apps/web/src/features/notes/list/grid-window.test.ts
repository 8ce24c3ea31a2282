import { describe, expect, it } from "vitest";
import { gridColumnsFor, gridWindow, gridWindowIndexes } from "./grid-window";

describe("gridColumnsFor", () => {
  it("one column on a phone, two on a tablet, three on a desktop", () => {
    expect(gridColumnsFor(328)).toBe(1);
    expect(gridColumnsFor(600)).toBe(2);
    expect(gridColumnsFor(960)).toBe(3);
  });
});

describe("gridWindow", () => {
  const base = { count: 10_000, columns: 3, rowStride: 250, overscan: 2 };

  it("renders the rows on screen plus the overscan, whatever the list's length", () => {
    const at = gridWindow({ ...base, viewTop: 100_000, viewBottom: 100_900 });
    expect(at).toEqual({ rowCount: 3334, firstRow: 398, endRow: 406 });
    expect(gridWindowIndexes(at, 3, 10_000)).toHaveLength(24);
  });

  it("starts at the top while the list is still below the viewport", () => {
    expect(gridWindow({ ...base, viewTop: -400, viewBottom: 500 })).toMatchObject({ firstRow: 0, endRow: 4 });
  });

  it("stops at the last row, and a short last row holds only the cards that exist", () => {
    const end = gridWindow({ ...base, count: 7, viewTop: 0, viewBottom: 5_000 });
    expect(end).toEqual({ rowCount: 3, firstRow: 0, endRow: 3 });
    expect(gridWindowIndexes(end, 3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("an empty list renders nothing", () => {
    expect(gridWindow({ ...base, count: 0, viewTop: 0, viewBottom: 900 })).toEqual({
      rowCount: 0,
      firstRow: 0,
      endRow: 0,
    });
  });
});
