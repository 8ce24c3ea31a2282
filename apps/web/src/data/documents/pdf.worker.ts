// pdf.js in our own module worker (issue 19 §1). Importing pdf.worker.mjs first registers its parser on this
// global, so getDocument() runs it in this same thread: no nested worker, no workerSrc, no CDN, and Cancel is
// terminate(). Its data files (cMaps, standard fonts, image decoders) come from our origin.
import "pdfjs-dist/build/pdf.worker.mjs";
import { messages, placedTextRuns, readingOrderText } from "@lectern/core";
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import { onePagePdf } from "./one-page-pdf";
import {
  type PageImageDone,
  type PdfRequest,
  type PdfResult,
  type PdfWarmUp,
  reply,
  serve,
} from "./worker-protocol";

/** Pages parsed at once: pdf.js's message hops stop idling, which halved the wall time in the research. */
const PAGES_IN_FLIGHT = 8;
/** A page without text is rendered at twice its size for OCR, but never past this many pixels on a side. */
const RENDER_SCALE = 2;
const RENDER_MAX_SIDE_PX = 4000;
/**
 * Rendered pages waiting for OCR on the page's side, at most: OCR takes seconds a page and rendering a fraction
 * of that, so without a bound a long scanned PDF would pile up hundreds of page images in memory.
 */
const IMAGES_AHEAD = 2;
/** Progress is posted every this many pages (and at the last). */
const PROGRESS_EVERY = 10;

/** pdf.js's default canvas factory needs `document`; a worker has OffscreenCanvas. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
    return { canvas, context: canvas.getContext("2d", { willReadFrequently: true }) };
  }
  reset(pair: { canvas: OffscreenCanvas }, width: number, height: number) {
    pair.canvas.width = width;
    pair.canvas.height = height;
  }
  destroy(pair: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (pair.canvas) {
      pair.canvas.width = 0;
      pair.canvas.height = 0;
    }
    pair.canvas = null;
    pair.context = null;
  }
}

let imagesAhead = 0;
const imageSlots: (() => void)[] = [];
self.addEventListener("message", (event: MessageEvent) => {
  if ((event.data as Partial<PageImageDone>)?.ack !== "page-image") return;
  imagesAhead -= 1;
  imageSlots.shift()?.();
});

/** Waits until the page has room for another page image. */
async function imageSlot(): Promise<void> {
  while (imagesAhead >= IMAGES_AHEAD) await new Promise<void>((resolve) => imageSlots.push(resolve));
  imagesAhead += 1;
}

async function renderForOcr(doc: PDFDocumentProxy, pageNumber: number): Promise<Blob> {
  const page = await doc.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_SCALE, RENDER_MAX_SIDE_PX / Math.max(width, height, 1));
  const viewport = page.getViewport({ scale });
  const canvas = new OffscreenCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d") as unknown as CanvasRenderingContext2D;
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context,
    viewport,
    background: "white",
  }).promise;
  page.cleanup();
  return canvas.convertToBlob({ type: "image/png" });
}

function openPdf(bytes: ArrayBuffer, pdfjsBase: string) {
  const base = new URL(pdfjsBase, self.location.origin).href;
  return getDocument({
    data: new Uint8Array(bytes),
    cMapUrl: `${base}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${base}standard_fonts/`,
    wasmUrl: `${base}wasm/`,
    // In a worker the default reads document.baseURI; data files are fetched by this thread instead.
    useWorkerFetch: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    CanvasFactory: OffscreenCanvasFactory,
  }).promise;
}

async function readPdf({ bytes, pdfjsBase, maxPages }: PdfRequest): Promise<PdfResult> {
  // A kept worker reads files one after another; every page image of the last one was acknowledged before this.
  imagesAhead = 0;
  imageSlots.length = 0;
  let doc: PDFDocumentProxy;
  try {
    doc = await openPdf(bytes, pdfjsBase);
  } catch {
    // An invalid, truncated or password-protected PDF (spec 2 §8).
    throw new Error(messages.documents.pdfFailed);
  }
  try {
    const total = Math.min(doc.numPages, maxPages);
    const pages: (string | null)[] = new Array(total).fill(null);
    let next = 1;
    let done = 0;
    const readPages = async () => {
      for (let pageNumber = next++; pageNumber <= total; pageNumber = next++) {
        const page = await doc.getPage(pageNumber);
        const content = await page.getTextContent({ disableNormalization: true });
        const text = readingOrderText(placedTextRuns(content.items), page.getViewport({ scale: 1 }).width);
        page.cleanup();
        if (text) pages[pageNumber - 1] = text;
        else {
          await imageSlot();
          reply({ type: "page-image", page: pageNumber, image: await renderForOcr(doc, pageNumber) });
        }
        done += 1;
        if (done % PROGRESS_EVERY === 0 || done === total) {
          reply({ type: "progress", done, total, stage: "Reading PDF pages" });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAGES_IN_FLIGHT, total) }, readPages));
    return { pages, numPages: doc.numPages };
  } catch {
    throw new Error(messages.documents.pdfFailed);
  } finally {
    void doc.destroy();
  }
}

/**
 * A worker waiting in reserve reads a one-page PDF once (worker-protocol's PdfWarmUp): a fresh worker's first
 * document runs pdf.js's parser cold, which cost more than the reading itself on a short PDF (npm run bench
 * documents: 150–170 ms for one page against 20 ms once warm). The file's own reading then starts warm.
 */
self.addEventListener("message", (event: MessageEvent) => {
  const warmUp = event.data as Partial<PdfWarmUp>;
  if (warmUp?.lectern !== true || warmUp.warmUp !== true || !warmUp.pdfjsBase) return;
  void (async () => {
    const doc = await openPdf(onePagePdf("Lectern warms up its PDF reader."), warmUp.pdfjsBase as string);
    const page = await doc.getPage(1);
    readingOrderText(placedTextRuns((await page.getTextContent({ disableNormalization: true })).items), 612);
    await doc.destroy();
  })().catch(() => {
    // Only a warm-up: the file's own reading reports its errors.
  });
});

serve(readPdf);
