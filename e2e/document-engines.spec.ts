import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DOCUMENT_WORDS, expect, openUpload, test } from "./support/document-fixtures.ts";

// Issue 19 engine-level cases, on the real in-browser engines in Debian's Chromium (the e2e build exposes
// apps/web/src/data/documents as window.__lecternDocuments on the document screens): reading order of a
// two-column PDF, and the abuse cases — a PDF over 1000 pages, a truncated PDF, a DOCX zip bomb and a
// 20,000 x 20,000 PNG each get a clear message while the tab stays responsive. Files are made here.

const MESSAGES = {
  pdfFailed: "PDF processing failed",
  docxTooLarge: "This DOCX expands to too much data to open safely. Please split it or save it as PDF.",
  imageTooLarge: "This image is too large to process (at most 10,000 pixels per side and 50 megapixels).",
  pagesSkipped: (read: number, total: number) => `Only the first ${read} of ${total} pages were read.`,
};

type Outcome = {
  text?: string;
  provider?: string;
  pagesProcessed?: number;
  warning?: string;
  error?: string;
};

/** Runs the browser engines (free tier) on a file from disk; a refusal comes back as { error }. */
async function extract(page: Page, file: string, name = path.basename(file)): Promise<Outcome> {
  const base64 = fs.readFileSync(file).toString("base64");
  return page.evaluate(
    async ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const engines = (globalThis as unknown as { __lecternDocuments: LecternDocuments }).__lecternDocuments;
      const file = new File([bytes], name);
      const refused = await engines.checkDocumentFile(file);
      if (refused) return { error: refused };
      try {
        const { text, provider, pagesProcessed, warning } = await engines.extractText(file, {
          tier: "free",
          signal: new AbortController().signal,
        });
        return { text, provider, pagesProcessed, warning };
      } catch (error) {
        return { error: (error as Error).message };
      }
    },
    { base64, name },
  );
}

type LecternDocuments = {
  warmDocumentEngines: () => Promise<void>;
  checkDocumentFile: (file: File) => Promise<string | null>;
  extractText: (
    file: File,
    options: {
      tier: "free" | "paid";
      signal: AbortSignal;
      capturedImage?: boolean;
      onProgress?: (progress: { percent: number; stage: string }) => void;
    },
  ) => Promise<{ text: string; provider: string; pagesProcessed?: number; warning?: string }>;
};

async function openEngines(page: Page, request: Parameters<typeof openUpload>[1]) {
  await openUpload(page, request);
  await page.waitForFunction(() => "__lecternDocuments" in globalThis);
}

/** The page still runs script and paints: a frame is drawn after the work. */
async function expectResponsive(page: Page) {
  expect(
    await page.evaluate(() => new Promise<boolean>((done) => requestAnimationFrame(() => done(true)))),
  ).toBe(true);
  await expect(page.getByRole("heading", { name: "Upload Documents", level: 1 })).toBeVisible();
}

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: "pipe" });
const psString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

test("a two-column PDF drawn row by row reads column by column", async ({ page, request, docs }) => {
  // Content order is left 1, right 1, left 2, right 2...: pdf.js alone gives the rows mixed.
  const rows = Array.from({ length: 12 }, (_, i) => i + 1);
  const ps = [
    "%!PS",
    "/Times-Roman findfont 11 scalefont setfont",
    "72 740 moveto (Cell Biology Two Columns) show",
    ...rows.flatMap((n) => [
      `72 ${700 - n * 16} moveto ${psString(`Left column sentence number ${n} here`)} show`,
      `320 ${700 - n * 16} moveto ${psString(`Right column sentence number ${n} here`)} show`,
    ]),
    "showpage",
  ].join("\n");
  const ps2 = path.join(docs.dir, "two-columns.ps");
  fs.writeFileSync(ps2, ps);
  run("ps2pdf", [ps2, path.join(docs.dir, "two-columns.pdf")]);
  await openEngines(page, request);

  const outcome = await extract(page, path.join(docs.dir, "two-columns.pdf"));
  expect(outcome.provider).toBe("pdf.js");
  const lines = (outcome.text ?? "").split("\n");
  expect(lines[0]).toBe("Cell Biology Two Columns");
  expect(lines.slice(1)).toEqual([
    ...rows.map((n) => `Left column sentence number ${n} here`),
    ...rows.map((n) => `Right column sentence number ${n} here`),
  ]);
});

test("warming keeps every engine file this browser uses in the engines' cache, from our own origin", async ({
  page,
  request,
}) => {
  await openEngines(page, request);
  const kept = await page.evaluate(async () => {
    const engines = (globalThis as unknown as { __lecternDocuments: LecternDocuments }).__lecternDocuments;
    await engines.warmDocumentEngines();
    const cache = await caches.open("lectern-doc-engines");
    return (await cache.keys()).map((request) => new URL(request.url));
  });
  expect(kept.every((url) => url.origin === new URL(page.url()).origin)).toBe(true);
  const paths = kept.map((url) => url.pathname);
  expect(paths).toContainEqual(expect.stringMatching(/^\/tesseract\/[\d.]+\/core\/worker\.min\.js$/));
  expect(paths).toContainEqual(
    expect.stringMatching(/^\/tesseract\/lang\/eng-[\d.]+\/eng\.traineddata\.gz$/),
  );
  // Chromium has relaxed SIMD: only that core is kept, its loader and its WebAssembly.
  expect(paths.filter((p) => /tesseract-core-/.test(p)).map((p) => p.split("/").pop())).toEqual(
    expect.arrayContaining(["tesseract-core-relaxedsimd-lstm.js", "tesseract-core-relaxedsimd-lstm.wasm"]),
  );
  expect(paths.filter((p) => /tesseract-core-/.test(p))).toHaveLength(2);
  expect(paths.filter((p) => /^\/pdfjs\/[\d.]+\/standard_fonts\//.test(p)).length).toBeGreaterThanOrEqual(14);
  expect(paths.filter((p) => /^\/pdfjs\/[\d.]+\/cmaps\/.+\.bcmap$/.test(p)).length).toBeGreaterThan(100);
  expect(paths.filter((p) => /^\/pdfjs\/[\d.]+\/wasm\/.+\.wasm$/.test(p))).toHaveLength(3);
});

test("text PDF, DOCX and PNG through the engines give their words and providers", async ({
  page,
  request,
  docs,
}) => {
  test.setTimeout(120_000);
  await openEngines(page, request);
  const pdf = await extract(page, docs.pdf);
  expect(pdf).toMatchObject({ provider: "pdf.js", pagesProcessed: 1 });
  for (const word of DOCUMENT_WORDS.pdf) expect(pdf.text).toContain(word);
  const docx = await extract(page, docs.docx);
  expect(docx.provider).toBe("mammoth");
  expect(docx.text).toContain("# Cell Organelles");
  expect(docx.text).toContain("- Nucleus stores genetic material");
  const png = await extract(page, docs.png);
  expect(png.provider).toBe("tesseract.js");
  for (const word of DOCUMENT_WORDS.png) expect(png.text).toContain(word);
  const scanned = await extract(page, docs.scannedPdf);
  expect(scanned.provider).toBe("tesseract.js");
  for (const word of DOCUMENT_WORDS.scannedPdf) expect(scanned.text).toContain(word);
});

test("a camera capture is straightened before OCR; Cancel stops an extraction at once", async ({
  page,
  request,
  docs,
}) => {
  test.setTimeout(120_000);
  // The fixture's printed page, turned 4° on a grey desk, as a JPEG like the scan screen's captures.
  const capture = path.join(docs.dir, "captured-image-1.jpg");
  run("convert-im6.q16", [path.join(docs.dir, "camera-page.png"), "-quality", "80", capture]);
  const longPs = path.join(docs.dir, "cancel.ps");
  fs.writeFileSync(
    longPs,
    "%!PS\n/Times-Roman findfont 12 scalefont setfont\n1 1 400 { 72 720 moveto (Page number ) show 4 string cvs show showpage } for\n",
  );
  run("ps2pdf", [longPs, path.join(docs.dir, "cancel.pdf")]);
  await openEngines(page, request);

  const base64 = fs.readFileSync(capture).toString("base64");
  const captured = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const engines = (globalThis as unknown as { __lecternDocuments: LecternDocuments }).__lecternDocuments;
    const file = new File([bytes], "captured-image-1.jpg", { type: "image/jpeg" });
    const stages: string[] = [];
    const result = await engines.extractText(file, {
      tier: "free",
      signal: new AbortController().signal,
      capturedImage: true,
      onProgress: ({ stage }) => stages.push(stage),
    });
    return { text: result.text, provider: result.provider, stages };
  }, base64);
  expect(captured.provider).toBe("tesseract.js");
  expect(captured.stages[0]).toBe("Straightening the page");
  for (const word of DOCUMENT_WORDS.camera) expect(captured.text).toContain(word);

  // Cancel at the first progress report: the promise rejects with AbortError and the tab goes on.
  const pdf = fs.readFileSync(path.join(docs.dir, "cancel.pdf")).toString("base64");
  const cancelled = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const engines = (globalThis as unknown as { __lecternDocuments: LecternDocuments }).__lecternDocuments;
    const controller = new AbortController();
    let percentAtCancel = -1;
    try {
      await engines.extractText(new File([bytes], "cancel.pdf"), {
        tier: "free",
        signal: controller.signal,
        onProgress: ({ percent }) => {
          if (controller.signal.aborted) return;
          percentAtCancel = percent;
          controller.abort();
        },
      });
      return { name: "finished", percentAtCancel };
    } catch (error) {
      return { name: (error as Error).name, percentAtCancel };
    }
  }, pdf);
  expect(cancelled.name).toBe("AbortError");
  expect(cancelled.percentAtCancel).toBeLessThan(100);
  await expectResponsive(page);
});

test("JPEG, GIF, BMP, WebP and LZW TIFF are read by tesseract.js; a Deflate TIFF gets a clear message", async ({
  page,
  request,
  docs,
}) => {
  test.setTimeout(180_000);
  const made = (name: string, ...options: string[]) => {
    const file = path.join(docs.dir, name);
    run("convert-im6.q16", [docs.png, ...options, file]);
    return file;
  };
  const readable = [
    made("osmosis.jpg", "-quality", "90"),
    made("osmosis.gif"),
    made("osmosis.bmp"),
    made("osmosis.webp"),
    made("osmosis-lzw.tiff", "-compress", "LZW"),
  ];
  const deflateTiff = made("osmosis-zip.tiff", "-compress", "Zip");
  await openEngines(page, request);
  for (const file of readable) {
    const outcome = await extract(page, file);
    expect(outcome.provider, file).toBe("tesseract.js");
    for (const word of DOCUMENT_WORDS.png) expect(outcome.text, file).toContain(word);
  }
  expect(await extract(page, deflateTiff)).toEqual({
    error: "This TIFF uses a compression that cannot be read. Please save it as PNG or uncompressed TIFF.",
  });
});

test("a four-page scanned PDF is rendered and OCR'd page by page", async ({ page, request, docs }) => {
  // The worker renders a page only when OCR has room for it (two ahead), so this also proves the hand-back works.
  test.setTimeout(180_000);
  const pages = path.join(docs.dir, "scanned-4.pdf");
  const image = path.join(docs.dir, "scanned-page.png");
  run("img2pdf", [image, image, image, image, "-o", pages]);
  await openEngines(page, request);
  const outcome = await extract(page, pages);
  expect(outcome.provider).toBe("tesseract.js");
  expect(outcome.pagesProcessed).toBe(4);
  const text = outcome.text ?? "";
  expect(text.match(/Mitochondria/g)).toHaveLength(4);
});

test("paid with a stale tier: the server refuses server extraction, the browser reads the file and says why", async ({
  page,
  request,
  docs,
}) => {
  // The student is on the free tier; a device that still believes "paid" asks the server first (spec 2 §7).
  await openEngines(page, request);
  const base64 = fs.readFileSync(docs.pdf).toString("base64");
  const outcome = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const engines = (globalThis as unknown as { __lecternDocuments: LecternDocuments }).__lecternDocuments;
    const sent: string[] = [];
    const seen = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) sent.push(new URL(entry.name).pathname);
    });
    seen.observe({ type: "resource", buffered: true });
    const result = await engines.extractText(new File([bytes], "biology.pdf"), {
      tier: "paid",
      signal: new AbortController().signal,
    });
    seen.disconnect();
    return { ...result, askedServer: sent.includes("/api/textract-document") };
  }, base64);
  expect(outcome.askedServer).toBe(true);
  expect(outcome.provider).toBe("pdf.js");
  expect(outcome.warning).toBe(
    "Server text extraction is available on paid plans. Your browser extracts the text instead.",
  );
  for (const word of DOCUMENT_WORDS.pdf) expect(outcome.text).toContain(word);
});

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
