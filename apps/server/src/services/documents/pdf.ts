import { createRequire } from "node:module";
import path from "node:path";
import { messages, placedTextRuns, readingOrderText } from "@lectern/core";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { OcrFailure, type OcrResult } from "./textract.ts";

const require = createRequire(import.meta.url);
const PDFJS_ROOT = path.dirname(require.resolve("pdfjs-dist/package.json"));
const dataDir = (name: string) => `${path.join(PDFJS_ROOT, name)}/`;

/** A page with no text layer is rendered at this scale for OCR (FINDINGS §1: scale 2 reads a scan exactly)... */
const RENDER_SCALE = 2;
/** ...unless that would be more pixels than this (16 MP, 64 MB of RGBA): a poster-sized page is drawn smaller. */
const RENDER_MAX_PIXELS = 16_000_000;
/** Pages whose text is read ahead while the current one is handled (pdf.js parses the next while we wait). */
const PAGES_IN_FLIGHT = 4;

export type PdfText = {
  text: string;
  pagesProcessed: number;
  numPages: number;
  /** Pages that had no text layer and were read by OCR; their mean confidence. */
  ocrPages: number;
  confidence?: number;
  /** The time budget ran out before the page limit was reached. */
  outOfTime: boolean;
};

/**
 * A PDF's text, page by page up to `pageLimit` (spec 2 §9: at most 1000) and until `deadline`, with pdf.js's
 * legacy build (the one for Node). A page with no text layer (a scan) is rendered with @napi-rs/canvas (pdf.js's
 * Node canvas factory) and read by `ocr`. An unreadable or truncated file is an OcrFailure(400, 'PDF processing
 * failed').
 */
export async function readPdf(
  bytes: Uint8Array,
  {
    pageLimit,
    deadline,
    ocr,
  }: { pageLimit: number; deadline: number; ocr: (png: Uint8Array) => Promise<OcrResult> },
): Promise<PdfText> {
  const loading = getDocument({
    data: bytes,
    cMapUrl: dataDir("cmaps"),
    cMapPacked: true,
    standardFontDataUrl: dataDir("standard_fonts"),
    wasmUrl: dataDir("wasm"),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc: Awaited<typeof loading.promise>;
  try {
    doc = await loading.promise;
  } catch {
    await loading.destroy();
    throw new OcrFailure(400, messages.documents.pdfFailed);
  }
  try {
    const last = Math.min(doc.numPages, pageLimit);
    const texts: string[] = [];
    let ocrPages = 0;
    let confidenceSum = 0;
    let outOfTime = false;
    const read = (n: number) =>
      doc.getPage(n).then(async (page) => ({
        page,
        // Reading order as the browser's PDF worker rebuilds it (columns, then lines): core's rule.
        text: readingOrderText(
          placedTextRuns((await page.getTextContent({ disableNormalization: true })).items),
          page.getViewport({ scale: 1 }).width,
        ),
      }));
    const ahead = new Map<number, ReturnType<typeof read>>();
    for (let n = 1; n <= last; n++) {
      // the first page is always read, so a document past its time still answers some text
      if (n > 1 && Date.now() > deadline) {
        outOfTime = true;
        break;
      }
      for (let k = n; k < n + PAGES_IN_FLIGHT && k <= last; k++) if (!ahead.has(k)) ahead.set(k, read(k));
      const current = ahead.get(n);
      ahead.delete(n);
      let page: Awaited<ReturnType<typeof read>>;
      try {
        page = await (current as ReturnType<typeof read>);
      } catch {
        // a broken page object (a damaged file that still opened): the whole PDF is refused, as in the browser
        await Promise.allSettled(ahead.values());
        throw new OcrFailure(400, messages.documents.pdfFailed);
      }
      let text = page.text;
      if (!text) {
        const image = await renderPage(doc, page.page).catch(() => {
          throw new OcrFailure(400, messages.documents.pdfFailed);
        });
        const scanned = await ocr(image);
        text = scanned.text;
        ocrPages += 1;
        confidenceSum += scanned.confidence;
      }
      page.page.cleanup();
      texts.push(text);
    }
    await Promise.allSettled(ahead.values());
    return {
      text: texts.filter((t) => t.trim()).join("\n\n"),
      pagesProcessed: texts.length,
      numPages: doc.numPages,
      ocrPages,
      ...(ocrPages > 0 && { confidence: confidenceSum / ocrPages }),
      outOfTime,
    };
  } finally {
    await doc.destroy();
  }
}

type PdfDoc = Awaited<ReturnType<typeof getDocument>["promise"]>;
type PdfPage = Awaited<ReturnType<PdfDoc["getPage"]>>;
type NodeCanvas = {
  canvas: { toBuffer(type: "image/png"): Buffer };
  context: unknown;
};

/** One page drawn on white as PNG, at scale 2 or smaller (RENDER_MAX_PIXELS). */
async function renderPage(doc: PdfDoc, page: PdfPage): Promise<Uint8Array> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_SCALE, Math.sqrt(RENDER_MAX_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const factory = doc.canvasFactory as {
    create(w: number, h: number): NodeCanvas;
    destroy(c: NodeCanvas): void;
  };
  const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    // @napi-rs/canvas stands in for the DOM canvas pdf.js's types name
    const params = { canvas: target.canvas, canvasContext: target.context, viewport, background: "white" };
    await page.render(params as unknown as Parameters<PdfPage["render"]>[0]).promise;
    return new Uint8Array(target.canvas.toBuffer("image/png"));
  } finally {
    factory.destroy(target);
  }
}
