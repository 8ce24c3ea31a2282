import { describe, expect, it } from "vitest";
import { type PlacedText, placedTextRuns, readingOrderText } from "./reading-order.ts";

const PAGE_WIDTH = 612;
const run = (
  text: string,
  x: number,
  y: number,
  size = 10,
  width = text.length * size * 0.5,
): PlacedText => ({
  text,
  x,
  y,
  width,
  size,
});

/** Two columns drawn row by row (the worst content order): left line n, then right line n, then n+1... */
function interleavedColumns(rows: number): PlacedText[] {
  // Letter page, columns 72-290 and 322-540 filled by their lines; title and footer centred across both.
  const runs: PlacedText[] = [run("A Two Column Title", 234, 760, 16, 144)];
  for (let n = 1; n <= rows; n++) {
    runs.push(
      run(`Left line ${n}`, 72, 720 - n * 14, 10, 218),
      run(`Right line ${n}`, 322, 720 - n * 14, 10, 218),
    );
  }
  runs.push(run("Footer across the whole page width of the document", 150, 60, 10, 312));
  return runs;
}

describe("readingOrderText (reading order)", () => {
  it("reads a two-column page column by column, title first and footer last", () => {
    const lines = readingOrderText(interleavedColumns(20), PAGE_WIDTH).split("\n");
    expect(lines[0]).toBe("A Two Column Title");
    expect(lines.slice(1, 21)).toEqual(Array.from({ length: 20 }, (_, i) => `Left line ${i + 1}`));
    expect(lines.slice(21, 41)).toEqual(Array.from({ length: 20 }, (_, i) => `Right line ${i + 1}`));
    expect(lines.at(-1)).toBe("Footer across the whole page width of the document");
  });

  it("keeps a one-column page with a two-cell table row by row", () => {
    const runs = [
      run("Cells are the basic unit of life and everything else in biology.", 72, 700),
      run("Organelle", 72, 680),
      run("Function", 300, 680),
      run("Nucleus", 72, 666),
      run("Stores genetic material", 300, 666),
      run("A closing paragraph that runs across the whole width of the page.", 72, 640),
    ];
    expect(readingOrderText(runs, PAGE_WIDTH).split("\n")).toEqual([
      "Cells are the basic unit of life and everything else in biology.",
      "Organelle Function",
      "Nucleus Stores genetic material",
      "A closing paragraph that runs across the whole width of the page.",
    ]);
  });

  it("joins the runs of one line left to right, with a space only at a gap", () => {
    const runs = [
      { text: "world", x: 130, y: 700.4, width: 25, size: 10 },
      { text: "Hel", x: 72, y: 700, width: 15, size: 10 },
      { text: "lo", x: 87, y: 699.8, width: 10, size: 10 },
      { text: ",", x: 97, y: 700, width: 3, size: 10 },
    ];
    expect(readingOrderText(runs, PAGE_WIDTH)).toBe("Hello, world");
  });

  it("gives an empty string for a page without text", () => {
    expect(readingOrderText([], PAGE_WIDTH)).toBe("");
  });
});

describe("placedTextRuns", () => {
  it("takes position and size from pdf.js items and drops whitespace and marked-content items", () => {
    const items = [
      { str: "Hello", transform: [12, 0, 0, 12, 72, 700], width: 30, height: 12, hasEOL: false },
      { str: " ", transform: [12, 0, 0, 12, 102, 700], width: 3, height: 12, hasEOL: false },
      { type: "beginMarkedContent", id: "mc0" },
    ];
    expect(placedTextRuns(items)).toEqual([{ text: "Hello", x: 72, y: 700, width: 30, size: 12 }]);
  });
});
