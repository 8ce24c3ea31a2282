import fs from "node:fs";
import path from "node:path";
import { expectResponsive, extract, MESSAGES, openEngines, run } from "./support/document-engines.ts";
import { expect, test } from "./support/document-fixtures.ts";

// Issue 19 Acceptance (abuse), on the real in-browser engines in Debian's Chromium: a PDF over 1000 pages, a
// truncated PDF, a DOCX zip bomb and a 20,000 x 20,000 PNG each get a clear message while the tab stays responsive;
// a PDF with no text and a broken DOCX say so. Files are made here.

test("a PDF with only a blank page says 'No text found in PDF'; a broken DOCX says it failed", async ({
  page,
  request,
  docs,
}) => {
  const blankPs = path.join(docs.dir, "blank.ps");
  fs.writeFileSync(blankPs, "%!PS\nshowpage\n");
  const blank = path.join(docs.dir, "blank.pdf");
  run("ps2pdf", [blankPs, blank]);
  // The pandoc DOCX with its word/document.xml replaced by text that is not XML.
  const broken = path.join(docs.dir, "broken.docx");
  run("python3", [
    "-c",
    [
      "import sys, zipfile",
      "with zipfile.ZipFile(sys.argv[1]) as zin, zipfile.ZipFile(sys.argv[2], 'w') as zout:",
      "    for item in zin.infolist():",
      "        data = b'<w:document>not closed' if item.filename == 'word/document.xml' else zin.read(item.filename)",
      "        zout.writestr(item, data)",
    ].join("\n"),
    docs.docx,
    broken,
  ]);
  await openEngines(page, request);
  expect(await extract(page, blank)).toEqual({ error: "No text found in PDF" });
  expect(await extract(page, broken)).toEqual({ error: "Failed to extract text from DOCX" });
});

test("abuse: over 1000 pages, a truncated PDF, a DOCX zip bomb and a 20,000 x 20,000 PNG get clear messages", async ({
  page,
  request,
  docs,
}) => {
  test.setTimeout(180_000);
  // 1005 pages of one line each (PostScript loop → ps2pdf).
  const longPs = path.join(docs.dir, "long.ps");
  fs.writeFileSync(
    longPs,
    "%!PS\n/Times-Roman findfont 12 scalefont setfont\n1 1 1005 { 72 720 moveto (Page number ) show 4 string cvs show showpage } for\n",
  );
  const longPdf = path.join(docs.dir, "long.pdf");
  run("ps2pdf", [longPs, longPdf]);

  const truncated = path.join(docs.dir, "truncated.pdf");
  const whole = fs.readFileSync(docs.pdf);
  fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));

  // The pandoc DOCX with word/document.xml replaced by 200 MB of spaces (deflates to ~200 KB).
  const bomb = path.join(docs.dir, "bomb.docx");
  run("python3", [
    "-c",
    [
      "import sys, zipfile",
      "src, dst = sys.argv[1], sys.argv[2]",
      "with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, 'w', zipfile.ZIP_DEFLATED) as zout:",
      "    for item in zin.infolist():",
      "        data = zin.read(item.filename)",
      "        if item.filename == 'word/document.xml':",
      "            with zout.open('word/document.xml', 'w', force_zip64=True) as out:",
      "                for _ in range(200): out.write(b' ' * (1024 * 1024))",
      "        else: zout.writestr(item, data)",
    ].join("\n"),
    docs.docx,
    bomb,
  ]);
  expect(fs.statSync(bomb).size).toBeLessThan(5 * 1024 * 1024);

  const huge = path.join(docs.dir, "huge.png");
  greyPng(huge, 20_000, 20_000);
  expect(fs.statSync(huge).size).toBeLessThan(5 * 1024 * 1024);

  await openEngines(page, request);

  const long = await extract(page, longPdf);
  expect(long.pagesProcessed).toBe(1000);
  expect(long.warning).toBe(MESSAGES.pagesSkipped(1000, 1005));
  expect(long.text).toContain("Page number 1000");
  expect(long.text).not.toContain("Page number 1001");
  await expectResponsive(page);

  expect(await extract(page, truncated)).toEqual({ error: MESSAGES.pdfFailed });
  await expectResponsive(page);
  expect(await extract(page, bomb)).toEqual({ error: MESSAGES.docxTooLarge });
  await expectResponsive(page);
  expect(await extract(page, huge)).toEqual({ error: MESSAGES.imageTooLarge });
  await expectResponsive(page);
});

/** A real 8-bit grey PNG of this size, all white, deflated row by row (Python's zlib streams it in little memory). */
function greyPng(file: string, width: number, height: number) {
  run("python3", [
    "-c",
    [
      "import struct, sys, zlib",
      "w, h, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]",
      "chunk = lambda t, d: struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d))",
      "z = zlib.compressobj(9)",
      "row = b'\\x00' + b'\\xff' * w",
      "data = b''.join(z.compress(row) for _ in range(h)) + z.flush()",
      "ihdr = struct.pack('>IIBBBBB', w, h, 8, 0, 0, 0, 0)",
      "open(out, 'wb').write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', ihdr) + chunk(b'IDAT', data) + chunk(b'IEND', b''))",
    ].join("\n"),
    String(width),
    String(height),
    file,
  ]);
}
