import fs from "node:fs";
import path from "node:path";
import {
  expectResponsive,
  extract,
  type LecternDocuments,
  openEngines,
  psString,
  run,
} from "./support/document-engines.ts";
import { DOCUMENT_WORDS, expect, test } from "./support/document-fixtures.ts";

// Issue 19 engine-level cases, on the real in-browser engines in Debian's Chromium: reading order of a two-column
// PDF, the engine files kept for offline, every image type, scanned pages, camera captures, Cancel and the paid
// fallback. The abuse cases are in document-abuse.spec.ts. Files are made here.

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
