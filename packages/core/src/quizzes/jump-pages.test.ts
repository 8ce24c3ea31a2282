import { describe, expect, it } from "vitest";
import { jumpPage, jumpPageCount, jumpPageIndexes, jumpPageOf } from "./jump-pages.ts";

describe("jump buttons in pages of 5 (spec 2 §2, §9)", () => {
  it("counts pages", () => {
    expect(jumpPageCount(0)).toBe(1);
    expect(jumpPageCount(5)).toBe(1);
    expect(jumpPageCount(6)).toBe(2);
    expect(jumpPageCount(50)).toBe(10);
  });
  it("finds the page of a question, clamped to the quiz", () => {
    expect(jumpPageOf(0, 12)).toBe(0);
    expect(jumpPageOf(4, 12)).toBe(0);
    expect(jumpPageOf(5, 12)).toBe(1);
    expect(jumpPageOf(11, 12)).toBe(2);
    expect(jumpPageOf(40, 12)).toBe(2);
    expect(jumpPageOf(-1, 12)).toBe(0);
  });
  it("lists a page's questions; the last page may be short", () => {
    expect(jumpPageIndexes(0, 12)).toEqual([0, 1, 2, 3, 4]);
    expect(jumpPageIndexes(2, 12)).toEqual([10, 11]);
    expect(jumpPageIndexes(3, 12)).toEqual([]);
  });
  it("gives the current question's page", () => {
    expect(jumpPage(7, 12)).toEqual({ page: 1, pageCount: 3, indexes: [5, 6, 7, 8, 9] });
    expect(jumpPage(0, 3)).toEqual({ page: 0, pageCount: 1, indexes: [0, 1, 2] });
  });
});
