// The reading-order rule on a real PDF: PostScript drawn row by row (left 1, right 1, left 2...), made into a PDF
// by ghostscript's ps2pdf, read by pdf.js's legacy build in Node (the browser worker uses the same getTextContent).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { placedTextRuns, readingOrderText } from "@lectern/core";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-pdf-lines-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

function twoColumnPdf(rows: number): Uint8Array {
  const show = (x: number, y: number, text: string) => `${x} ${y} moveto (${text}) show`;
  const ps = [
    "%!PS",
    "/Times-Roman findfont 11 scalefont setfont",
    show(230, 750, "Two Column Handout"),
    ...Array.from({ length: rows }, (_, i) => [
      show(72, 710 - i * 15, `Left column line ${i + 1} about cells`),
      show(320, 710 - i * 15, `Right column line ${i + 1} about tissues`),
    ]).flat(),
    show(200, 60, "Page footer spanning both of the columns"),
    "showpage",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "two.ps"), ps);
  execFileSync("ps2pdf", [path.join(dir, "two.ps"), path.join(dir, "two.pdf")]);
  return new Uint8Array(fs.readFileSync(path.join(dir, "two.pdf")));
}

describe("pageText on a PDF made by ps2pdf", () => {
  it("puts every left-column line before the right column's, title first and footer last", async () => {
    const doc = await getDocument({
      data: twoColumnPdf(20),
      standardFontDataUrl: `${path.join(pdfjsRoot, "standard_fonts")}/`,
      isEvalSupported: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
    const page = await doc.getPage(1);
    const content = await page.getTextContent({ disableNormalization: true });
    const lines = readingOrderText(placedTextRuns(content.items), page.getViewport({ scale: 1 }).width).split(
      "\n",
    );
    await doc.destroy();
    expect(lines).toEqual([
      "Two Column Handout",
      ...Array.from({ length: 20 }, (_, i) => `Left column line ${i + 1} about cells`),
      ...Array.from({ length: 20 }, (_, i) => `Right column line ${i + 1} about tissues`),
      "Page footer spanning both of the columns",
    ]);
  });
});
